import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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
export async function findTeacherPhaseCode(
  db: Executor,
  tenantId: TenantId,
  userId: number,
): Promise<{ phaseCode: string | null } | undefined> {
  const rows = await db
    .select({ phaseCode: teachers.phaseCode })
    .from(teachers)
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, userId)));
  return rows[0];
}

/** Gives a tenant the default ladder unless it already has one. */
export async function ensurePhases(db: Executor, tenantId: TenantId, phases: Array<Omit<PhaseRow, 'tenantId'>>): Promise<void> {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(careerPhases)
    .where(eq(careerPhases.tenantId, tenantId));
  if ((existing?.count ?? 0) > 0 || phases.length === 0) return;
  await db.insert(careerPhases).values(phases.map((phase) => ({ ...phase, tenantId })));
}

/**
 * The median rank on the ladder of the teachers of `scope` (a subquery with `phase_code`); a teacher without a phase
 * (or one the ladder lacks) counts as rank 0.
 */
export async function medianPhaseRankOf(db: Executor, tenantId: TenantId, scope: SQL): Promise<number | null> {
  const result = await db.execute(sql`select percentile_cont(0.5) within group (order by coalesce(p.rank, 0)) as median
      from (${scope}) s left join career_phases p on p.tenant_id = ${tenantId} and p.code = s.phase_code`);
  const median = (result as unknown as { rows: Array<{ median: number | string | null }> }).rows[0]?.median;
  return median === null || median === undefined ? null : Number(median);
}

/**
 * Moves a teacher up to a phase when they stand below it (or on no phase of the ladder), never down; the ranks are
 * compared in the statement, so it holds against a concurrent move. True when it moved them.
 */
export async function raiseTeacherPhase(db: Executor, tenantId: TenantId, userId: number, phaseCode: string, now: Date): Promise<boolean> {
  const rankOf = (code: SQL | string) =>
    sql`(select ${careerPhases.rank} from ${careerPhases} where ${careerPhases.tenantId} = ${tenantId} and ${careerPhases.code} = ${code})`;
  const rows = await db
    .update(teachers)
    .set({ phaseCode, updatedAt: now })
    .where(
      and(
        eq(teachers.tenantId, tenantId),
        eq(teachers.userId, userId),
        sql`coalesce(${rankOf(sql`${teachers.phaseCode}`)}, 0) < ${rankOf(phaseCode)}`,
      ),
    )
    .returning({ userId: teachers.userId });
  return rows.length > 0;
}
