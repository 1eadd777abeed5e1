import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store';
import { DEFAULT_ICON } from './tenant-icon';

/** The tenant's logo and name, linking home. */
export function TenantBrand({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const appInfo = useSession((session) => session.appInfo);
  const name = appInfo ? (i18n.language === 'en-US' ? appInfo.nameEn : appInfo.name) : t('app.fullName');
  return (
    // Compact, the logo alone is the link: it needs the name to be announced.
    <Link
      to="/home"
      aria-label={compact ? name : undefined}
      style={{ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit', minWidth: 0 }}
    >
      <img src={appInfo?.loginLogo ?? DEFAULT_ICON} alt="" width={32} height={32} data-testid="tenant-logo" />
      {!compact && (
        <span
          data-testid="tenant-name"
          style={{ fontWeight: 600, fontSize: 16, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {name}
        </span>
      )}
    </Link>
  );
}
