import { WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeRedirect } from '@/shared/session/navigation';
import { useSession } from '@/shared/session/session-store';
import { goToWechat } from '../wechat/wechat-calls';

/** "Sign in with WeChat" on the sign-in page, where the platform offers it; a failure to start shows the server's message. */
export function WechatSignIn() {
  const { t } = useTranslation();
  const offered = useSession((session) => session.appInfo?.wechatSignIn ?? false);
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  if (!offered) return null;
  const handleClick = () => {
    setLeaving(true);
    goToWechat(safeRedirect(params.get('redirect'))).catch(() => setLeaving(false));
  };
  return (
    <Button block icon={<WechatOutlined />} loading={leaving} onClick={handleClick} style={{ marginTop: 12 }}>
      {t('wechat.signIn')}
    </Button>
  );
}
