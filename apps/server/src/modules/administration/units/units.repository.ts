import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const unitColumns = {
  id: orgUnits.id,
  parentId: orgUnits.parentId,
  name: orgUnits.name,
  level: orgUnits.level,
  path: orgUnits.path,
  sectionCodes: orgUnits.sectionCodes,
  closedAt: orgUnits.closedAt,
  version: orgUnits.version,
};

export type UnitRow = {
  id: number;
  parentId: number | null;
  name: string;
  level: number;
  path: string;
  sectionCodes: string[];
  closedAt: Date | null;
  version: number;
};

/** Escapes LIKE's wildcards; paths hold only digits and slashes, but a prefix test should not depend on it. */
const prefixPattern = (path: string) => `${path.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The units under a path (itself included), or the whole tenant when `underPath` is null, each with its active accounts. */
export async function listUnits(db: Executor, tenantId: TenantId, underPath: string | null) {
  const active = db
    .select({ orgUnitId: users.orgUnitId, count: sql<number>`count(*)::int`.as('count') })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.status, 'active')))
    .groupBy(users.orgUnitId)
    .as('active');
  return db
    .select({ ...unitColumns, activeAccounts: sql<number>`coalesce(${active.count}, 0)` })
    .from(orgUnits)
    .leftJoin(active, eq(active.orgUnitId, orgUnits.id))
    .where(and(eq(orgUnits.tenantId, tenantId), underPath === null ? undefined : like(orgUnits.path, prefixPattern(underPath))))
    .orderBy(orgUnits.path);
}

export async function findUnit(db: Executor, tenantId: TenantId, id: number): Promise<UnitRow | undefined> {
  const rows = await db
    .select(unitColumns)
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, id)));
  return rows[0];
}

/** Adds a unit under its parent and fills in its path (the id is known only after the insert). */
export async function insertUnit(
  db: Executor,
  tenantId: TenantId,
  unit: { parent: UnitRow; name: string; level: number; sectionCodes: string[] },
): Promise<UnitRow> {
  const [row] = await db
    .insert(orgUnits)
    .values({
      tenantId,
      parentId: unit.parent.id,
      name: unit.name,
      level: unit.level,
      sectionCodes: unit.sectionCodes,
      path: unit.parent.path,
    })
    .returning({ id: orgUnits.id });
  const path = `${unit.parent.path}${row!.id}/`;
  const [created] = await db
    .update(orgUnits)
    .set({ path })
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, row!.id)))
    .returning(unitColumns);
  return created!;
}

/** Changes one open unit at the version read; undefined when it changed since (or was closed). */
export async function updateUnit(
  db: Executor,
  tenantId: TenantId,
  id: number,
  version: number,
  set: Partial<Pick<UnitRow, 'name' | 'sectionCodes' | 'parentId' | 'closedAt'>>,
) {
  const rows = await db
    .update(orgUnits)
    .set({ ...set, version: sql`${orgUnits.version} + 1` })
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, id), eq(orgUnits.version, version), isNull(orgUnits.closedAt)))
    .returning(unitColumns);
  return rows[0];
}

/** Rewrites the ancestry of a unit and everything below it after a move (one statement). */
export async function rewritePaths(db: Executor, tenantId: TenantId, oldPath: string, newPath: string): Promise<void> {
  await db
    .update(orgUnits)
    .set({ path: sql`${newPath} || substr(${orgUnits.path}, ${oldPath.length + 1})` })
    .where(and(eq(orgUnits.tenantId, tenantId), like(orgUnits.path, prefixPattern(oldPath))));
}

/** What stops a unit from closing: open units below it and active accounts in it or below it. */
export async function countOpenContents(
  db: Executor,
  tenantId: TenantId,
  unit: UnitRow,
): Promise<{ openUnits: number; activeAccounts: number }> {
  const [units] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orgUnits)
    .where(
      and(
        eq(orgUnits.tenantId, tenantId),
        like(orgUnits.path, prefixPattern(unit.path)),
        isNull(orgUnits.closedAt),
        sql`${orgUnits.id} <> ${unit.id}`,
      ),
    );
  const [accounts] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.status, 'active'), like(orgUnits.path, prefixPattern(unit.path))));
  return { openUnits: units!.count, activeAccounts: accounts!.count };
}
