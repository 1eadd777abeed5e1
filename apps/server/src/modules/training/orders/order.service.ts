import type { CreateOrderBody, Order } from '@yanxiu/contract/training';
import type { OrderStatusValue } from '@yanxiu/contract/training-enums';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { hasRole, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { isVisibleToTeacher, schoolIdOf, throwIfBlocked } from '@server/modules/training/enrolment/enrolment-policy';
import { findEnrolment, freeSeat, moveEnrolment, takeSeat, upsertEnrolment } from '@server/modules/training/enrolment/enrolment.repository';
import { localDay } from '@server/modules/training/enrolment/enrolment.service';
import {
  expireOrders,
  findOrder,
  findOrderByKey,
  findOrderItems,
  findOrderWithBuyer,
  findPendingOrderFor,
  insertOrderItem,
  insertOrderOnce,
  listOrders,
  moveOrder,
  type OrderRecord,
} from './order.repository';
import { toOrder } from './order-view';
import { PAYMENT_PROVIDERS } from './payment-providers';
import { findProgrammeById } from '@server/modules/training/programmes/programme-read.repository';
import { enrolBlockerOf, isInAudience } from '@server/modules/training/programmes/programme-view';

type Page<T> = { records: T[]; total: number; current: number; size: number };

/** Signals inside the order transaction that the key was taken meanwhile (the insert did nothing). */
class KeyTaken extends Error {}

async function orderView(db: Executor, tenantId: number, id: number): Promise<Order> {
  const [order, items] = await Promise.all([findOrderWithBuyer(db, tenantId, id), findOrderItems(db, tenantId, [id])]);
  return toOrder(order!, items.get(id) ?? []);
}

/** Marks a pending order paid and enrols its buyer in what it bought; the step every provider's settlement takes. */
async function settleOrder(tx: Executor, tenantId: number, order: OrderRecord, settlement: { reference: string; confirmedBy: number | null; now: Date }) {
  const paid = await moveOrder(tx, tenantId, order.id, 'pending', {
    status: 'paid',
    paidAt: settlement.now,
    paymentReference: settlement.reference,
    confirmedBy: settlement.confirmedBy,
  });
  if (!paid) throw new AppError('ORDER_STATE_CHANGED');
  const items = (await findOrderItems(tx, tenantId, [order.id])).get(order.id) ?? [];
  for (const item of items) {
    // The order already holds the seat, so the enrolment takes none.
    const enrolment = await upsertEnrolment(tx, tenantId, { programmeId: item.programmeId, userId: order.userId, status: 'enrolled', source: 'order', orderId: order.id, now: settlement.now });
    if (!enrolment) throw new AppError('ALREADY_ENROLLED');
  }
  return paid;
}

/** Gives back the seats an order held. */
async function freeOrderSeats(tx: Executor, tenantId: number, orderId: number) {
  const items = (await findOrderItems(tx, tenantId, [orderId])).get(orderId) ?? [];
  for (const item of items) await freeSeat(tx, tenantId, item.programmeId);
  return items;
}

/** Marketplace orders: placing (idempotent), listing and cancelling one's own; staff confirm and refund. */
export function createOrderService({ db, config }: AppDeps) {
  /** The order an earlier request with this key placed, or a refusal when that key bought something else. */
  async function replay(tenant: Tenant, actor: Actor, body: CreateOrderBody): Promise<Order | undefined> {
    const existing = await findOrderByKey(db, tenant.id, actor.userId, body.idempotencyKey);
    if (!existing) return undefined;
    const items = (await findOrderItems(db, tenant.id, [existing.id])).get(existing.id) ?? [];
    if (!items.some((item) => item.programmeId === body.programmeId)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return orderView(db, tenant.id, existing.id);
  }

  async function place(request: FastifyRequest, tenant: Tenant, actor: Actor, body: CreateOrderBody): Promise<Order> {
    const programme = await findProgrammeById(db, tenant.id, body.programmeId);
    if (!programme || !isVisibleToTeacher(programme, actor)) throw new AppError('NOT_FOUND');
    if (programme.kind !== 'supermarket') throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.programmeId', message: 'not a marketplace course' }] });
    const now = new Date();
    await expireOrders(db, now, { tenantId: tenant.id, userId: actor.userId });
    const [enrolment, pendingOrder] = await Promise.all([
      findEnrolment(db, tenant.id, programme.id, actor.userId),
      findPendingOrderFor(db, tenant.id, actor.userId, programme.id),
    ]);
    throwIfBlocked(
      enrolBlockerOf(programme, {
        now,
        isStaffOnly: !hasRole(actor, 'teacher'),
        inAudience: isInAudience(programme, schoolIdOf(actor)),
        myEnrolmentStatus: enrolment && (enrolment.status === 'pending' || enrolment.status === 'enrolled') ? enrolment.status : null,
        hasPendingOrder: pendingOrder !== undefined,
      }),
    );
    const provider = PAYMENT_PROVIDERS[body.provider];
    if (!provider.accepts(programme.priceCents)) throw new AppError('PAYMENT_PROVIDER_NOT_ALLOWED');

    const orderId = await db.transaction(async (tx) => {
      const order = await insertOrderOnce(tx, tenant.id, {
        userId: actor.userId,
        amountCents: programme.priceCents,
        provider: provider.name,
        idempotencyKey: body.idempotencyKey,
        expiresAt: new Date(now.getTime() + config.ORDER_PENDING_MINUTES * 60_000),
        now,
        day: localDay(now).replaceAll('-', ''),
      });
      if (!order) throw new KeyTaken();
      // A pending order holds its seat; the seat check runs after the insert so a replay never needs a seat.
      if (!(await takeSeat(tx, tenant.id, programme.id))) throw new AppError('PROGRAMME_FULL');
      await insertOrderItem(tx, tenant.id, { orderId: order.id, programmeId: programme.id, title: programme.title, priceCents: programme.priceCents });
      const started = await provider.start(order);
      if (started.settled) await settleOrder(tx, tenant.id, order, { reference: started.reference, confirmedBy: null, now });
      return order.id;
    });
    request.log.info({ orderId, programmeId: programme.id, provider: provider.name }, 'training order placed');
    return orderView(db, tenant.id, orderId);
  }

  return {
    async create(request: FastifyRequest, tenant: Tenant, actor: Actor, body: CreateOrderBody): Promise<Order> {
      const earlier = await replay(tenant, actor, body);
      if (earlier) return earlier;
      try {
        return await place(request, tenant, actor, body);
      } catch (error) {
        // A double submit: the other request placed the order first (its insert won, or it committed between our
        // first look and the checks, which then saw its pending order). Answer that order.
        const winner = await replay(tenant, actor, body);
        if (winner) return winner;
        if (error instanceof KeyTaken) throw new AppError('CONFLICT');
        throw error;
      }
    },

    async mine(tenant: Tenant, actor: Actor, query: { status?: OrderStatusValue | undefined; current: number; size: number }): Promise<Page<Order>> {
      await expireOrders(db, new Date(), { tenantId: tenant.id, userId: actor.userId });
      return pageOf(db, tenant.id, { userId: actor.userId, status: query.status, page: query.current, size: query.size }, query);
    },

    async managed(tenant: Tenant, query: { status?: OrderStatusValue | undefined; keyword?: string | undefined; current: number; size: number }): Promise<Page<Order>> {
      await expireOrders(db, new Date(), { tenantId: tenant.id });
      return pageOf(db, tenant.id, { status: query.status, keyword: query.keyword || undefined, page: query.current, size: query.size }, query);
    },

    async cancel(tenant: Tenant, actor: Actor, orderId: number): Promise<Order> {
      const order = await findOrder(db, tenant.id, orderId);
      if (!order || order.userId !== actor.userId) throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        const moved = await moveOrder(tx, tenant.id, orderId, 'pending', { status: 'cancelled', closedAt: new Date() });
        if (!moved) throw new AppError('ORDER_STATE_CHANGED');
        await freeOrderSeats(tx, tenant.id, orderId);
      });
      return orderView(db, tenant.id, orderId);
    },

    async confirm(request: FastifyRequest, tenant: Tenant, actor: Actor, body: { orderId: number; paymentReference: string }): Promise<Order> {
      // An order past its time is expired first, so staff cannot confirm an order whose seat is already gone.
      await expireOrders(db, new Date(), { tenantId: tenant.id });
      const order = await findOrder(db, tenant.id, body.orderId);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.status !== 'pending' || order.provider !== 'offline') throw new AppError('ORDER_STATE_CHANGED');
      await db.transaction(async (tx) => {
        const paid = await settleOrder(tx, tenant.id, order, { reference: body.paymentReference, confirmedBy: actor.userId, now: new Date() });
        await recordAudit(tx, request, tenant.id, {
          action: 'training.order_confirmed',
          entityType: 'training_order',
          entityId: String(order.id),
          before: { status: order.status },
          after: { status: paid.status, paymentReference: paid.paymentReference },
        });
      });
      return orderView(db, tenant.id, order.id);
    },

    async refund(request: FastifyRequest, tenant: Tenant, actor: Actor, body: { orderId: number; reason: string }): Promise<Order> {
      const order = await findOrder(db, tenant.id, body.orderId);
      if (!order) throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        const now = new Date();
        const refunded = await moveOrder(tx, tenant.id, order.id, 'paid', { status: 'refunded', closedAt: now, closeReason: body.reason });
        if (!refunded) throw new AppError('ORDER_STATE_CHANGED');
        const items = (await findOrderItems(tx, tenant.id, [order.id])).get(order.id) ?? [];
        for (const item of items) {
          const enrolment = await findEnrolment(tx, tenant.id, item.programmeId, order.userId);
          if (enrolment && enrolment.orderId === order.id) {
            const cancelled = await moveEnrolment(tx, tenant.id, enrolment.id, ['enrolled'], { status: 'cancelled', reason: body.reason, now });
            if (cancelled) await freeSeat(tx, tenant.id, item.programmeId);
          }
        }
        await recordAudit(tx, request, tenant.id, {
          action: 'training.order_refunded',
          entityType: 'training_order',
          entityId: String(order.id),
          before: { status: 'paid' },
          after: { status: 'refunded', reason: body.reason, by: actor.userId },
        });
      });
      return orderView(db, tenant.id, order.id);
    },
  };
}

async function pageOf(db: Executor, tenantId: number, filter: Parameters<typeof listOrders>[2], query: { current: number; size: number }): Promise<Page<Order>> {
  const { rows, total } = await listOrders(db, tenantId, filter);
  const items = await findOrderItems(db, tenantId, rows.map((row) => row.id));
  return { records: rows.map((row) => toOrder(row, items.get(row.id) ?? [])), total, current: query.current, size: query.size };
}
