import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { assessmentAccess } from '../../assessment.access';

/**
 * The staff's questionnaire pages' gate: school and district staff build them and read results; the view across
 * programmes (`districtOnly`) is district staff's. Anyone else reads why not.
 */
export function EvaluationStaffGate({
  pageTitle,
  districtOnly = false,
  children,
}: {
  pageTitle: string;
  districtOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  return (
    <AccessGate
      accessible={districtOnly ? access.canReadDistrictEvaluations : access.canManageEvaluations}
      title={t('assessmentEvaluations.common.forbiddenTitle')}
      text={t(districtOnly ? 'assessmentEvaluations.common.districtOnly' : 'assessmentEvaluations.common.staffOnly')}
      testId="evaluations-forbidden"
      pageTitle={pageTitle}
    >
      {children}
    </AccessGate>
  );
}
