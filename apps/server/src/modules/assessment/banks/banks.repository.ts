import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentBanks as b } from '@server/db/schema/assessment';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of banks: the ones in a caller's reach (their unit's and below, and the ones shared down to them), with counts.

/** Where the caller stands: their unit's path, and whether they reach every unit of the tenant. */
export type Reach = { orgPath: string; everywhere: boolean };

const questionCount = sql<number>`(select count(*)::int from assessment_questions q
  where q.tenant_id = assessment_banks.tenant_id and q.bank_id = assessment_banks.id and q.removed_at is null)`;
const folderCount = sql<number>`(select count(*)::int from assessment_folders f where f.tenant_id = assessment_banks.tenant_id and f.bank_id = assessment_banks.id)`;

const columns = {
  bankId: b.id,
  name: b.name,
  description: b.description,
  ownerUnitId: b.ownerUnitId,
  ownerUnitName: orgUnits.name,
  ownerPath: orgUnits.path,
  sharedDown: b.sharedDown,
  archivedAt: b.archivedAt,
  version: b.version,
  updatedAt: b.updatedAt,
  questionCount,
  folderCount,
};
export type BankRow = {
  bankId: number;
  name: string;
  description: string;
  ownerUnitId: number;
  ownerUnitName: string;
  ownerPath: string;
  sharedDown: boolean;
  archivedAt: Date | null;
  version: number;
  updatedAt: Date;
  questionCount: number;
  folderCount: number;
};

/** The caller manages a bank owned at or below their unit. */
function managed(reach: Reach): SQL {
  return reach.everywhere ? sql`true` : sql`starts_with(${orgUnits.path}, ${reach.orgPath})`;
}
/** The caller uses a bank shared down from a unit above theirs. */
function sharedToThem(reach: Reach): SQL {
  return sql`(${b.sharedDown} and starts_with(${reach.orgPath}, ${orgUnits.path}))`;
}

/** One bank by id with its owner's path, whoever may reach it (the services check). */
export async function findBank(db: Executor, tenantId: TenantId, bankId: number, lock = false): Promise<BankRow | undefined> {
  const query = db
    .select(columns)
    .from(b)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, b.tenantId), eq(orgUnits.id, b.ownerUnitId)))
    .where(and(eq(b.tenantId, tenantId), eq(b.id, bankId)));
  const [row] = await (lock ? query.for('update', { of: b }) : query);
  return row as BankRow | undefined;
}

export type BankFilter = { access?: 'manage' | 'use'; keyword?: string; archived: boolean; offset: number; limit: number };

/** A page of the banks in the caller's reach, the ones they manage first, then by name; and how many there are. */
export async function listBanks(db: Executor, tenantId: TenantId, reach: Reach, filter: BankFilter) {
  const conditions: SQL[] = [eq(b.tenantId, tenantId), filter.archived ? isNotNull(b.archivedAt) : isNull(b.archivedAt)];
  if (filter.access === 'manage') conditions.push(managed(reach));
  else if (filter.access === 'use') conditions.push(sql`not ${managed(reach)}`, sharedToThem(reach));
  else conditions.push(sql`(${managed(reach)} or ${sharedToThem(reach)})`);
  if (filter.keyword) conditions.push(sql`strpos(lower(${b.name}), lower(${filter.keyword})) > 0`);
  const isManaged = sql<boolean>`${managed(reach)}`;
  const rows = await db
    .select({ ...columns, managed: isManaged, total: sql<number>`count(*) over ()::int` })
    .from(b)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, b.tenantId), eq(orgUnits.id, b.ownerUnitId)))
    .where(and(...conditions))
    .orderBy(desc(isManaged), asc(sql`lower(${b.name})`), asc(b.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return {
    rows: rows as Array<BankRow & { managed: boolean; total: number }>,
    total: rows[0]?.total ?? (await countBanks(db, tenantId, conditions)),
  };
}

async function countBanks(db: Executor, tenantId: TenantId, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(b)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, b.tenantId), eq(orgUnits.id, b.ownerUnitId)))
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** An org unit's path and level (the owner of a new bank). */
export async function findUnit(db: Executor, tenantId: TenantId, unitId: number) {
  const [row] = await db
    .select({ id: orgUnits.id, path: orgUnits.path, level: orgUnits.level, closedAt: orgUnits.closedAt })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, unitId)));
  return row;
}

/** Inserts a bank; undefined when its unit has a bank of the name (the unique index). */
export async function insertBank(
  tx: Executor,
  tenantId: TenantId,
  values: { ownerUnitId: number; name: string; description: string; sharedDown: boolean; createdBy: number },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(b)
    .values({ tenantId, ...values })
    .onConflictDoNothing()
    .returning({ id: b.id });
  return row?.id;
}

/** A unit's bank of a name (case-insensitive), if any. */
export async function findBankByName(db: Executor, tenantId: TenantId, ownerUnitId: number, name: string) {
  const [row] = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.tenantId, tenantId), eq(b.ownerUnitId, ownerUnitId), sql`lower(${b.name}) = lower(${name})`));
  return row;
}

/** Whether another bank of the unit has the name (case-insensitive). */
export async function bankNameTaken(db: Executor, tenantId: TenantId, ownerUnitId: number, name: string, exceptId: number) {
  const [row] = await db
    .select({ id: b.id })
    .from(b)
    .where(
      and(eq(b.tenantId, tenantId), eq(b.ownerUnitId, ownerUnitId), sql`lower(${b.name}) = lower(${name})`, sql`${b.id} <> ${exceptId}`),
    );
  return row !== undefined;
}

/** Changes a bank at the version read; false when the version moved on. */
export async function updateBank(
  tx: Executor,
  tenantId: TenantId,
  bankId: number,
  version: number,
  values: Partial<{ name: string; description: string; sharedDown: boolean; archivedAt: Date | null }>,
): Promise<boolean> {
  const rows = await tx
    .update(b)
    .set({ ...values, version: sql`${b.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(b.tenantId, tenantId), eq(b.id, bankId), eq(b.version, version)))
    .returning({ id: b.id });
  return rows.length === 1;
}
