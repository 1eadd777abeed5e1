import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { preparedPer, type Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { orgUnits } from '@server/db/schema/org';
import { trainingProgrammes, trainingUnits } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ProgrammeWithOrganiser, UnitWithFile } from './programme-view';

// Reads of programmes and their units shared by the teacher-facing and the staff-facing training modules.

// Every catalogue page, the training home and every programme page read programmes through this, so it is prepared
// once per database (see preparedPer): one statement however many ids, parsed and planned once per connection.
const programmesByIds = preparedPer((db) =>
  db
    .select({ ...getTableColumns(trainingProgrammes), organiserName: orgUnits.name })
    .from(trainingProgrammes)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, trainingProgrammes.tenantId), eq(orgUnits.id, trainingProgrammes.organiserUnitId)))
    .where(
      and(
        eq(trainingProgrammes.tenantId, sql.placeholder('tenantId')),
        sql`${trainingProgrammes.id} = any(${sql.placeholder('ids')}::bigint[])`,
      ),
    )
    .prepare('training_programmes_by_ids'),
);

/** Programme rows with their organiser's name, in the order of `ids` (missing ids are left out). */
export async function findProgrammesByIds(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<ProgrammeWithOrganiser[]> {
  if (ids.length === 0) return [];
  const rows = await programmesByIds(db).execute({ tenantId, ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One programme with its organiser's name, or undefined. */
export async function findProgrammeById(db: Executor, tenantId: TenantId, id: number): Promise<ProgrammeWithOrganiser | undefined> {
  return (await findProgrammesByIds(db, tenantId, [id]))[0];
}

/** The programme's current (not removed) units in order, with their files' names and types. */
export async function findUnitsByProgramme(db: Executor, tenantId: TenantId, programmeId: number): Promise<UnitWithFile[]> {
  return (await findUnitsByProgrammes(db, tenantId, [programmeId])).get(programmeId) ?? [];
}

/** Current units of several programmes, keyed by programme id, each list in order. */
export async function findUnitsByProgrammes(
  db: Executor,
  tenantId: TenantId,
  programmeIds: readonly number[],
): Promise<Map<number, UnitWithFile[]>> {
  const result = new Map<number, UnitWithFile[]>();
  if (programmeIds.length === 0) return result;
  const rows = await db
    .select({ ...getTableColumns(trainingUnits), fileName: storedFiles.originalName, contentType: storedFiles.contentType })
    .from(trainingUnits)
    .leftJoin(storedFiles, and(eq(storedFiles.tenantId, trainingUnits.tenantId), eq(storedFiles.id, trainingUnits.fileId)))
    .where(
      and(eq(trainingUnits.tenantId, tenantId), inArray(trainingUnits.programmeId, [...programmeIds]), eq(trainingUnits.removed, false)),
    )
    .orderBy(asc(trainingUnits.programmeId), asc(trainingUnits.position), asc(trainingUnits.id));
  for (const row of rows) {
    const list = result.get(row.programmeId) ?? [];
    list.push(row);
    result.set(row.programmeId, list);
  }
  return result;
}

/** A tenant's published programmes, oldest first (the demo seed picks from them). */
export async function findPublishedProgrammes(db: Executor, tenantId: TenantId): Promise<ProgrammeWithOrganiser[]> {
  return db
    .select({ ...getTableColumns(trainingProgrammes), organiserName: orgUnits.name })
    .from(trainingProgrammes)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, trainingProgrammes.tenantId), eq(orgUnits.id, trainingProgrammes.organiserUnitId)))
    .where(and(eq(trainingProgrammes.tenantId, tenantId), eq(trainingProgrammes.status, 'published')))
    .orderBy(asc(trainingProgrammes.id));
}
