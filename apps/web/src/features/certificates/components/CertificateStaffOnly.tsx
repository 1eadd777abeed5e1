import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrainingStaff } from '@/features/training/components/manage/access';
import { RoleGate } from '@/shared/ui/RoleGate';

/** Shows the page to school and district staff; anyone else who types the address gets a 403 page instead. */
export function CertificateStaffOnly({ pageTitle, children }: { pageTitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RoleGate allows={isTrainingStaff} title={t('certificates.forbiddenTitle')} text={t('certificates.forbiddenText')} testId="certificates-forbidden" pageTitle={pageTitle}>
      {children}
    </RoleGate>
  );
}
