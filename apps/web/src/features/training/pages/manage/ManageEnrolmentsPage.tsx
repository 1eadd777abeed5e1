import '../../i18n/register-manage';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { EnrolmentsTable } from '../../components/manage/EnrolmentsTable';
import { StaffOnly } from '../../components/manage/StaffOnly';

/** /manage/enrolments: enrolments across programmes awaiting the caller's decision (school admins: their teachers). */
export default function ManageEnrolmentsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.manageEnrolments')} crumbs={[t('nav.manage')]}>
      <StaffOnly>
        <EnrolmentsTable testId="manage-enrolments" />
      </StaffOnly>
    </PageFrame>
  );
}
