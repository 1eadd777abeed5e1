import type {
  FinaliseResultsBody,
  MyResult,
  PublicNotice,
  PublishResultsBody,
  RankingPage,
  RankingQuery,
  ResultCertificatesBody,
  ResultCertificatesResult,
  ResultsPhase,
  ResultsState,
} from '@yanxiu/contract/selection-scoring';
import type { ScoreAggregationValue } from '@yanxiu/contract/selection-enums';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError, fail } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { issueAwardCertificate } from '@server/modules/certificates/certificates.public';
import { findProject } from '@server/modules/selection/projects/project.repository';
import { scoringAccess } from '@server/modules/selection/selection.access';
import { managedProject } from '@server/modules/selection/scoring/scoring.service';
import { rankWithTies } from '@server/modules/selection/scoring/score-aggregation';
import { tellApplicantsOfResults } from './result-notices';
import {
  countMissingSheets,
  countSelected,
  finaliseOutcomes,
  findResultOf,
  findResultState,
  listPassedWithScores,
  listPublishedWinners,
  listWinners,
  lockProjectForResults,
  rankingPage,
  saveResultState,
  setCertificate,
  writeOutcomes,
  type ResultStateRow,
} from './results.repository';

type Managed = Awaited<ReturnType<typeof managedProject>>;
const entity = (projectId: number) => ({ entityType: 'selection_project' as const, entityId: String(projectId) });

async function stateOf(
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
function expectVersion(managed: Managed, version: number): void {
  if ((managed.resultState?.version ?? 0) !== version) throw new AppError('CONFLICT');
}

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
    state: await stateOf(ctx, managed),
  };
}

/**
 * Publishes the provisional list for public notice: ranks per group stored, the named winners selected, every
 * other application that passed review not selected. Audited.
 */
export async function publishSelectionResults(ctx: RequestContext, body: PublishResultsBody): Promise<ResultsState> {
  const managed = await managedProject(ctx, body.prjId);
  if (managed.phase === 'final') throw new AppError('STATE_NOT_ALLOWED');
  expectVersion(managed, body.version);
  const today = chinaDay(new Date());
  if (body.noticeEndsOn < today)
    fail('UNPROCESSABLE', { issues: [{ path: 'body.noticeEndsOn', message: 'the notice cannot end before today' }] });
  const projectId = managed.project.id;

  const saved = await ctx.transaction(async (tx) => {
    await lockProjectForResults(tx, ctx.tenantId, projectId);
    if ((await countMissingSheets(tx, ctx.tenantId, projectId)) > 0) throw new AppError('SCORING_INCOMPLETE');
    const rows = await listPassedWithScores(tx, ctx.tenantId, projectId);
    if (rows.length === 0) fail('STATE_NOT_ALLOWED', { issues: [{ path: 'body.prjId', message: 'no application has passed review' }] });
    const scored = new Set(rows.filter((row) => row.score !== null).map((row) => row.applyId));
    const strangers = body.selected.filter((id) => !scored.has(id));
    if (strangers.length > 0)
      fail('UNPROCESSABLE', {
        issues: [{ path: 'body.selected', message: `not scored applications of this project: ${strangers.join(', ')}` }],
      });
    const selected = new Set(body.selected);
    const outcomes = [...groupBy(rows, (row) => row.groupId).values()].flatMap((group) => {
      const ranks = rankWithTies(group.map((row) => row.score));
      return group.map((row, index) => ({
        applicationId: row.applyId,
        groupId: row.groupId,
        rank: ranks[index]!,
        selected: selected.has(row.applyId),
      }));
    });
    await writeOutcomes(tx, ctx.tenantId, projectId, outcomes);
    const now = new Date();
    const state = await saveResultState(tx, ctx.tenantId, projectId, body.version, {
      phase: 'publicity',
      noticeEndsOn: body.noticeEndsOn,
      publishedAt: now,
      publishedBy: ctx.actor.userId,
    });
    if (!state) throw new AppError('CONFLICT');
    await tellApplicantsOfResults(eventScopeOf(ctx, tx), {
      projectId,
      title: managed.project.title,
      stage: 'publicity',
      noticeEndsOn: body.noticeEndsOn,
      userIds: rows.map((row) => row.userId),
    });
    await recordAudit(tx, ctx, {
      action: 'selection.results.published',
      ...entity(projectId),
      before: managed.resultState
        ? { phase: managed.resultState.phase, noticeEndsOn: managed.resultState.noticeEndsOn }
        : { phase: 'scoring' },
      after: { phase: 'publicity', noticeEndsOn: body.noticeEndsOn, selected: body.selected },
    });
    return state;
  });
  return stateOf(ctx, managed, saved);
}

