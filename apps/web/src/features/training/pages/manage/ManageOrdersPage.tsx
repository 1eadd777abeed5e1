import '../../i18n/manage.register';
import type { Order } from '@yanxiu/contract/training';
import { OrderStatus, PaymentProvider, type OrderStatusValue } from '@yanxiu/contract/training-enums';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useManagedOrders } from '../../api/manage-orders';
import { formatDateTime, formatYuan } from '../../components/common/format';
import { KeywordSearch } from '../../components/manage/KeywordSearch';
import { ORDER_STATUS_COLORS } from '../../components/manage/labels';
import { OrderActionDialog, type OrderAction } from '../../components/manage/OrderActionDialog';
import { staffListProps, staffRefusal } from '../../components/manage/staff-list';
import { trainingAccess } from '../../training.access';
import { formatList } from '@/shared/format/list';

/** The tenant's orders with the offline-payment confirmation and refunds. */
function ManageOrders() {
  const { t } = useTranslation();
  const o = (key: string) => t(`trainingManage.orders.${key}`);
  const locale = currentLocale();
  const [current, setCurrent] = useState(1);
  const [status, setStatus] = useState<OrderStatusValue | undefined>();
  const [keyword, setKeyword] = useState('');
  const [action, setAction] = useState<{ order: Order; kind: OrderAction } | null>(null);
  const list = useManagedOrders({ current, status, keyword });

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select<OrderStatusValue | 'all'>
          value={status ?? 'all'}
          style={{ width: 160 }}
          aria-label={o('status')}
          options={[{ value: 'all', label: t('trainingManage.common.all') }, ...OrderStatus.options(locale)]}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            setCurrent(1);
          }}
          data-testid="manage-orders-status"
        />
        <KeywordSearch
          placeholder={o('keywordPlaceholder')}
          width={260}
          onSearch={(value) => {
            setKeyword(value);
            setCurrent(1);
          }}
          testId="manage-orders-keyword"
        />
      </Flex>
      <ManagedTable<Order>
        list={list}
        testId="manage-orders"
        empty={o('empty')}
        {...staffListProps(t, current, setCurrent)}
        columns={[
          { title: o('orderNo'), dataIndex: 'orderNo', fixed: 'left' },
          { title: o('teacher'), dataIndex: 'teacherName' },
          {
            title: o('items'),
            key: 'items',
            render: (_, order) =>
              formatList(
                order.items.map((item) => item.title),
                locale,
              ),
          },
          { title: o('amount'), dataIndex: 'amountCents', render: (cents: number) => formatYuan(cents) },
          {
            title: o('status'),
            dataIndex: 'status',
            render: (value: OrderStatusValue) => <Tag color={ORDER_STATUS_COLORS[value]}>{OrderStatus.label(value, locale)}</Tag>,
          },
          { title: o('provider'), dataIndex: 'provider', render: (value: Order['provider']) => PaymentProvider.label(value, locale) },
          { title: o('createdAt'), dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
          {
            title: o('paidAt'),
            key: 'paid',
            render: (_, order) => (
              <Flex vertical>
                <span>{formatDateTime(order.paidAt)}</span>
                {order.paymentReference && (
                  <Typography.Text type="secondary">
                    {t('trainingManage.common.labelled', { label: o('reference'), value: order.paymentReference })}
                  </Typography.Text>
                )}
                {order.closeReason && (
                  <Typography.Text type="secondary">
                    {t('trainingManage.common.labelled', { label: o('closeReason'), value: order.closeReason })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: t('trainingManage.common.actions'),
            key: 'actions',
            render: (_, order) => (
              <Flex gap={4}>
                {order.status === 'pending' && order.provider === 'offline' && (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setAction({ order, kind: 'confirm' })}
                    data-testid={`order-confirm-${order.id}`}
                  >
                    {o('confirm')}
                  </Button>
                )}
                {order.status === 'paid' && order.amountCents > 0 && (
                  <Button size="small" danger onClick={() => setAction({ order, kind: 'refund' })} data-testid={`order-refund-${order.id}`}>
                    {o('refund')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <OrderActionDialog action={action} onClose={() => setAction(null)} />
    </Flex>
  );
}

/** /manage/orders (district admins): orders, paged and filtered; confirm bank transfers, refund. */
export default function ManageOrdersPage() {
  const { t } = useTranslation();
  const access = useAccess(trainingAccess);
  return (
    <PageFrame title={t('routes.manageOrders')} crumbs={[t('nav.manage')]}>
      <AccessGate accessible={access.canManageTenantTraining} {...staffRefusal(t, true)}>
        <ManageOrders />
      </AccessGate>
    </PageFrame>
  );
}
