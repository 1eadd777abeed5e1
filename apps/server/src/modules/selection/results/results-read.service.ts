import type { MyResult, PublicNotice, RankingPage, RankingQuery } from '@yanxiu/contract/selection-scoring';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findProject } from '@server/modules/selection/projects/project.repository';
import { scoringAccess } from '@server/modules/selection/selection.access';
import { managedProject } from '@server/modules/selection/scoring/scoring.service';
import { findResultOf, findResultState, listPublishedWinners, rankingPage } from './results.repository';
import { resultsStateOf } from './results-state';

// What the results are read as: the managers' ranking, the teachers' public notice and a teacher's own result.

/** The ranking, live while scoring, as published after. */
export async function selectionRanking(ctx: RequestContext, query: RankingQuery): Promise<RankingPage> {
  const managed = await managedProject(ctx, Number(query.prjId));
  const { rows, total } = await rankingPage(ctx.db, ctx.tenantId, {
    projectId: managed.project.id,
    groupId: query.groupId === undefined ? undefined : Number(query.groupId),
    stored: managed.phase !== 'scoring',
    limit: query.size,
    offset: (query.current - 1) * query.size,
  });
  return {
    records: rows.map((row) => ({
      applyId: row.applyId,
      applicantName: row.applicantName,
      orgName: row.orgName,
      groupId: row.groupId,
      groupName: row.groupName,
      score: row.score,
      expertsSubmitted: row.expertsSubmitted,
      expertsAssigned: row.expertsAssigned,
      rank: row.rank,
      selected: row.outcome === null ? null : row.outcome === 'selected',
      certificateId: row.certificateId,
    })),
    total,
    current: query.current,
    size: query.size,
    state: await resultsStateOf(ctx, managed),
  };
}

/** The published list as the tenant's teachers see it: the winners, during the notice and after. */
export async function selectionPublicNotice(ctx: RequestContext, projectId: number): Promise<PublicNotice> {
  const found = await findProject(ctx.db, ctx.tenantId, projectId);
  // Teachers under the unit running it see its notice; to anyone else the project does not exist.
  if (!found || !ctx.actor.orgPath.startsWith(found.ownerOrgPath)) throw new AppError('NOT_FOUND');
  const state = await findResultState(ctx.db, ctx.tenantId, projectId);
  if (!state) throw new AppError('NOT_FOUND');
  const winners = await listPublishedWinners(ctx.db, ctx.tenantId, projectId);
  return {
    prjId: projectId,
    projectTitle: found.project.title,
    phase: state.phase as PublicNotice['phase'],
    noticeEndsOn: state.noticeEndsOn,
    publishedAt: state.publishedAt.toISOString(),
    winners: winners.map((row) => ({
      applicantName: row.applicantName,
      orgName: row.orgName,
      groupName: row.groupName,
      rank: row.rank,
      score: row.score,
    })),
  };
}

/** My application's result once published (null before); 403 for another teacher's, 404 for an unknown one. */
export async function mySelectionResult(ctx: RequestContext, applicationId: number): Promise<MyResult> {
  const result = await findResultOf(ctx.db, ctx.tenantId, applicationId);
  if (!result) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, scoringAccess.readOwnResult, result);
  if (result.stage === null || result.outcome === null) return null;
  const state = await findResultState(ctx.db, ctx.tenantId, result.projectId);
  return {
    applyId: applicationId,
    stage: result.stage as 'provisional' | 'final',
    selected: result.outcome === 'selected',
    score: result.score,
    rank: result.rank,
    rankedOf: result.rankedOf,
    noticeEndsOn: state?.noticeEndsOn ?? '',
    certificateId: result.certificateId,
  };
}
