import { and, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { preparedPer, type Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { trainingOrderItems, trainingOrders } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { likeContains } from '@server/modules/training/like-pattern';

// Marketplace orders. Every status change is an update guarded by the status it expects, so two staff members,
// a teacher and the expiry sweep can act on one order at once and only one of them wins.

const o = trainingOrders;
export type OrderRecord = typeof trainingOrders.$inferSelect;
export type OrderItemRecord = typeof trainingOrderItems.$inferSelect;
export type OrderWithBuyer = OrderRecord & { teacherName: string };

export type NewOrder = {
  userId: number;
  amountCents: number;
  provider: string;
  idempotencyKey: string;
  expiresAt: Date;
  now: Date;
  /** yyyymmdd of the order's day, for its number. */
  day: string;
};

/**
 * Inserts an order unless the buyer already used the idempotency key; undefined then (nothing written). A
 * concurrent insert with the same key waits on the unique index and then finds the winner's row.
 */
export async function insertOrderOnce(db: Executor, tenantId: TenantId, order: NewOrder): Promise<OrderRecord | undefined> {
  const [row] = await db
    .insert(o)
    .values({
      tenantId,
      // Unique placeholder replaced below by the number made from the id, which only exists after the insert.
      orderNo: `tmp-${order.idempotencyKey}-${order.userId}`,
      userId: order.userId,
      amountCents: order.amountCents,
      status: 'pending',
      provider: order.provider,
      idempotencyKey: order.idempotencyKey,
      expiresAt: order.expiresAt,
      createdAt: order.now,
    })
    .onConflictDoNothing({ target: [o.tenantId, o.userId, o.idempotencyKey] })
    .returning({ id: o.id });
  if (!row) return undefined;
  const [numbered] = await db
    .update(o)
    .set({ orderNo: sql`${`YX${order.day}-`} || lpad(${o.id}::text, 6, '0')` })
    .where(and(eq(o.tenantId, tenantId), eq(o.id, row.id)))
    .returning();
  return numbered;
}

export async function insertOrderItem(db: Executor, tenantId: TenantId, item: Omit<OrderItemRecord, 'tenantId'>): Promise<void> {
  await db.insert(trainingOrderItems).values({ tenantId, ...item });
}

export async function findOrderByKey(db: Executor, tenantId: TenantId, userId: number, key: string): Promise<OrderRecord | undefined> {
  const rows = await db
    .select()
    .from(o)
    .where(and(eq(o.tenantId, tenantId), eq(o.userId, userId), eq(o.idempotencyKey, key)))
    .limit(1);
  return rows[0];
}

export async function findOrder(db: Executor, tenantId: TenantId, id: number): Promise<OrderRecord | undefined> {
  const rows = await db
    .select()
    .from(o)
    .where(and(eq(o.tenantId, tenantId), eq(o.id, id)))
    .limit(1);
  return rows[0];
}

/** Items of orders, keyed by order id. */
export async function findOrderItems(
  db: Executor,
  tenantId: TenantId,
  orderIds: readonly number[],
): Promise<Map<number, OrderItemRecord[]>> {
  const result = new Map<number, OrderItemRecord[]>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(trainingOrderItems)
    .where(and(eq(trainingOrderItems.tenantId, tenantId), inArray(trainingOrderItems.orderId, [...orderIds])));
  for (const row of rows) result.set(row.orderId, [...(result.get(row.orderId) ?? []), row]);
  return result;
}

export type OrderListFilter = { userId?: number; status?: string | undefined; keyword?: string | undefined; page: number; size: number };

/** A page of orders (one buyer's, or the tenant's), newest first, with the buyer's name. */
export async function listOrders(
  db: Executor,
  tenantId: TenantId,
  filter: OrderListFilter,
): Promise<{ rows: OrderWithBuyer[]; total: number }> {
  const keyword = filter.keyword ? likeContains(filter.keyword) : undefined;
  const where = and(
    eq(o.tenantId, tenantId),
    filter.userId === undefined ? undefined : eq(o.userId, filter.userId),
    filter.status ? eq(o.status, filter.status) : undefined,
    keyword ? or(sql`${o.orderNo} ilike ${keyword}`, sql`${users.name} ilike ${keyword}`) : undefined,
  );
  const buyer = and(eq(users.tenantId, o.tenantId), eq(users.id, o.userId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...getTableColumns(o), teacherName: users.name })
      .from(o)
      .innerJoin(users, buyer)
      .where(where)
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(o)
      .innerJoin(users, buyer)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

// The training home asks this on every visit, so it is prepared once per database (see preparedPer).
const pendingAndOverdue = preparedPer((db) =>
  db
    .select({
      pending: sql<number>`(count(*) filter (where ${o.expiresAt} > ${sql.placeholder('now')}::timestamptz))::int`,
      overdue: sql<number>`(count(*) filter (where ${o.expiresAt} <= ${sql.placeholder('now')}::timestamptz))::int`,
    })
    .from(o)
    .where(and(eq(o.tenantId, sql.placeholder('tenantId')), eq(o.userId, sql.placeholder('userId')), eq(o.status, 'pending')))
    .prepare('training_orders_pending_and_overdue'),
);

/**
 * The buyer's pending orders still in time (their count once the overdue ones are expired) and the
 * overdue ones the lazy sweep (`expireOrders`) has yet to expire.
 */
export async function countPendingAndOverdueOrders(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  now: Date,
): Promise<{ pending: number; overdue: number }> {
  const [row] = await pendingAndOverdue(db).execute({ tenantId, userId, now: now.toISOString() });
  return { pending: row?.pending ?? 0, overdue: row?.overdue ?? 0 };
}

/** Moves an order from `from` to another status; undefined when it was no longer `from`. */
export async function moveOrder(
  db: Executor,
  tenantId: TenantId,
  id: number,
  from: string,
  change: Partial<Pick<OrderRecord, 'paidAt' | 'paymentReference' | 'confirmedBy' | 'closedAt' | 'closeReason'>> & { status: string },
): Promise<OrderRecord | undefined> {
  const rows = await db
    .update(o)
    .set(change)
    .where(and(eq(o.tenantId, tenantId), eq(o.id, id), eq(o.status, from)))
    .returning();
  return rows[0];
}

/**
 * Expires pending orders past their time and gives their seats back, in one statement: the update only takes
 * orders still pending, so a confirmation, a cancellation or another process's sweep running at the same moment
 * never frees a seat twice. Answers how many orders expired.
 */
async function expirePendingOrders(db: Executor, now: Date, scope: SQL): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with expired as (
      update training_orders
         set status = 'expired', closed_at = ${at}::timestamptz
       where status = 'pending' and expires_at <= ${at}::timestamptz ${scope}
      returning tenant_id, id
    ), seats as (
      select i.tenant_id, i.programme_id, count(*)::int as n
        from training_order_items i
        join expired x on x.tenant_id = i.tenant_id and x.id = i.order_id
       group by i.tenant_id, i.programme_id
    ), freed as (
      update training_programmes tp
         set seats_taken = greatest(tp.seats_taken - seats.n, 0)
        from seats
       where tp.tenant_id = seats.tenant_id and tp.id = seats.programme_id
      returning 1
    )
    select (select count(*)::int from expired) as expired, (select count(*)::int from freed) as freed`);
  const rows = (result as unknown as { rows: Array<{ expired: number }> }).rows;
  return Number(rows[0]?.expired ?? 0);
}

/** The lazy sweep before reads: expires the tenant's overdue orders, of one buyer or (buyerId null) of every buyer. */
export function expireOrders(db: Executor, tenantId: TenantId, now: Date, buyerId: number | null): Promise<number> {
  return expirePendingOrders(
    db,
    now,
    buyerId === null ? sql`and tenant_id = ${tenantId}` : sql`and tenant_id = ${tenantId} and user_id = ${buyerId}`,
  );
}

/** The timer's sweep: expires every tenant's overdue orders. */
export function expireOrdersAcrossTenants(db: Executor, now: Date): Promise<number> {
  return expirePendingOrders(db, now, sql``);
}

/** One order with its buyer's name. */
export async function findOrderWithBuyer(db: Executor, tenantId: TenantId, id: number): Promise<OrderWithBuyer | undefined> {
  const rows = await db
    .select({ ...getTableColumns(o), teacherName: users.name })
    .from(o)
    .innerJoin(users, and(eq(users.tenantId, o.tenantId), eq(users.id, o.userId)))
    .where(and(eq(o.tenantId, tenantId), eq(o.id, id)))
    .limit(1);
  return rows[0];
}
