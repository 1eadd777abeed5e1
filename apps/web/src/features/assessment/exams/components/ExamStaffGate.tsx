import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { assessmentAccess } from '../../assessment.access';

/** The exam staff pages' gate: school and district staff manage exams and grade them; anyone else reads why not. */
export function ExamStaffGate({
  pageTitle,
  testId = 'exams-forbidden',
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
      accessible={access.canManageExams}
      title={t('assessmentExams.common.forbiddenTitle')}
      text={t('assessmentExams.common.staffOnly')}
      testId={testId}
      pageTitle={pageTitle}
    >
      {children}
    </AccessGate>
  );
}
