import '../../i18n/teacher.register';
import type { Order } from '@yanxiu/contract/training';
import { OrderStatus, PaymentProvider, type OrderStatusValue } from '@yanxiu/contract/training-enums';
import { Button, Card, Descriptions, Empty, List, Popconfirm, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useCancelOrder } from '../../api/cancel-order';
import { TRAINING_PAGE_SIZE } from '../../api/get-catalogue';
import { useMyOrders } from '../../api/get-my-orders';
import { formatDateTime, formatYuan } from '../../components/common/format';
import { TransferInstructions } from '../../components/teacher/BuyDialog';
import { OrderStatusTag } from '../../components/teacher/labels';
import { timeLeft, useNow } from '../../model/countdown';
import { programmePath } from '../../model/programme-path';

function OrderCard({ order, now }: { order: Order; now: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cancel = useCancelOrder();
  const pending = order.status === 'pending';
  const left = pending ? timeLeft(order.expiresAt, now) : null;
  return (
    <Card
      size="small"
      data-testid={`order-${order.orderNo}`}
      title={
        <Space wrap>
          <span>{t('common.labelled', { label: t('training.orders.orderNo'), value: order.orderNo })}</span>
          <OrderStatusTag status={order.status} />
        </Space>
      }
      extra={
        pending && (
          <Popconfirm
            title={t('training.orders.cancelConfirm')}
            onConfirm={() => cancel.mutate({ orderId: order.id }, { onSuccess: () => notifier().success(t('training.orders.cancelled')) })}
          >
            <Button size="small" danger loading={cancel.isPending} data-testid={`cancel-order-${order.orderNo}`}>
              {t('training.orders.cancel')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label={t('training.orders.items')} span={2}>
          <Space direction="vertical" size={0}>
            {order.items.map((item) => (
              <Link key={item.programmeId} to={programmePath('supermarket', item.programmeId)}>
                {item.title}
              </Link>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('training.orders.amount')}>
          <Typography.Text strong data-testid="order-amount">
            {formatYuan(order.amountCents)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('training.orders.provider')}>{PaymentProvider.label(order.provider, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('training.orders.createdAt')}>{formatDateTime(order.createdAt)}</Descriptions.Item>
        {order.paidAt && <Descriptions.Item label={t('training.orders.paidAt')}>{formatDateTime(order.paidAt)}</Descriptions.Item>}
        {order.paymentReference && <Descriptions.Item label={t('training.orders.reference')}>{order.paymentReference}</Descriptions.Item>}
        {order.closeReason && <Descriptions.Item label={t('training.orders.closeReason')}>{order.closeReason}</Descriptions.Item>}
      </Descriptions>
      {pending && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
          <Typography.Text type={left ? 'warning' : 'secondary'} data-testid="order-countdown">
            {left ? t('training.orders.expiresIn', { time: left }) : t('training.orders.expired')}
          </Typography.Text>
          {order.provider === 'offline' && <TransferInstructions orderNo={order.orderNo} />}
        </Space>
      )}
    </Card>
  );
}

const isStatus = (value: string | null): value is OrderStatusValue =>
  value !== null && (OrderStatus.values as readonly string[]).includes(value);

/** /my/orders: the teacher's marketplace orders, paged, filtered by status; pending ones can be paid or cancelled. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const orders = useMyOrders({ current: page, status });
  const now = useNow(orders.data?.records.some((order) => order.status === 'pending') ?? false);
  const go = (nextStatus: string | undefined, nextPage = 1) => {
    const next = new URLSearchParams();
    if (nextStatus) next.set('status', nextStatus);
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearchParams(next);
  };

  return (
    <PageFrame
      title={t('routes.orders')}
      crumbs={[t('nav.mine')]}
      extra={
        <Select
          aria-label={t('training.orders.status')}
          placeholder={t('training.orders.status')}
          allowClear
          value={status}
          options={OrderStatus.options(currentLocale())}
          onChange={(value?: OrderStatusValue) => go(value)}
          style={{ minWidth: 140, marginBottom: 16 }}
          data-testid="order-status-filter"
        />
      }
    >
      {orders.isError ? (
        <RetryAlert onRetry={() => void orders.refetch()} />
      ) : (
        <List<Order>
          data-testid="order-list"
          loading={orders.isFetching}
          dataSource={orders.data?.records}
          locale={{ emptyText: <Empty description={t('training.orders.empty')} /> }}
          renderItem={(order) => (
            <List.Item style={{ display: 'block', borderBottom: 'none', padding: '0 0 12px' }}>
              <OrderCard order={order} now={now} />
            </List.Item>
          )}
          pagination={
            (orders.data?.total ?? 0) > TRAINING_PAGE_SIZE
              ? {
                  current: page,
                  pageSize: TRAINING_PAGE_SIZE,
                  total: orders.data?.total ?? 0,
                  showSizeChanger: false,
                  align: 'center',
                  onChange: (next) => go(status, next),
                }
              : false
          }
        />
      )}
    </PageFrame>
  );
}
