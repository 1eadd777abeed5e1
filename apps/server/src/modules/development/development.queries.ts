import type { SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { listApplicationsOfUser } from './applications/development-apply.repository';
import { listPhases, medianPhaseRankOf, type PhaseRow } from './development.repository';

// What other domains (the portraits) read of development, as named queries (the SQL stays in the repositories): a
// teacher's career-phase history, the outcomes of their development applications and the ladder. No table keeps
// the history: each finished application (approved, then finished by the district) is the step from the phase the
// teacher applied from to the phase they applied for, on the day it was finished.

export type PhaseStep = { fromPhaseCode: string; phaseCode: string; reachedAt: Date };
export type DevelopmentOutcomes = { approved: number; rejected: number; open: number };

const OPEN = new Set(['2', '4', '5']);

/** The steps oldest first, and how the teacher's applications ended (withdrawn ones are not counted). */
export async function developmentHistoryOf(
  db: Executor,
  tenantId: TenantId,
  userId: number,
): Promise<{ steps: PhaseStep[]; outcomes: DevelopmentOutcomes }> {
  const rows = await listApplicationsOfUser(db, tenantId, userId);
  const steps = rows
    .flatMap(({ application }) =>
      application.finishedAt
        ? [{ fromPhaseCode: application.fromPhaseCode, phaseCode: application.phaseCode, reachedAt: application.finishedAt }]
        : [],
    )
    .sort((a, b) => a.reachedAt.getTime() - b.reachedAt.getTime());
  const outcomes = { approved: 0, rejected: 0, open: 0 };
  for (const { review } of rows) {
    if (review.status === '6') outcomes.approved += 1;
    else if (review.status === '7') outcomes.rejected += 1;
    else if (OPEN.has(review.status)) outcomes.open += 1;
  }
  return { steps, outcomes };
}

/** The tenant's career-phase ladder, lowest first. */
export function careerPhaseLadder(db: Executor, tenantId: TenantId): Promise<PhaseRow[]> {
  return listPhases(db, tenantId);
}

/**
 * The median rank on the ladder of the teachers of `scope` (a subquery with `phase_code`); a teacher without a phase
 * (or one the ladder lacks) counts as rank 0.
 */
export function phaseRankMedian(db: Executor, tenantId: TenantId, scope: SQL): Promise<number | null> {
  return medianPhaseRankOf(db, tenantId, scope);
}
