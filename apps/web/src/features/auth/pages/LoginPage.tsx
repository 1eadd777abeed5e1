import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../components/LoginScreen';

/** /login */
export default function LoginPage() {
  const { t } = useTranslation();
  return <LoginScreen title={t('login.title')} />;
}
