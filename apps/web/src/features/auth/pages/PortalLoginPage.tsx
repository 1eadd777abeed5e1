import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../components/LoginScreen';

/** /login/portal: the district portal's entry; the same accounts for now, single sign-on comes with its own issue. */
export default function PortalLoginPage() {
  const { t } = useTranslation();
  return <LoginScreen title={t('login.portalTitle')} hint={t('login.portalHint')} />;
}
