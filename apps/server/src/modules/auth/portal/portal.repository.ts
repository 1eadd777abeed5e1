import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { sessions, teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import {
  identityProviders,
  portalAccountLinks,
  portalSessions,
  portalSignInFlows,
  userIdentifiers,
} from '@server/db/schema/portal-sign-in';
import { tenants } from '@server/db/schema/tenants';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
export type IdentityProviderChange = Omit<typeof identityProviders.$inferInsert, 'tenantId' | 'version' | 'updatedAt'>;

/** A tenant's portal settings, if staff ever saved them. */
export async function findIdentityProvider(db: Executor, tenantId: TenantId): Promise<IdentityProviderRow | undefined> {
  const rows = await db.select().from(identityProviders).where(eq(identityProviders.tenantId, tenantId));
  return rows[0];
}

/**
 * Saves a tenant's portal settings at the version read (0: none stored yet); answers the new row, or undefined when
 * the stored version differs (someone saved meanwhile).
 */
export async function saveIdentityProvider(db: Executor, tenantId: TenantId, version: number, change: IdentityProviderChange, now: Date) {
  if (version === 0) {
    const rows = await db
      .insert(identityProviders)
      .values({ ...change, tenantId, version: 1, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return rows[0];
  }
  const rows = await db
    .update(identityProviders)
    .set({ ...change, version: sql`${identityProviders.version} + 1`, updatedAt: now })
    .where(and(eq(identityProviders.tenantId, tenantId), eq(identityProviders.version, version)))
    .returning();
  return rows[0];
}

/** Whether a tenant of this id exists (platform staff name tenants by id). */
export async function tenantExists(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  return rows.length > 0;
}

/** An open school of the tenant (where unknown people may be provisioned). */
export async function findOpenSchool(db: Executor, tenantId: TenantId, unitId: number) {
  const rows = await db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, unitId), eq(orgUnits.level, 1), isNull(orgUnits.closedAt)));
  return rows[0];
}

export type NewFlow = Omit<typeof portalSignInFlows.$inferInsert, 'tenantId' | 'createdAt'>;

export async function insertFlow(db: Executor, tenantId: TenantId, flow: NewFlow): Promise<void> {
  await db.insert(portalSignInFlows).values({ ...flow, tenantId });
}

/** Takes a flow by its state once: deleted as it is read, so a second callback with the same state finds nothing. */
export async function takeFlow(db: Executor, tenantId: TenantId, stateHash: string) {
  const rows = await db
    .delete(portalSignInFlows)
    .where(and(eq(portalSignInFlows.tenantId, tenantId), eq(portalSignInFlows.stateHash, stateHash)))
    .returning();
  return rows[0];
}

/** Forgets flows never completed, in every tenant. */
export async function sweepExpiredFlowsAcrossTenants(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(portalSignInFlows)
    .where(lt(portalSignInFlows.expiresAt, now))
    .returning({ tenantId: portalSignInFlows.tenantId });
  return rows.length;
}

/** The account a portal subject signed in as before. */
export async function findLinkedUser(db: Executor, tenantId: TenantId, issuer: string, subject: string): Promise<number | undefined> {
  const rows = await db
    .select({ userId: portalAccountLinks.userId })
    .from(portalAccountLinks)
    .where(and(eq(portalAccountLinks.tenantId, tenantId), eq(portalAccountLinks.issuer, issuer), eq(portalAccountLinks.subject, subject)));
  return rows[0]?.userId;
}

/** Links a portal subject to an account; false when the account is already linked to another subject of that portal. */
export async function linkAccount(
  db: Executor,
  tenantId: TenantId,
  link: { issuer: string; subject: string; userId: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(portalAccountLinks)
    .values({ ...link, tenantId, linkedAt: now, lastSignInAt: now })
    .onConflictDoNothing()
    .returning({ userId: portalAccountLinks.userId });
  return rows.length > 0;
}

export async function touchLink(db: Executor, tenantId: TenantId, issuer: string, subject: string, now: Date): Promise<void> {
  await db
    .update(portalAccountLinks)
    .set({ lastSignInAt: now })
    .where(and(eq(portalAccountLinks.tenantId, tenantId), eq(portalAccountLinks.issuer, issuer), eq(portalAccountLinks.subject, subject)));
}

/** The account a portal identifier names: the phone on the account, or an employee number / national id hash recorded for it. */
export async function findUserByIdentifier(db: Executor, tenantId: TenantId, kind: string, value: string): Promise<number | undefined> {
  if (kind === 'phone') {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.phone, value)));
    return rows[0]?.id;
  }
  const rows = await db
    .select({ userId: userIdentifiers.userId })
    .from(userIdentifiers)
    .where(and(eq(userIdentifiers.tenantId, tenantId), eq(userIdentifiers.kind, kind), eq(userIdentifiers.value, value)));
  return rows[0]?.userId;
}

/** Records an employee number or national id hash for an account. */
export async function insertIdentifier(db: Executor, tenantId: TenantId, kind: string, value: string, userId: number): Promise<void> {
  await db.insert(userIdentifiers).values({ tenantId, kind, value, userId });
}

/** A teacher account for a person the portal vouches for (no usable password: they sign in through the portal). */
export async function insertProvisionedTeacher(
  db: Executor,
  tenantId: TenantId,
  person: { username: string; name: string; phone: string | null; passwordHash: string; orgUnitId: number },
): Promise<number> {
  const rows = await db
    .insert(users)
    .values({ ...person, tenantId, roles: ['teacher'] })
    .returning({ id: users.id });
  const id = rows[0]!.id;
  await db.insert(teachers).values({ tenantId, userId: id });
  return id;
}

export async function insertPortalSession(
  db: Executor,
  tenantId: TenantId,
  session: Omit<typeof portalSessions.$inferInsert, 'tenantId'>,
): Promise<void> {
  await db.insert(portalSessions).values({ ...session, tenantId });
}

/** What RP-initiated logout needs of a session opened through the portal. */
export async function findPortalSession(db: Executor, tenantId: TenantId, sessionId: string) {
  const rows = await db
    .select()
    .from(portalSessions)
    .where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.sessionId, sessionId)));
  return rows[0];
}

/**
 * Ends, at once and for every process (sessions are rows), the open sessions the portal opened for one of its
 * sessions (`sid`) or, without one, for one of its people (`sub`). Answers how many ended.
 */
export async function revokePortalSessions(
  db: Executor,
  tenantId: TenantId,
  issuer: string,
  who: { sid?: string | undefined; sub?: string | undefined },
  now: Date,
) {
  const match = who.sid !== undefined ? eq(portalSessions.portalSid, who.sid) : eq(portalSessions.subject, who.sub ?? '');
  const ids = db
    .select({ id: portalSessions.sessionId })
    .from(portalSessions)
    .where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.issuer, issuer), match));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), inArray(sessions.id, ids), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
