import type { Order } from '@yanxiu/contract/training';
import { TrainingLimits } from '@yanxiu/contract/limits';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useConfirmOrder } from '../../api/manage-confirm-order';
import { useRefundOrder } from '../../api/manage-refund-order';

/** What staff do to an order: confirm its bank transfer or refund it. */
export type OrderAction = 'confirm' | 'refund';

export type OrderActionDialogProps = { action: { order: Order; kind: OrderAction } | null; onClose: () => void };

/** Asks for the transfer reference (confirm) or the reason (refund), then does it. */
export function OrderActionDialog({ action, onClose }: OrderActionDialogProps) {
  const { t } = useTranslation();
  const o = (key: string, options?: Record<string, unknown>) => t(`trainingManage.orders.${key}`, options ?? {});
  const [form] = Form.useForm<{ text: string }>();
  const confirm = useConfirmOrder();
  const refund = useRefundOrder();
  const kind = action?.kind ?? 'confirm';

  const handleOk = async () => {
    if (!action) return;
    const { text } = await form.validateFields();
    const orderId = action.order.id;
    const done = () => {
      notifier().success(o(kind === 'confirm' ? 'confirmed' : 'refunded'));
      onClose();
    };
    if (kind === 'confirm') confirm.mutate({ orderId, paymentReference: text.trim() }, { onSuccess: done });
    else refund.mutate({ orderId, reason: text.trim() }, { onSuccess: done });
  };

  return (
    <Modal
      open={action !== null}
      title={action ? o(kind === 'confirm' ? 'confirmTitle' : 'refundTitle', { orderNo: action.order.orderNo }) : ''}
      okText={o(kind === 'confirm' ? 'confirm' : 'refund')}
      okButtonProps={{ danger: kind === 'refund', loading: confirm.isPending || refund.isPending }}
      cancelText={t('trainingManage.common.cancel')}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Typography.Paragraph type="secondary">{o(kind === 'confirm' ? 'confirmHint' : 'refundHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="text"
          label={o(kind === 'confirm' ? 'reference' : 'refundReason')}
          rules={[{ required: true, whitespace: true, message: o(kind === 'confirm' ? 'referenceRequired' : 'refundReasonRequired') }]}
        >
          {kind === 'confirm' ? (
            <Input maxLength={TrainingLimits.paymentReference} data-testid="order-reference" />
          ) : (
            <Input.TextArea rows={3} maxLength={TrainingLimits.shortText} showCount data-testid="order-refund-reason" />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
