import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';

/** Configuring the development model is the district admin's (the server allows no one else). */
export function isDevelopmentConfigurer(roles: readonly string[]): boolean {
  return roles.includes('district_admin');
}

/**
 * Shows the page to district admins only; anyone else who types the address gets a 403 result instead of a page
 * of refused calls (the server refuses them anyway).
 */
export function DistrictAdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useSession((session) => isDevelopmentConfigurer(session.loginInfo?.roles ?? []));
  if (allowed) return <>{children}</>;
  return (
    <Result
      status="403"
      title={t('developmentConfig.forbiddenTitle')}
      subTitle={t('developmentConfig.forbiddenText')}
      extra={
        <Link to="/home">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
      data-testid="development-config-forbidden"
    />
  );
}
