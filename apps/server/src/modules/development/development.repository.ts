import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { careerPhases } from '@server/db/schema/development';
import { teachers } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type PhaseRow = typeof careerPhases.$inferSelect;

/** The tenant's career-phase ladder, lowest first. */
export async function listPhases(db: Executor, tenantId: TenantId): Promise<PhaseRow[]> {
  return db.select().from(careerPhases).where(eq(careerPhases.tenantId, tenantId)).orderBy(asc(careerPhases.rank));
}

/** The phase code on a teacher's record; undefined when the user has no teacher record. */
export async function findTeacherPhaseCode(db: Executor, tenantId: TenantId, userId: number): Promise<{ phaseCode: string | null } | undefined> {
  const rows = await db
    .select({ phaseCode: teachers.phaseCode })
    .from(teachers)
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, userId)));
  return rows[0];
}

/** Gives a tenant the default ladder unless it already has one. */
export async function ensurePhases(db: Executor, tenantId: TenantId, phases: Array<Omit<PhaseRow, 'tenantId'>>): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(careerPhases).where(eq(careerPhases.tenantId, tenantId));
  if ((existing?.count ?? 0) > 0 || phases.length === 0) return;
  await db.insert(careerPhases).values(phases.map((phase) => ({ ...phase, tenantId })));
}
