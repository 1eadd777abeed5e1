import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { assessmentAccess } from '../../assessment.access';

/** The assignment staff pages' gate: the staff who manage programmes set assignments up and grade them; anyone else reads why not. */
export function AssignmentStaffGate({
  pageTitle,
  testId = 'assignments-forbidden',
  children,
}: {
  pageTitle: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  return (
    <AccessGate
      accessible={access.canManageAssignments}
      title={t('assessmentAssignments.common.forbiddenTitle')}
      text={t('assessmentAssignments.common.staffOnly')}
      testId={testId}
      pageTitle={pageTitle}
    >
      {children}
    </AccessGate>
  );
}
