import type { HourCategory } from '@yanxiu/contract/learning-hours';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { learningHourCategories, learningRequirements } from '@server/db/schema/learning';
import { orgUnits } from '@server/db/schema/org';
import { trainingEnrolments, trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the demo learning-hours seed. It files the demo tenant's programmes under categories and writes the
// evidence file of its declaration directly: demo material, written once into an empty tenant.

export async function hasHourCategories(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db
    .select({ code: learningHourCategories.code })
    .from(learningHourCategories)
    .where(eq(learningHourCategories.tenantId, tenantId))
    .limit(1);
  return rows.length > 0;
}

/** The categories in their order. */
export async function insertHourCategories(db: Executor, tenantId: TenantId, categories: readonly HourCategory[]): Promise<void> {
  await db.insert(learningHourCategories).values(categories.map((category, position) => ({ tenantId, ...category, position })));
}

export async function insertRequirements(
  db: Executor,
  tenantId: TenantId,
  requirements: ReadonlyArray<{ year: number; totalHours: number; categoryMinimums: Record<string, number> }>,
): Promise<void> {
  await db.insert(learningRequirements).values(requirements.map((requirement) => ({ tenantId, ...requirement })));
}

/** Every programme of the tenant, oldest first. */
export async function listProgrammes(db: Executor, tenantId: TenantId) {
  return db
    .select({ id: trainingProgrammes.id, title: trainingProgrammes.title, creditHours: trainingProgrammes.creditHours })
    .from(trainingProgrammes)
    .where(eq(trainingProgrammes.tenantId, tenantId))
    .orderBy(asc(trainingProgrammes.id));
}

export async function setProgrammeHoursCategory(db: Executor, tenantId: TenantId, programmeId: number, category: string): Promise<void> {
  await db
    .update(trainingProgrammes)
    .set({ hoursCategory: category })
    .where(and(eq(trainingProgrammes.tenantId, tenantId), eq(trainingProgrammes.id, programmeId)));
}

/** Demo accounts by username, with their org path. */
export async function findPeopleByUsername(db: Executor, tenantId: TenantId, usernames: readonly string[]) {
  return db
    .select({ username: users.username, id: users.id, orgPath: orgUnits.path })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
}

/** Ids of the programmes a user is enrolled in. */
export async function listEnrolledProgrammeIds(db: Executor, tenantId: TenantId, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: trainingEnrolments.programmeId })
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.tenantId, tenantId), eq(trainingEnrolments.userId, userId)));
  return new Set(rows.map((row) => row.id));
}

/** Records an uploaded evidence file whose bytes are already in the blob store. */
export async function insertEvidenceFile(
  db: Executor,
  tenantId: TenantId,
  file: { id: string; ownerUserId: number; originalName: string; contentType: string; size: number; sha256: string; storageKey: string },
): Promise<void> {
  await db.insert(storedFiles).values({ tenantId, purpose: 'evidence', ...file });
}
