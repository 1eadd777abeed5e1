import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { tenants } from '@server/db/schema/tenants';
import { xapiSettings, xapiStatements } from '@server/db/schema/xapi';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The xapi module's SQL: a tenant's LRS settings and delivery state, and the statements outbox.

export type XapiSettingsRow = typeof xapiSettings.$inferSelect;
export type XapiSettingsChange = Pick<typeof xapiSettings.$inferInsert, 'enabled' | 'endpoint' | 'key' | 'secretSealed'>;

/** A tenant's LRS settings, if its admin ever saved them. */
export async function findXapiSettings(db: Executor, tenantId: TenantId): Promise<XapiSettingsRow | undefined> {
  const rows = await db.select().from(xapiSettings).where(eq(xapiSettings.tenantId, tenantId));
  return rows[0];
}

/**
 * Saves a tenant's LRS settings at the version read (0: none stored yet); answers the new row, or undefined when the
 * stored version differs (someone saved meanwhile).
 */
export async function saveXapiSettingsRow(db: Executor, tenantId: TenantId, version: number, change: XapiSettingsChange, now: Date) {
  if (version === 0) {
    const rows = await db
      .insert(xapiSettings)
      .values({ ...change, tenantId, version: 1, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return rows[0];
  }
  const rows = await db
    .update(xapiSettings)
    .set({ ...change, version: sql`${xapiSettings.version} + 1`, updatedAt: now })
    .where(and(eq(xapiSettings.tenantId, tenantId), eq(xapiSettings.version, version)))
    .returning();
  return rows[0];
}

/** Notes a batch the LRS accepted: the last error no longer stands. */
export async function noteDeliverySucceeded(db: Executor, tenantId: TenantId, now: Date): Promise<void> {
  await db
    .update(xapiSettings)
    .set({ lastSentAt: now, lastErrorProblem: null, lastErrorStatus: null, lastErrorAt: null })
    .where(eq(xapiSettings.tenantId, tenantId));
}

/** Notes why a delivery failed (a problem code and the LRS's status, never its text). */
export async function noteDeliveryFailed(db: Executor, tenantId: TenantId, problem: string, status: number | null, now: Date) {
  await db
    .update(xapiSettings)
    .set({ lastErrorProblem: problem, lastErrorStatus: status, lastErrorAt: now })
    .where(eq(xapiSettings.tenantId, tenantId));
}

/** The tenant's first hostname and language, which its statements' addresses and names are in. */
export async function findTenantSite(db: Executor, tenantId: TenantId) {
  const rows = await db
    .select({ hostnames: tenants.hostnames, defaultLocale: tenants.defaultLocale })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return rows[0];
}

/** Adds a statement to the outbox; answers false when the same fact's statement is there already. */
export async function insertStatement(db: Executor, tenantId: TenantId, id: string, statement: object, now: Date): Promise<boolean> {
  const rows = await db
    .insert(xapiStatements)
    .values({ tenantId, id, statement, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: xapiStatements.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` pending statements, oldest first, for one sender until `holdUntil`: rows another sender holds
 * are skipped (`skip locked` against a sender claiming at the same moment, `claimed_until` against one mid-delivery).
 */
export async function claimPendingStatements(db: Executor, tenantId: TenantId, limit: number, now: Date, holdUntil: Date) {
  const candidates = db
    .select({ id: xapiStatements.id })
    .from(xapiStatements)
    .where(
      and(
        eq(xapiStatements.tenantId, tenantId),
        isNull(xapiStatements.sentAt),
        or(isNull(xapiStatements.claimedUntil), lt(xapiStatements.claimedUntil, now)),
      ),
    )
    .orderBy(asc(xapiStatements.createdAt), asc(xapiStatements.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(xapiStatements)
    .set({ claimedUntil: holdUntil, attempts: sql`${xapiStatements.attempts} + 1` })
    .where(and(eq(xapiStatements.tenantId, tenantId), inArray(xapiStatements.id, candidates)))
    .returning({ id: xapiStatements.id, statement: xapiStatements.statement, createdAt: xapiStatements.createdAt });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Marks statements the LRS accepted. */
export async function markStatementsSent(db: Executor, tenantId: TenantId, ids: readonly string[], now: Date): Promise<void> {
  await db
    .update(xapiStatements)
    .set({ sentAt: now, claimedUntil: null })
    .where(and(eq(xapiStatements.tenantId, tenantId), inArray(xapiStatements.id, [...ids])));
}

/** Gives statements back to the next sender after a failed delivery. */
export async function releaseStatements(db: Executor, tenantId: TenantId, ids: readonly string[]): Promise<void> {
  await db
    .update(xapiStatements)
    .set({ claimedUntil: null })
    .where(and(eq(xapiStatements.tenantId, tenantId), inArray(xapiStatements.id, [...ids])));
}

/** How many of the tenant's statements wait and how many the LRS has accepted. */
export async function countStatements(db: Executor, tenantId: TenantId): Promise<{ pending: number; sent: number }> {
  const rows = await db
    .select({ sent: isNotNull(xapiStatements.sentAt).mapWith(Boolean), n: count() })
    .from(xapiStatements)
    .where(eq(xapiStatements.tenantId, tenantId))
    .groupBy(isNotNull(xapiStatements.sentAt));
  return {
    pending: rows.find((row) => !row.sent)?.n ?? 0,
    sent: rows.find((row) => row.sent)?.n ?? 0,
  };
}

/** Every tenant whose sending is on and which has statements waiting (the periodic resend's work list). */
export async function tenantsWithPendingStatementsAcrossTenants(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tenantId: xapiStatements.tenantId })
    .from(xapiStatements)
    .innerJoin(xapiSettings, and(eq(xapiSettings.tenantId, xapiStatements.tenantId), eq(xapiSettings.enabled, true)))
    .where(isNull(xapiStatements.sentAt));
  return rows.map((row) => row.tenantId);
}
