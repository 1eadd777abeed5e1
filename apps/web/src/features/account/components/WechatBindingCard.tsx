import { WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { bindReturnOf, goToWechatForBinding, useBindWechat, useUnbindWechat, useWechatBinding } from '../api/wechat-binding';

/**
 * The account page's WeChat binding: bind (off to WeChat's QR page and back here), show the binding, unbind. Hidden
 * where the platform has no WeChat sign-in.
 */
export function WechatBindingCard() {
  const { t } = useTranslation();
  const binding = useWechatBinding();
  const bind = useBindWechat();
  const unbind = useUnbindWechat();
  const [leaving, setLeaving] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; a code is redeemed once.
    if (handled.current) return;
    handled.current = true;
    const returned = bindReturnOf(window.location.search);
    if (!returned) return;
    // The code and state leave the address at once: a reload must not offer them again.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    bind.mutate(returned, { onSuccess: () => notifier().success(t('wechat.bound')) });
  }, [bind, t]);

  if (binding.isPending)
    return (
      <Card style={{ maxWidth: 560, marginTop: 16 }}>
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  if (binding.isError) return <Alert type="error" showIcon style={{ maxWidth: 560, marginTop: 16 }} title={t('wechat.loadFailed')} />;
  if (!binding.data.available) return null;

  const handleBind = () => {
    setLeaving(true);
    goToWechatForBinding().catch(() => setLeaving(false));
  };
  const { bound, nickname, boundAt } = binding.data;
  return (
    <Card
      style={{ maxWidth: 560, marginTop: 16 }}
      title={
        <Space>
          <WechatOutlined />
          {t('wechat.title')}
        </Space>
      }
    >
      {bound ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text data-testid="wechat-bound">
            {nickname
              ? t('wechat.boundAs', { nickname, time: formatDateTime(boundAt) })
              : t('wechat.boundAt', { time: formatDateTime(boundAt) })}
          </Typography.Text>
          <Popconfirm
            title={t('wechat.unbindConfirm')}
            okText={t('wechat.unbind')}
            cancelText={t('common.cancel')}
            onConfirm={() => unbind.mutateAsync().then(() => notifier().success(t('wechat.unbound')))}
          >
            <Button danger loading={unbind.isPending}>
              {t('wechat.unbind')}
            </Button>
          </Popconfirm>
        </Space>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('wechat.notBound')}</Typography.Text>
          <Button icon={<WechatOutlined />} loading={leaving || bind.isPending} onClick={handleBind}>
            {t('wechat.bind')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
