import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { WechatBindingCard } from '../components/WechatBindingCard';

/**
 * /account: account security — change password (the other sessions of the user end), and the WeChat binding where
 * the platform offers WeChat sign-in (app info says so; otherwise the page asks the server nothing on load).
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const teacherInfo = useSession((session) => session.teacherInfo);
  const wechatOffered = useSession((session) => session.appInfo?.wechatSignIn ?? false);
  return (
    <PageFrame title={t('account.title')}>
      <Card style={{ maxWidth: 560 }}>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('account.username')}>{teacherInfo?.username ?? ''}</Descriptions.Item>
        </Descriptions>
        <ChangePasswordForm />
      </Card>
      {wechatOffered && <WechatBindingCard />}
    </PageFrame>
  );
}
