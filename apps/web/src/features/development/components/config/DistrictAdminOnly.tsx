import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleGate } from '@/shared/ui/RoleGate';

/** Configuring the development model is the district admin's (the server allows no one else). */
export function isDevelopmentConfigurer(roles: readonly string[]): boolean {
  return roles.includes('district_admin');
}

/** Shows the page to district admins only; anyone else who types the address gets a 403 result instead. */
export function DistrictAdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RoleGate allows={isDevelopmentConfigurer} title={t('developmentConfig.forbiddenTitle')} text={t('developmentConfig.forbiddenText')} testId="development-config-forbidden">
      {children}
    </RoleGate>
  );
}
