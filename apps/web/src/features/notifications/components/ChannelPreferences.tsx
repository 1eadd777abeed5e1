import type { NotificationChannel, NotificationPreferences } from '@yanxiu/contract/notifications';
import { Button, Card, Form, Input, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { usePreferences, useSavePreferences } from '../api/notifications-api';

const CHANNELS: readonly NotificationChannel[] = ['email', 'wechat'];

/** The caller's outside channels: e-mail and WeChat, each on or off with its address; in-app is always on. */
export function ChannelPreferences() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [form] = Form.useForm<NotificationPreferences>();
  useEffect(() => {
    if (preferences.data) form.setFieldsValue({ email: preferences.data.email, wechat: preferences.data.wechat });
  }, [form, preferences.data]);

  if (preferences.isError) return <RetryAlert onRetry={() => void preferences.refetch()} />;
  return (
    <Card size="small" title={t('notifications.channels.title')} loading={preferences.isLoading} data-testid="notification-channels">
      <Typography.Paragraph type="secondary">{t('notifications.channels.inApp')}</Typography.Paragraph>
      <Form<NotificationPreferences>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values, { onSuccess: () => notifier().success(t('notifications.channels.saved')) })}
      >
        {CHANNELS.map((channel) => {
          const available = preferences.data?.available[channel] ?? false;
          return (
            <Space key={channel} wrap align="start">
              <Form.Item name={[channel, 'enabled']} label={t(`notifications.channels.${channel}`)} valuePropName="checked">
                <Switch disabled={!available} aria-label={t(`notifications.channels.${channel}`)} />
              </Form.Item>
              <Form.Item
                name={[channel, 'address']}
                label={t(`notifications.channels.${channel}Address`)}
                extra={available ? undefined : t('notifications.channels.unavailable')}
              >
                <Input disabled={!available} style={{ width: 260 }} />
              </Form.Item>
            </Space>
          );
        })}
        <Button htmlType="submit" type="primary" loading={save.isPending} data-testid="notification-channels-save">
          {t('notifications.channels.save')}
        </Button>
      </Form>
    </Card>
  );
}
