import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import {
  openClasses,
  studioMembers,
  studios,
  trainingEnrolments,
  trainingOrders,
  trainingProgrammes,
  trainingUnits,
} from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the demo training seeds: rows written as they are (the demo sets statuses and dates the API would not),
// and the look-ups the seeds need. Enrolments, seats and orders go through the API's own repositories instead.

export type DemoFile = Omit<typeof storedFiles.$inferInsert, 'tenantId'>;
export type DemoStudio = Omit<typeof studios.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;
export type DemoProgramme = Omit<typeof trainingProgrammes.$inferInsert, 'id' | 'tenantId'>;
export type DemoUnit = Omit<typeof trainingUnits.$inferInsert, 'id' | 'tenantId'>;
export type DemoOpenClass = Omit<typeof openClasses.$inferInsert, 'id' | 'tenantId'>;

/** Records a stored file whose bytes the seed has just put in the blob store. */
export async function insertDemoFile(db: Executor, tenantId: TenantId, file: DemoFile): Promise<void> {
  await db.insert(storedFiles).values({ ...file, tenantId });
}

/** Adds a studio with its members; answers its id. */
export async function insertDemoStudio(
  db: Executor,
  tenantId: TenantId,
  studio: DemoStudio,
  members: ReadonlyArray<{ userId: number; role: 'lead' | 'member' }>,
): Promise<number> {
  const [row] = await db
    .insert(studios)
    .values({ ...studio, tenantId })
    .returning({ id: studios.id });
  const studioId = row!.id;
  await db.insert(studioMembers).values(members.map((member) => ({ tenantId, studioId, ...member })));
  return studioId;
}

/** Adds a programme in any status; answers its id. */
export async function insertDemoProgramme(db: Executor, tenantId: TenantId, programme: DemoProgramme): Promise<number> {
  const [row] = await db
    .insert(trainingProgrammes)
    .values({ ...programme, tenantId })
    .returning({ id: trainingProgrammes.id });
  return row!.id;
}

export async function insertDemoUnit(db: Executor, tenantId: TenantId, unit: DemoUnit): Promise<void> {
  await db.insert(trainingUnits).values({ ...unit, tenantId });
}

/** Adds an open class recommended at a given time; answers its id. */
export async function insertDemoOpenClass(db: Executor, tenantId: TenantId, openClass: DemoOpenClass): Promise<number> {
  const [row] = await db
    .insert(openClasses)
    .values({ ...openClass, tenantId })
    .returning({ id: openClasses.id });
  return row!.id;
}

/** The tenant's programmes among the titles, id by title. */
export async function findProgrammeIdsByTitle(db: Executor, tenantId: TenantId, titles: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: trainingProgrammes.id, title: trainingProgrammes.title })
    .from(trainingProgrammes)
    .where(and(eq(trainingProgrammes.tenantId, tenantId), inArray(trainingProgrammes.title, [...titles])));
  return new Map(rows.map((row) => [row.title, row.id]));
}

/** Whether the tenant has any enrolment or order yet. */
export async function hasTrainingActivity(db: Executor, tenantId: TenantId): Promise<boolean> {
  const [enrolment] = await db
    .select({ id: trainingEnrolments.id })
    .from(trainingEnrolments)
    .where(eq(trainingEnrolments.tenantId, tenantId))
    .limit(1);
  const [order] = await db.select({ id: trainingOrders.id }).from(trainingOrders).where(eq(trainingOrders.tenantId, tenantId)).limit(1);
  return enrolment !== undefined || order !== undefined;
}

/** Demo accounts by username, with their school (their org unit when it is a school, else null). */
export async function findDemoPeople(
  db: Executor,
  tenantId: TenantId,
  usernames: readonly string[],
): Promise<Map<string, { id: number; schoolId: number | null }>> {
  const rows = await db
    .select({ username: users.username, id: users.id, orgUnitId: users.orgUnitId, level: orgUnits.level })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
  return new Map(rows.map((row) => [row.username, { id: row.id, schoolId: row.level === 1 ? row.orgUnitId : null }]));
}
