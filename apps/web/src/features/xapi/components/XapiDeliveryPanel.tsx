import type { XapiDelivery } from '@yanxiu/contract/xapi-settings';
import { Button, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useSendXapiNow } from '../api/xapi-settings';

/** How statements are getting to the LRS: pending and sent counts, the last delivery and the last failure; send now. */
export function XapiDeliveryPanel({ delivery, enabled }: { delivery: XapiDelivery; enabled: boolean }) {
  const { t } = useTranslation();
  const send = useSendXapiNow();
  const handleSend = async () => {
    const { queued } = await send.mutateAsync();
    if (queued) notifier().success(t('xapi.sendQueued'));
    else notifier().warning(t('xapi.sendNothing'));
  };
  const error = delivery.lastError;
  return (
    <section style={{ marginTop: 32, maxWidth: 720 }} data-testid="xapi-delivery">
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('xapi.deliverySection')}
      </Typography.Title>
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('xapi.pending')}>
          <span data-testid="xapi-pending">{t('xapi.statements', { count: delivery.pending })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('xapi.sent')}>
          <span data-testid="xapi-sent">{t('xapi.statements', { count: delivery.sent })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('xapi.lastSentAt')}>
          {delivery.lastSentAt ? formatDateTime(delivery.lastSentAt) : t('xapi.neverSent')}
        </Descriptions.Item>
        <Descriptions.Item label={t('xapi.lastError')}>
          <Typography.Text type={error ? 'danger' : undefined} data-testid="xapi-last-error">
            {error
              ? t('xapi.errorAt', {
                  problem: t(`xapi.problem.${error.problem}`, { status: error.status ?? '' }),
                  time: formatDateTime(error.at),
                })
              : t('xapi.noError')}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Button
        style={{ marginTop: 16 }}
        onClick={() => void handleSend()}
        loading={send.isPending}
        disabled={!enabled || delivery.pending === 0}
        data-testid="xapi-send-now"
      >
        {t('xapi.sendNow')}
      </Button>
    </section>
  );
}
