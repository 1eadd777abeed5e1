import type { ResultsPhase, ResultsState } from '@yanxiu/contract/selection-scoring';
import type { ScoreAggregationValue } from '@yanxiu/contract/selection-enums';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { managedProject } from '@server/modules/selection/scoring/scoring.service';
import { countMissingSheets, countSelected, type ResultStateRow } from './results.repository';

// The results state a manager reads with every list and answer of a change, and the version check of each change.

export type Managed = Awaited<ReturnType<typeof managedProject>>;

/** The audit entries' subject: the project. */
export const projectEntity = (projectId: number) => ({ entityType: 'selection_project' as const, entityId: String(projectId) });

export async function resultsStateOf(
  ctx: RequestContext,
  managed: Managed,
  stored: ResultStateRow | undefined = managed.resultState,
): Promise<ResultsState> {
  const projectId = managed.project.id;
  const [selectedCount, sheetsMissing] = await Promise.all([
    countSelected(ctx.db, ctx.tenantId, projectId),
    countMissingSheets(ctx.db, ctx.tenantId, projectId),
  ]);
  return {
    prjId: projectId,
    phase: (stored?.phase ?? 'scoring') as ResultsPhase,
    aggregation: managed.project.scoreAggregation as ScoreAggregationValue,
    noticeEndsOn: stored?.noticeEndsOn ?? null,
    publishedAt: stored?.publishedAt.toISOString() ?? null,
    finalisedAt: stored?.finalisedAt?.toISOString() ?? null,
    selectedCount,
    sheetsMissing,
    version: stored?.version ?? 0,
  };
}

/** 409 CONFLICT unless the caller read the results state at its current version (0: never published). */
export function expectResultsVersion(managed: Managed, version: number): void {
  if ((managed.resultState?.version ?? 0) !== version) throw new AppError('CONFLICT');
}
