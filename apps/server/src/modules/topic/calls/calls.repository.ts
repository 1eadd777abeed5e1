import { and, count, desc, eq, gt, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { orgUnits } from '@server/db/schema/org';
import { topicApplications, topicCalls } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type CallRow = typeof topicCalls.$inferSelect;
/** A call with the org unit running it. */
export type CallWithOwner = { call: CallRow; ownerOrgPath: string; ownerOrgName: string };
export type CallFields = Omit<typeof topicCalls.$inferInsert, 'id' | 'tenantId' | 'version' | 'state' | 'createdAt' | 'updatedAt'>;

const owner = and(eq(orgUnits.tenantId, topicCalls.tenantId), eq(orgUnits.id, topicCalls.ownerOrgId));
const withOwner = { call: topicCalls, ownerOrgPath: orgUnits.path, ownerOrgName: orgUnits.name };
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function findCall(db: Executor, tenantId: TenantId, id: number): Promise<CallWithOwner | undefined> {
  const rows = await db
    .select(withOwner)
    .from(topicCalls)
    .innerJoin(orgUnits, owner)
    .where(and(eq(topicCalls.tenantId, tenantId), eq(topicCalls.id, id)));
  return rows[0];
}

export async function insertCall(
  tx: Executor,
  tenantId: TenantId,
  fields: CallFields & { state?: string; publishedAt?: Date },
): Promise<CallRow> {
  const [row] = await tx
    .insert(topicCalls)
    .values({ ...fields, tenantId })
    .returning();
  return row!;
}

/** Replaces a draft's fields at the version read; undefined when it is no longer that version or no longer a draft. */
export async function updateDraftCall(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  expectedVersion: number,
  fields: Partial<CallFields>,
): Promise<CallRow | undefined> {
  const rows = await tx
    .update(topicCalls)
    .set({ ...fields, version: sql`${topicCalls.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(topicCalls.tenantId, tenantId), eq(topicCalls.id, id), eq(topicCalls.version, expectedVersion), eq(topicCalls.state, 'draft')),
    )
    .returning();
  return rows[0];
}

/** Moves a call between states at the version read; undefined when it moved meanwhile. */
export async function moveCall(
  tx: Executor,
  key: { tenantId: TenantId; id: number; expectedVersion: number; fromState: string },
  change: { state: string; publishedAt?: Date; closedAt?: Date },
): Promise<CallRow | undefined> {
  const rows = await tx
    .update(topicCalls)
    .set({ ...change, version: sql`${topicCalls.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(topicCalls.tenantId, key.tenantId),
        eq(topicCalls.id, key.id),
        eq(topicCalls.version, key.expectedVersion),
        eq(topicCalls.state, key.fromState),
      ),
    )
    .returning();
  return rows[0];
}

/** Applications per call (drafts included). */
export async function countApplications(db: Executor, tenantId: TenantId, callIds: readonly number[]): Promise<Map<number, number>> {
  if (callIds.length === 0) return new Map();
  const rows = await db
    .select({ callId: topicApplications.callId, n: count() })
    .from(topicApplications)
    .where(and(eq(topicApplications.tenantId, tenantId), inArray(topicApplications.callId, [...callIds])))
    .groupBy(topicApplications.callId);
  return new Map(rows.map((row) => [row.callId, row.n]));
}

type CallFilter = {
  /** Calls of units at or under this path (staff). */
  ownerOrgPathPrefix?: string;
  /** Calls of units at or over this path (a teacher's school and the units above it). */
  overOrgPath?: string;
  state?: string;
  year?: number;
  keyword?: string;
  publishedOnly?: boolean;
  openAt?: Date;
  level?: string;
};

function callsWhere(tenantId: TenantId, filter: CallFilter): SQL {
  return and(
    eq(topicCalls.tenantId, tenantId),
    filter.ownerOrgPathPrefix ? sql`starts_with(${orgUnits.path}, ${filter.ownerOrgPathPrefix})` : undefined,
    filter.overOrgPath ? sql`starts_with(${filter.overOrgPath}, ${orgUnits.path})` : undefined,
    filter.state ? eq(topicCalls.state, filter.state) : undefined,
    filter.publishedOnly ? ne(topicCalls.state, 'draft') : undefined,
    filter.year ? eq(topicCalls.year, filter.year) : undefined,
    filter.keyword ? ilike(topicCalls.title, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.openAt
      ? and(eq(topicCalls.state, 'published'), lte(topicCalls.startsAt, filter.openAt), gt(topicCalls.endsAt, filter.openAt))
      : undefined,
    filter.level ? sql`${topicCalls.levels} ? ${filter.level}` : undefined,
  )!;
}

/** A page of calls, newest year and window first. */
export async function listCalls(
  db: Executor,
  tenantId: TenantId,
  filter: CallFilter,
  page: { current: number; size: number },
): Promise<{ rows: CallWithOwner[]; total: number }> {
  const where = callsWhere(tenantId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(withOwner)
      .from(topicCalls)
      .innerJoin(orgUnits, owner)
      .where(where)
      .orderBy(desc(topicCalls.year), desc(topicCalls.startsAt), desc(topicCalls.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(topicCalls).innerJoin(orgUnits, owner).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The caller's applications to some calls, by call id. */
export async function findMyApplications(
  db: Executor,
  tenantId: TenantId,
  hostUserId: number,
  callIds: readonly number[],
): Promise<Map<number, number>> {
  if (callIds.length === 0) return new Map();
  const rows = await db
    .select({ callId: topicApplications.callId, id: topicApplications.id })
    .from(topicApplications)
    .where(
      and(
        eq(topicApplications.tenantId, tenantId),
        eq(topicApplications.hostUserId, hostUserId),
        inArray(topicApplications.callId, [...callIds]),
      ),
    );
  return new Map(rows.map((row) => [row.callId, row.id]));
}
