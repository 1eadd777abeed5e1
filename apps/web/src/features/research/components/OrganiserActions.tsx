import type { ActivityDetail } from '@yanxiu/contract/research';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@/shared/ui/ActionLink';
import { usePublishActivity, useWithdrawActivity } from '../api/publish-activity';

/** The organiser's actions on the activity page: edit (not once closed), publish a draft, withdraw while nobody joined. */
export function OrganiserActions({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const publish = usePublishActivity();
  const withdraw = useWithdrawActivity();
  const ref = { id: activity.id, version: activity.version };
  return (
    <Space wrap>
      {activity.state !== 'closed' && (
        <ActionLink to={`/research/createActivity?id=${activity.id}`} testId="edit-activity">
          {t('research.activity.edit')}
        </ActionLink>
      )}
      {activity.state === 'draft' && (
        <Button size="small" type="primary" onClick={() => publish.mutate(ref)} loading={publish.isPending} data-testid="publish-activity">
          {t('research.activity.publish')}
        </Button>
      )}
      {activity.state === 'published' && activity.participantCount === 0 && (
        <Popconfirm title={t('research.activity.withdrawConfirm')} onConfirm={() => withdraw.mutate(ref)}>
          <Button size="small" loading={withdraw.isPending} data-testid="withdraw-activity">
            {t('research.activity.withdraw')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
