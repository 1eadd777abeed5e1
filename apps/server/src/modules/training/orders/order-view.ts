import type { Order } from '@yanxiu/contract/training';
import type { OrderStatusValue, PaymentProviderValue } from '@yanxiu/contract/training-enums';
import type { OrderItemRecord, OrderWithBuyer } from './order.repository';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** An order as the contract shows it. */
export function toOrder(order: OrderWithBuyer, items: readonly OrderItemRecord[]): Order {
  return {
    id: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    teacherName: order.teacherName,
    items: items.map((item) => ({ programmeId: item.programmeId, title: item.title, priceCents: item.priceCents })),
    amountCents: order.amountCents,
    status: order.status as OrderStatusValue,
    provider: order.provider as PaymentProviderValue,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: isoOrNull(order.paidAt),
    paymentReference: order.paymentReference,
    closedAt: isoOrNull(order.closedAt),
    closeReason: order.closeReason,
  };
}
