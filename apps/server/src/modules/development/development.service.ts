import type { CurrentPhase } from '@yanxiu/contract/development';
import type { Db } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { runInTransaction } from '@server/platform/context/transaction';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { DEFAULT_PHASES } from '@server/modules/basecode/basecode.public';
import { DEFAULT_DEVELOPMENT_TYPES, DEFAULT_POST_TYPES } from '@server/modules/development/model/default-model';
import { ensureDevelopmentModel } from '@server/modules/development/model/development-model-seed.repository';
import { ensurePhases, findTeacherPhaseCode, listPhases, type PhaseRow } from './development.repository';

/** The caller's current career phase (the lowest when none is on record), the next one and the tenant's ladder. */
export async function getCurrentPhase(ctx: RequestContext): Promise<CurrentPhase> {
  const [record, ladder] = await Promise.all([
    findTeacherPhaseCode(ctx.db, ctx.tenantId, ctx.actor.userId),
    listPhases(ctx.db, ctx.tenantId),
  ]);
  if (!record) throw new AppError('TEACHER_RECORD_MISSING');
  const current = ladder.find((phase) => phase.code === record.phaseCode) ?? ladder[0];
  if (!current) throw new AppError('NOT_FOUND');
  const next = ladder.find((phase) => phase.rank > current.rank);
  const view = (phase: PhaseRow) => ({ phaseCode: phase.code, phaseName: phase.name, phaseNameEn: phase.nameEn });
  return {
    ...view(current),
    rank: current.rank,
    nextPhase: next ? view(next) : null,
    ladder: ladder.map((phase) => ({ ...view(phase), rank: phase.rank })),
  };
}

/**
 * Gives a tenant the default career-phase ladder (the phase code table) and development model, each only once:
 * a ladder or model the tenant has (and may have changed since) is never overwritten.
 */
export async function ensureDevelopmentDefaults(db: Db, tenantId: TenantId): Promise<void> {
  const phases = DEFAULT_PHASES.map((phase) => ({ code: phase.code, name: phase.name, nameEn: phase.nameEn, rank: phase.sort }));
  await ensurePhases(db, tenantId, phases);
  // One transaction, so a crash mid-seed leaves no half model behind a mark that says it was seeded.
  await runInTransaction(db, (tx) =>
    ensureDevelopmentModel(tx, tenantId, { types: DEFAULT_DEVELOPMENT_TYPES, postTypes: DEFAULT_POST_TYPES }),
  );
}
