import type { ProgrammeDetail } from '@yanxiu/contract/training';
import { PaymentProvider, type PaymentProviderValue } from '@yanxiu/contract/training-enums';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useSession } from '@/shared/session/session-store';
import { useCreateOrder } from '../../api/create-order';
import { PriceText } from './ProgrammeCard';

/** The only provider a programme can be bought with today: free when it costs nothing, else bank transfer. */
export function providerFor(priceCents: number): PaymentProviderValue {
  return priceCents === 0 ? 'free' : 'offline';
}

/** The bank-transfer instructions a teacher needs to pay an offline order. */
export function TransferInstructions({ orderNo }: { orderNo?: string }) {
  const { t } = useTranslation();
  const tenant = useSession((session) => (currentLocale() === 'en-US' ? session.appInfo?.nameEn : session.appInfo?.name) ?? '');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="transfer-instructions"
      title={t('training.buy.transferTitle')}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: orderNo ? 4 : 0 }}>
            {t('training.buy.transferText', { tenant })}
          </Typography.Paragraph>
          {orderNo && (
            <Typography.Text strong copyable data-testid="transfer-order-no">
              {t('common.labelled', { label: t('training.orders.orderNo'), value: orderNo })}
            </Typography.Text>
          )}
        </>
      }
    />
  );
}

/**
 * Confirms a purchase; render it only while buying. One idempotency key is made when the dialog mounts (one purchase attempt), and a click while
 * the order is on its way is ignored, so a double click makes one order; a retry after a failure reuses the key, so
 * an order the server did make is answered rather than duplicated.
 */
export function BuyDialog({ programme, onClose }: { programme: ProgrammeDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  // Mounted per attempt (the parent renders the dialog only while it is open), so one key per attempt.
  const [attemptKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const provider = providerFor(programme.priceCents);

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    createOrder.mutate(
      { programmeId: programme.id, provider, idempotencyKey: attemptKey },
      {
        onSuccess: (order) => {
          notifier().success(order.status === 'paid' ? t('training.buy.paid') : t('training.buy.created', { orderNo: order.orderNo }));
          onClose();
          void navigate('/my/orders');
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('training.buy.title')}
      okText={t('training.buy.confirm')}
      okButtonProps={{ loading: createOrder.isPending, 'data-testid': 'buy-confirm' }}
      onOk={confirm}
      onCancel={onClose}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('training.buy.item')}>{programme.title}</Descriptions.Item>
        <Descriptions.Item label={t('training.buy.amount')}>
          <PriceText priceCents={programme.priceCents} />
        </Descriptions.Item>
        <Descriptions.Item label={t('training.buy.provider')}>{PaymentProvider.label(provider, currentLocale())}</Descriptions.Item>
      </Descriptions>
      {provider === 'free' ? (
        <Alert type="success" showIcon title={t('training.buy.freeHint')} />
      ) : (
        <>
          <Typography.Paragraph>{t('training.buy.offlineHint')}</Typography.Paragraph>
          <TransferInstructions />
        </>
      )}
    </Modal>
  );
}
