import '../../i18n/manage.register';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { EnrolmentsTable } from '../../components/manage/EnrolmentsTable';
import { staffRefusal } from '../../components/manage/staff-list';
import { trainingAccess } from '../../training.access';

/** /manage/enrolments: enrolments across programmes awaiting the caller's decision (school admins: their teachers). */
export default function ManageEnrolmentsPage() {
  const { t } = useTranslation();
  const access = useAccess(trainingAccess);
  return (
    <PageFrame title={t('routes.manageEnrolments')} crumbs={[t('nav.manage')]}>
      <AccessGate accessible={access.canManageTraining} {...staffRefusal(t)}>
        <EnrolmentsTable testId="manage-enrolments" />
      </AccessGate>
    </PageFrame>
  );
}