/** Makes the provisional list final once the notice has ended, or earlier with a reason. Audited. */
export async function finaliseSelectionResults(ctx: RequestContext, body: FinaliseResultsBody): Promise<ResultsState> {
  const managed = await managedProject(ctx, body.prjId);
  if (managed.phase !== 'publicity') throw new AppError('STATE_NOT_ALLOWED');
  expectVersion(managed, body.version);
  const today = chinaDay(new Date());
  const early = today <= managed.resultState!.noticeEndsOn;
  if (early && !body.endNoticeEarlyReason) throw new AppError('NOTICE_NOT_OVER');
  const projectId = managed.project.id;
  const saved = await ctx.transaction(async (tx) => {
    await lockProjectForResults(tx, ctx.tenantId, projectId);
    const now = new Date();
    const state = await saveResultState(tx, ctx.tenantId, projectId, body.version, {
      phase: 'final',
      finalisedAt: now,
      finalisedBy: ctx.actor.userId,
      earlyEndReason: early ? body.endNoticeEarlyReason! : null,
    });
    if (!state) throw new AppError('CONFLICT');
    await finaliseOutcomes(tx, ctx.tenantId, projectId);
    const listed = (await listPassedWithScores(tx, ctx.tenantId, projectId)).filter((row) => row.outcome !== null);
    await tellApplicantsOfResults(eventScopeOf(ctx, tx), {
      projectId,
      title: managed.project.title,
      stage: 'final',
      noticeEndsOn: managed.resultState!.noticeEndsOn,
      userIds: listed.map((row) => row.userId),
    });
    await recordAudit(tx, ctx, {
      action: 'selection.results.finalised',
      ...entity(projectId),
      before: { phase: 'publicity', noticeEndsOn: managed.resultState!.noticeEndsOn },
      after: { phase: 'final', ...(early ? { endedEarly: body.endNoticeEarlyReason } : {}) },
    });
    return state;
  });
  return stateOf(ctx, managed, saved);
}

/** Certificates for the winners of a final list who have none from it yet; the rest are counted. Audited. */
export async function issueSelectionCertificates(ctx: RequestContext, body: ResultCertificatesBody): Promise<ResultCertificatesResult> {
  const managed = await managedProject(ctx, body.prjId);
  if (managed.phase !== 'final') throw new AppError('STATE_NOT_ALLOWED');
  // An award certificate names the project it was won in, the honour (入选 unless named) and the project's level.
  const { title, level } = managed.project;
  const honour = body.title ?? '入选';
  return ctx.transaction(async (tx) => {
    const winners = await listWinners(tx, ctx.tenantId, managed.project.id);
    const now = new Date();
    const issued: Array<{ applyId: number; certificateId: number }> = [];
    for (const winner of winners.filter((row) => row.certificateId === null)) {
      const certificateId = await issueAwardCertificate(eventScopeOf(ctx, tx), {
        userId: winner.userId,
        title,
        honour,
        level,
        issuerUnitId: managed.project.ownerOrgId,
        issuedBy: ctx.actor.userId,
        now,
      });
      if (certificateId === null) continue;
      await setCertificate(tx, ctx.tenantId, winner.applicationId, certificateId);
      issued.push({ applyId: winner.applicationId, certificateId });
    }
    if (issued.length > 0)
      await recordAudit(tx, ctx, {
        action: 'selection.certificates.issued',
        ...entity(managed.project.id),
        after: { title, honour, issued },
      });
    return { issued: issued.length, alreadyIssued: winners.length - issued.length };
  });
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

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
