import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { assessmentAccess } from '../../assessment.access';

/** The staff's questionnaire pages' gate: school and district staff build them and read results; anyone else reads why not. */
export function EvaluationStaffGate({ pageTitle, children }: { pageTitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  return (
    <AccessGate
      accessible={access.canManageEvaluations}
      title={t('assessmentEvaluations.common.forbiddenTitle')}
      text={t('assessmentEvaluations.common.staffOnly')}
      testId="evaluations-forbidden"
      pageTitle={pageTitle}
    >
      {children}
    </AccessGate>
  );
}
