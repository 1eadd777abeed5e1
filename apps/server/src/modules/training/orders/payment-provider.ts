import type { PaymentProviderValue } from '@yanxiu/contract/training-enums';

/**
 * A way to pay for a marketplace order. Placing an order asks the provider whether it takes the amount and what
 * happens next: `free` settles a zero amount at once; `offline` leaves the order pending until staff confirm a bank
 * transfer (`trainingManageConfirmOrder`). An online provider (WeChat Pay, Alipay) would answer `pending` with a
 * payment address for the client, and settle later from its signed callback through the same guarded
 * "pending → paid + enrolled" step that staff confirmation uses (`settleOrder` in order-settle.ts).
 */
export type PaymentProvider = {
  readonly name: PaymentProviderValue;
  /** Whether this provider may collect `amountCents` (free: only 0; offline: only more than 0). */
  accepts(amountCents: number): boolean;
  /** What placing the order does: settle it now (with a reference) or leave it pending for a later settlement. */
  start(order: { id: number; orderNo: string; amountCents: number }): Promise<{ settled: true; reference: string } | { settled: false }>;
};

/** The zero-amount provider: the order is paid the moment it is placed. */
export const freeProvider: PaymentProvider = {
  name: 'free',
  accepts: (amountCents) => amountCents === 0,
  start: async (order) => ({ settled: true, reference: `FREE-${order.orderNo}` }),
};

/** Bank transfer: the order waits (holding its seat) until district staff confirm the transfer's reference. */
export const offlineProvider: PaymentProvider = {
  name: 'offline',
  accepts: (amountCents) => amountCents > 0,
  start: async () => ({ settled: false }),
};
