import { and, arrayContains, count, desc, eq, gt, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@server/db/client';
import { loginThrottles, sessions, teachers, userUnitMoves, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type Teaching = { sectionCode: string | null; subjectCode: string | null; titleCode: string | null; phaseCode: string | null };

// The expression of users_search_grams_idx (schema/identity.ts), with the columns named by table: org_units has a name too.
const searchText = sql`lower(${users.name} || chr(31) || ${users.username} || chr(31) || coalesce(${users.phone}, ''))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const accountColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  gender: users.gender,
  phone: users.phone,
  orgUnitId: users.orgUnitId,
  roles: users.roles,
  status: users.status,
  mustChangePassword: users.mustChangePassword,
  version: users.version,
  unitName: orgUnits.name,
  unitPath: orgUnits.path,
  unitLevel: orgUnits.level,
  unitClosedAt: orgUnits.closedAt,
  teacherUserId: teachers.userId,
  sectionCode: teachers.sectionCode,
  subjectCode: teachers.subjectCode,
  titleCode: teachers.titleCode,
  phaseCode: teachers.phaseCode,
  // Whether some address is locked out of the account name now: auth keeps the tenant policy's locks per address and
  // lower-cased account name, as the subject "<address> <account name>" (auth's sign-in-lockout.ts, scope 'lockout').
  locked: sql<boolean>`exists (
    select 1 from ${loginThrottles}
    where ${loginThrottles.tenantId} = ${users.tenantId} and ${loginThrottles.scope} = 'lockout'
      and substr(${loginThrottles.subject}, strpos(${loginThrottles.subject}, ' ') + 1) = lower(${users.username})
      and ${loginThrottles.lockedUntil} > now()
  )`,
};

/** An account row with its unit, teaching record and lock, as the administration calls read it. */
function accountQuery(db: Executor) {
  return db
    .select(accountColumns)
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .leftJoin(teachers, and(eq(teachers.tenantId, users.tenantId), eq(teachers.userId, users.id)))
    .$dynamic();
}

export type AccountRow = Awaited<ReturnType<typeof findAccount>> & object;

export async function findAccount(db: Executor, tenantId: TenantId, id: number) {
  const rows = await accountQuery(db).where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return rows[0];
}

export type AccountFilter = {
  underPath: string | null;
  keyword?: string | undefined;
  status?: string | undefined;
  role?: string | undefined;
};

function filterOf(tenantId: TenantId, filter: AccountFilter): SQL | undefined {
  const keyword = filter.keyword ? `%${escapeLike(filter.keyword)}%` : null;
  return and(
    eq(users.tenantId, tenantId),
    filter.underPath === null ? undefined : like(orgUnits.path, `${escapeLike(filter.underPath)}%`),
    // The grams' containment (users_search_grams_idx) narrows, ILIKE decides.
    filter.keyword ? sql`yx_grams(${searchText}) @> yx_grams(lower(${filter.keyword}))` : undefined,
    keyword ? or(ilike(users.name, keyword), ilike(users.username, keyword), ilike(users.phone, keyword)) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.role ? arrayContains(users.roles, [filter.role]) : undefined,
  );
}

/**
 * A page of accounts under a unit path (or the whole tenant), newest first, with the total counted up to `countCap`
 * (an exact count of a large district scanned every row on each page, costing far more than the page itself).
 */
export async function listAccounts(
  db: Executor,
  tenantId: TenantId,
  filter: AccountFilter,
  page: { offset: number; limit: number; countCap: number },
) {
  const where = filterOf(tenantId, filter);
  const scope = db
    .select({ one: sql`1` })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(where)
    .limit(page.countCap + 1)
    .as('scope');
  const [rows, [counted]] = await Promise.all([
    accountQuery(db).where(where).orderBy(desc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(scope),
  ]);
  const total = counted!.total;
  return { rows, total: Math.min(total, page.countCap), totalIsLowerBound: total > page.countCap };
}

/** Another account of the tenant with this username (case-insensitive) or phone, if any. */
export async function findClash(db: Executor, tenantId: TenantId, clash: { username?: string; phone?: string | null; exceptId?: number }) {
  const found = async (condition: SQL) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.tenantId, tenantId), condition, clash.exceptId === undefined ? undefined : sql`${users.id} <> ${clash.exceptId}`),
        )
        .limit(1)
    ).length > 0;
  return {
    username: clash.username !== undefined && (await found(sql`lower(${users.username}) = lower(${clash.username})`)),
    phone: clash.phone != null && (await found(eq(users.phone, clash.phone))),
  };
}

export async function insertAccount(
  db: Executor,
  tenantId: TenantId,
  account: {
    username: string;
    passwordHash: string;
    name: string;
    gender: string | null;
    phone: string | null;
    orgUnitId: number;
    roles: string[];
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ tenantId, ...account, mustChangePassword: true })
    .returning({ id: users.id });
  return row!.id;
}

/** Creates or replaces a user's teaching record (kept when the teacher role goes: their records refer to it). */
export async function saveTeaching(db: Executor, tenantId: TenantId, userId: number, teaching: Teaching, now: Date): Promise<void> {
  await db
    .insert(teachers)
    .values({ tenantId, userId, ...teaching, updatedAt: now })
    .onConflictDoUpdate({ target: [teachers.tenantId, teachers.userId], set: { ...teaching, updatedAt: now } });
}

type AccountChange = Partial<{
  name: string;
  gender: string | null;
  phone: string | null;
  roles: string[];
  status: string;
  orgUnitId: number;
  passwordHash: string;
  mustChangePassword: boolean;
}>;

/** Changes one account at the version read; false when it changed since. */
export async function updateAccount(
  db: Executor,
  tenantId: TenantId,
  id: number,
  version: number,
  change: AccountChange,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...change, version: sql`${users.version} + 1` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends every open session of a user at once (a disabled account, a reset password); answers how many. */
export async function endSessions(db: Executor, tenantId: TenantId, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertMove(
  db: Executor,
  tenantId: TenantId,
  move: { userId: number; fromOrgUnitId: number; toOrgUnitId: number; movedByUserId: number; movedAt: Date },
) {
  await db.insert(userUnitMoves).values({ tenantId, ...move });
}

const fromUnit = alias(orgUnits, 'from_unit');
const toUnit = alias(orgUnits, 'to_unit');

/** A user's moves between units, newest first. */
export async function listMoves(db: Executor, tenantId: TenantId, userId: number) {
  return db
    .select({ fromOrgUnitName: fromUnit.name, toOrgUnitName: toUnit.name, movedAt: userUnitMoves.movedAt })
    .from(userUnitMoves)
    .innerJoin(fromUnit, and(eq(fromUnit.tenantId, userUnitMoves.tenantId), eq(fromUnit.id, userUnitMoves.fromOrgUnitId)))
    .innerJoin(toUnit, and(eq(toUnit.tenantId, userUnitMoves.tenantId), eq(toUnit.id, userUnitMoves.toOrgUnitId)))
    .where(and(eq(userUnitMoves.tenantId, tenantId), eq(userUnitMoves.userId, userId)))
    .orderBy(desc(userUnitMoves.movedAt), desc(userUnitMoves.id));
}
