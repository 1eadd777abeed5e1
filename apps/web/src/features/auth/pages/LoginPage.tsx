import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../components/LoginScreen';
import { WechatSignIn } from '../components/WechatSignIn';

/** /login */
export default function LoginPage() {
  const { t } = useTranslation();
  return <LoginScreen title={t('login.title')} extra={<WechatSignIn />} />;
}
