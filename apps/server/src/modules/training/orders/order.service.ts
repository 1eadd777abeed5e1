import type { EventScope } from '@server/platform/events/domain-events';
import type { CreateOrderBody, Order } from '@yanxiu/contract/training';
import type { OrderStatusValue } from '@yanxiu/contract/training-enums';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { notify } from '@server/modules/notifications/notifications.public';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { chinaDay } from '@server/platform/time/china-time';
import { enrolBlockerFor, throwIfBlocked } from '@server/modules/training/enrolment/enrol-blocker';
import {
  findEnrolment,
  findPendingOrderFor,
  freeSeat,
  moveEnrolment,
  takeSeat,
  upsertEnrolment,
} from '@server/modules/training/enrolment/enrolment.repository';
import { findProgrammeById } from '@server/modules/training/programmes/programme-read.repository';
import { trainingAccess } from '@server/modules/training/training.access';
import {
  expireOrders,
  findOrder,
  findOrderByKey,
  findOrderItems,
  findOrderWithBuyer,
  insertOrderItem,
  insertOrderOnce,
  listOrders,
  moveOrder,
  type OrderRecord,
} from './order.repository';
import { teacherEnrolled } from '@server/modules/training/enrolment/enrolment-events';
import { toOrder } from './order-view';
import { PAYMENT_PROVIDERS } from './payment-providers';

type Page<T> = { records: T[]; total: number; current: number; size: number };

/** Signals inside the order transaction that the key was taken meanwhile (the insert did nothing). */
class KeyTaken extends Error {}

async function orderView(db: Executor, tenantId: TenantId, id: number): Promise<Order> {
  const [order, items] = await Promise.all([findOrderWithBuyer(db, tenantId, id), findOrderItems(db, tenantId, [id])]);
  return toOrder(order!, items.get(id) ?? []);
}

/** Marks a pending order paid and enrols its buyer in what it bought; the step every provider's settlement takes. */
async function settleOrder(
  scope: EventScope,
  order: OrderRecord,
  settlement: { reference: string; confirmedBy: number | null; now: Date },
) {
  const { tx, tenantId } = scope;
  const paid = await moveOrder(tx, tenantId, order.id, 'pending', {
    status: 'paid',
    paidAt: settlement.now,
    paymentReference: settlement.reference,
    confirmedBy: settlement.confirmedBy,
  });
  if (!paid) throw new AppError('ORDER_STATE_CHANGED');
  await notify(scope, {
    audience: { kind: 'users', userIds: [order.userId] },
    kind: 'order.confirmed',
    params: { title: paid.orderNo },
    link: '/my/orders',
    objectRef: `order:${order.id}`,
  });
  const items = (await findOrderItems(tx, tenantId, [order.id])).get(order.id) ?? [];
  for (const item of items) {
    // The order already holds the seat, so the enrolment takes none.
    const enrolment = await upsertEnrolment(tx, tenantId, {
      programmeId: item.programmeId,
      userId: order.userId,
      status: 'enrolled',
      source: 'order',
      orderId: order.id,
      now: settlement.now,
    });
    if (!enrolment) throw new AppError('ALREADY_ENROLLED');
    const fact = { enrolmentId: enrolment.id, programmeId: item.programmeId, programmeTitle: item.title, userId: order.userId };
    await scope.events.emit(scope, teacherEnrolled, { ...fact, now: settlement.now });
  }
  return paid;
}

/** Gives back the seats an order held. */
async function freeOrderSeats(tx: Executor, tenantId: TenantId, orderId: number) {
  const items = (await findOrderItems(tx, tenantId, [orderId])).get(orderId) ?? [];
  for (const item of items) await freeSeat(tx, tenantId, item.programmeId);
  return items;
}

