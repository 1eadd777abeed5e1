import type { Order } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import OrdersPage from './OrdersPage';
import { fakeApi, renderAt, setUpTeacherTests } from '../../training.fixtures';

const shown = setUpTeacherTests();

const base: Order = {
  id: 1,
  orderNo: 'YX20261121-000001',
  userId: 7,
  teacherName: '王老师',
  items: [{ programmeId: 42, title: '小学数学大单元教学设计', priceCents: 9900 }],
  amountCents: 9900,
  status: 'pending',
  provider: 'offline',
  createdAt: '2026-11-21T10:00:00.000+08:00',
  expiresAt: new Date(Date.now() + (2 * 3600 + 5 * 60 + 7) * 1000).toISOString(),
  paidAt: null,
  paymentReference: null,
  closedAt: null,
  closeReason: null,
};
const paid: Order = {
  ...base,
  id: 2,
  orderNo: 'YX20261120-000002',
  status: 'paid',
  paidAt: '2026-11-20T12:00:00.000+08:00',
  paymentReference: 'BANK-778899',
  amountCents: 19900,
};

describe('my orders', () => {
  test('lists orders with amount and status; a pending offline order shows its countdown and how to pay', async () => {
    fakeApi((call) => (call.path === ApiPaths.trainingOrders ? { records: [base, paid], total: 2, current: 1, size: 10 } : undefined));
    renderAt('/my/orders', <OrdersPage />, '/my/orders');
    const pending = await screen.findByTestId('order-YX20261121-000001');
    expect(within(pending).getByTestId('order-status').textContent).toBe('待支付');
    expect(within(pending).getByTestId('order-amount').textContent).toBe('¥99.00');
    expect(within(pending).getByTestId('order-countdown').textContent).toMatch(/^剩余支付时间 2:0[45]:\d\d$/);
    expect(within(pending).getByTestId('transfer-order-no').textContent).toContain('YX20261121-000001');
    expect(within(pending).getByRole('link', { name: '小学数学大单元教学设计' }).getAttribute('href')).toBe('/training/supermarket/42');

    const done = screen.getByTestId('order-YX20261120-000002');
    expect(within(done).getByTestId('order-amount').textContent).toBe('¥199.00');
    expect(within(done).getByText('BANK-778899')).toBeTruthy();
    expect(within(done).queryByTestId('transfer-instructions')).toBeNull();
    expect(within(done).queryByRole('button')).toBeNull();
  });

  test('cancelling asks first, then cancels that order and reloads the list', async () => {
    let cancelled = false;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.trainingCancelOrder) {
        cancelled = true;
        return { ...base, status: 'cancelled' };
      }
      if (call.path === ApiPaths.trainingOrders)
        return { records: [cancelled ? { ...base, status: 'cancelled', closeReason: '用户取消' } : base], total: 1, current: 1, size: 10 };
      return undefined;
    });
    renderAt('/my/orders', <OrdersPage />, '/my/orders');
    fireEvent.click(await screen.findByTestId('cancel-order-YX20261121-000001'));
    expect(api.of(ApiPaths.trainingCancelOrder)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /^(OK|确\s*定)$/ }));
    await waitFor(() => expect(api.of(ApiPaths.trainingCancelOrder)[0]?.body).toEqual({ orderId: 1 }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('已取消'));
    expect(shown).toContainEqual({ kind: 'success', text: '订单已取消' });
    expect(screen.queryByTestId('order-countdown')).toBeNull();
  });

  test('the status filter is sent and kept in the URL; an empty list says so', async () => {
    const api = fakeApi((call) => (call.path === ApiPaths.trainingOrders ? { records: [], total: 0, current: 1, size: 10 } : undefined));
    renderAt('/my/orders', <OrdersPage />, '/my/orders?status=refunded');
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect(api.of(ApiPaths.trainingOrders)[0]!.query.get('status')).toBe('refunded');
  });
});
