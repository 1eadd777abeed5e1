import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { growthFiles, profileRecords } from '@server/db/schema/profile';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of growth files: the records a file prints, and the files issued with their codes.

const r = profileRecords;

/** A teacher's records of some kinds in some states, by kind then newest first. */
export async function listRecordsForFile(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  kinds: readonly string[],
  states: readonly string[],
) {
  return db
    .select({
      id: r.id,
      kind: r.kind,
      title: r.title,
      occurredOn: r.occurredOn,
      level: r.level,
      fields: r.fields,
      state: r.state,
      version: r.version,
    })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.userId, userId), inArray(r.kind, [...kinds]), inArray(r.state, [...states])))
    .orderBy(asc(r.kind), desc(r.occurredOn), desc(r.id));
}

/** The state and version of some of a teacher's records now. */
export async function findRecordVersions(db: Executor, tenantId: TenantId, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: r.id, state: r.state, version: r.version })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.userId, userId), inArray(r.id, [...ids])));
}

export type GrowthFileRow = typeof growthFiles.$inferSelect;

/**
 * Records an issued file unless one of the same content exists for the teacher; answers the stored row either way
 * (so two downloads at once of an unchanged file get one code).
 */
export async function saveGrowthFile(
  db: Executor,
  tenantId: TenantId,
  row: Omit<typeof growthFiles.$inferInsert, 'tenantId'>,
): Promise<GrowthFileRow> {
  await db
    .insert(growthFiles)
    .values({ tenantId, ...row })
    .onConflictDoNothing();
  const [stored] = await db
    .select()
    .from(growthFiles)
    .where(and(eq(growthFiles.tenantId, tenantId), eq(growthFiles.userId, row.userId), eq(growthFiles.digest, row.digest)));
  return stored!;
}

export async function findGrowthFile(db: Executor, tenantId: TenantId, code: string): Promise<GrowthFileRow | undefined> {
  const [row] = await db
    .select()
    .from(growthFiles)
    .where(and(eq(growthFiles.tenantId, tenantId), eq(growthFiles.code, code)));
  return row;
}
