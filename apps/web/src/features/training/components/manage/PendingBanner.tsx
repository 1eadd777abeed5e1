import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePendingEnrolmentCount } from '../../api/manage-enrolments';

/** Tells staff how many enrolments wait for their decision, with the way to them; nothing when none do. */
export function PendingBanner() {
  const { t } = useTranslation();
  const count = usePendingEnrolmentCount(true);
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('trainingManage.pending.banner', { count })}
      action={
        <Link to="/manage/enrolments">
          <Button size="small" type="primary">
            {t('trainingManage.pending.open')}
          </Button>
        </Link>
      }
      data-testid="manage-pending-banner"
    />
  );
}