async function pageOf(
  db: Executor,
  tenantId: TenantId,
  filter: Parameters<typeof listOrders>[2],
  query: { current: number; size: number },
): Promise<Page<Order>> {
  const { rows, total } = await listOrders(db, tenantId, filter);
  const items = await findOrderItems(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return { records: rows.map((row) => toOrder(row, items.get(row.id) ?? [])), total, current: query.current, size: query.size };
}

/** The order an earlier request with this key placed, or a refusal when that key bought something else. */
async function replay(ctx: RequestContext, body: CreateOrderBody): Promise<Order | undefined> {
  const { db, tenantId } = ctx;
  const existing = await findOrderByKey(db, tenantId, ctx.actor.userId, body.idempotencyKey);
  if (!existing) return undefined;
  const items = (await findOrderItems(db, tenantId, [existing.id])).get(existing.id) ?? [];
  if (!items.some((item) => item.programmeId === body.programmeId)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return orderView(db, tenantId, existing.id);
}

// Marketplace orders: placing (idempotent), listing and cancelling one's own; staff confirm and refund.

async function placeNewOrder(ctx: RequestContext, body: CreateOrderBody): Promise<Order> {
  const { db, tenantId, actor } = ctx;
  const programme = await findProgrammeById(db, tenantId, body.programmeId);
  if (!programme || !trainingAccess.seeProgramme(actor, programme)) throw new AppError('NOT_FOUND');
  if (programme.kind !== 'supermarket')
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.programmeId', message: 'not a marketplace course' }] });
  const now = new Date();
  await expireOrders(db, tenantId, now, actor.userId);
  const [enrolment, pendingOrder] = await Promise.all([
    findEnrolment(db, tenantId, programme.id, actor.userId),
    findPendingOrderFor(db, tenantId, actor.userId, programme.id),
  ]);
  throwIfBlocked(enrolBlockerFor(actor, programme, { now, enrolment, hasPendingOrder: pendingOrder !== undefined }));
  const provider = PAYMENT_PROVIDERS[body.provider];
  if (!provider.accepts(programme.priceCents)) throw new AppError('PAYMENT_PROVIDER_NOT_ALLOWED');

  const orderId = await ctx.transaction(async (tx) => {
    const order = await insertOrderOnce(tx, tenantId, {
      userId: actor.userId,
      amountCents: programme.priceCents,
      provider: provider.name,
      idempotencyKey: body.idempotencyKey,
      expiresAt: new Date(now.getTime() + ctx.config.ORDER_PENDING_MINUTES * 60_000),
      now,
      day: chinaDay(now).replaceAll('-', ''),
    });
    if (!order) throw new KeyTaken();
    // A pending order holds its seat; the seat check runs after the insert so a replay never needs a seat.
    if (!(await takeSeat(tx, tenantId, programme.id))) throw new AppError('PROGRAMME_FULL');
    await insertOrderItem(tx, tenantId, {
      orderId: order.id,
      programmeId: programme.id,
      title: programme.title,
      priceCents: programme.priceCents,
    });
    const started = await provider.start(order);
    if (started.settled) await settleOrder(eventScopeOf(ctx, tx), order, { reference: started.reference, confirmedBy: null, now });
    return order.id;
  });
  ctx.log.info({ orderId, programmeId: programme.id, provider: provider.name }, 'training order placed');
  return orderView(db, tenantId, orderId);
}

/** Places an order, or answers the one an earlier request with the same key placed. */
export async function placeOrder(ctx: RequestContext, body: CreateOrderBody): Promise<Order> {
  const earlier = await replay(ctx, body);
  if (earlier) return earlier;
  try {
    return await placeNewOrder(ctx, body);
  } catch (error) {
    // A double submit: the other request placed the order first (its insert won, or it committed between our
    // first look and the checks, which then saw its pending order). Answer that order.
    const winner = await replay(ctx, body);
    if (winner) return winner;
    if (error instanceof KeyTaken) throw new AppError('CONFLICT');
    throw error;
  }
}

/** The caller's orders (their overdue ones expired first). */
export async function myOrders(
  ctx: RequestContext,
  query: { status?: OrderStatusValue | undefined; current: number; size: number },
): Promise<Page<Order>> {
  await expireOrders(ctx.db, ctx.tenantId, new Date(), ctx.actor.userId);
  return pageOf(ctx.db, ctx.tenantId, { userId: ctx.actor.userId, status: query.status, page: query.current, size: query.size }, query);
}

/** The tenant's orders, for district staff (overdue ones expired first). */
export async function managedOrders(
  ctx: RequestContext,
  query: { status?: OrderStatusValue | undefined; keyword?: string | undefined; current: number; size: number },
): Promise<Page<Order>> {
  await expireOrders(ctx.db, ctx.tenantId, new Date(), null);
  return pageOf(
    ctx.db,
    ctx.tenantId,
    { status: query.status, keyword: query.keyword || undefined, page: query.current, size: query.size },
    query,
  );
}

/** Cancels one of the caller's pending orders, freeing its seat. */
export async function cancelMyOrder(ctx: RequestContext, orderId: number): Promise<Order> {
  const { db, tenantId } = ctx;
  const order = await findOrder(db, tenantId, orderId);
  if (!order || order.userId !== ctx.actor.userId) throw new AppError('NOT_FOUND');
  await ctx.transaction(async (tx) => {
    const moved = await moveOrder(tx, tenantId, orderId, 'pending', { status: 'cancelled', closedAt: new Date() });
    if (!moved) throw new AppError('ORDER_STATE_CHANGED');
    await freeOrderSeats(tx, tenantId, orderId);
  });
  return orderView(db, tenantId, orderId);
}

/** Confirms the bank transfer of a pending offline order: paid, and the buyer enrolled; audited. */
export async function confirmOfflineOrder(ctx: RequestContext, body: { orderId: number; paymentReference: string }): Promise<Order> {
  const { db, tenantId, actor } = ctx;
  // An order past its time is expired first, so staff cannot confirm an order whose seat is already gone.
  await expireOrders(db, tenantId, new Date(), null);
  const order = await findOrder(db, tenantId, body.orderId);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.status !== 'pending' || order.provider !== 'offline') throw new AppError('ORDER_STATE_CHANGED');
  await ctx.transaction(async (tx) => {
    const paid = await settleOrder(eventScopeOf(ctx, tx), order, {
      reference: body.paymentReference,
      confirmedBy: actor.userId,
      now: new Date(),
    });
    await recordAudit(tx, ctx, {
      action: 'training.order_confirmed',
      entityType: 'training_order',
      entityId: String(order.id),
      before: { status: order.status },
      after: { status: paid.status, paymentReference: paid.paymentReference },
    });
  });
  return orderView(db, tenantId, order.id);
}

/** Refunds a paid order: the enrolment it bought is cancelled and the seat freed; audited. */
export async function refundOrder(ctx: RequestContext, body: { orderId: number; reason: string }): Promise<Order> {
  const { db, tenantId, actor } = ctx;
  const order = await findOrder(db, tenantId, body.orderId);
  if (!order) throw new AppError('NOT_FOUND');
  await ctx.transaction(async (tx) => {
    const now = new Date();
    const refunded = await moveOrder(tx, tenantId, order.id, 'paid', { status: 'refunded', closedAt: now, closeReason: body.reason });
    if (!refunded) throw new AppError('ORDER_STATE_CHANGED');
    const items = (await findOrderItems(tx, tenantId, [order.id])).get(order.id) ?? [];
    for (const item of items) {
      const enrolment = await findEnrolment(tx, tenantId, item.programmeId, order.userId);
      if (enrolment && enrolment.orderId === order.id) {
        const cancelled = await moveEnrolment(tx, tenantId, enrolment.id, ['enrolled'], { status: 'cancelled', reason: body.reason, now });
        if (cancelled) await freeSeat(tx, tenantId, item.programmeId);
      }
    }
    await recordAudit(tx, ctx, {
      action: 'training.order_refunded',
      entityType: 'training_order',
      entityId: String(order.id),
      before: { status: 'paid' },
      after: { status: 'refunded', reason: body.reason, by: actor.userId },
    });
  });
  return orderView(db, tenantId, order.id);
}
