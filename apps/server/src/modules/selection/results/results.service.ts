import type {
  FinaliseResultsBody,
  PublishResultsBody,
  ResultCertificatesBody,
  ResultCertificatesResult,
  ResultsState,
} from '@yanxiu/contract/selection-scoring';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError, fail } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { issueAwardCertificate } from '@server/modules/certificates/certificates.public';
import { managedProject } from '@server/modules/selection/scoring/scoring.service';
import { rankWithTies } from '@server/modules/selection/scoring/score-aggregation';
import { tellApplicantsOfResults } from './result-notices';
import {
  countMissingSheets,
  finaliseOutcomes,
  listPassedWithScores,
  listWinners,
  lockProjectForResults,
  saveResultState,
  setCertificate,
  writeOutcomes,
} from './results.repository';

import { expectResultsVersion, projectEntity, resultsStateOf } from './results-state';

/**
 * Publishes the provisional list for public notice: ranks per group stored, the named winners selected, every
 * other application that passed review not selected. Audited.
 */
export async function publishSelectionResults(ctx: RequestContext, body: PublishResultsBody): Promise<ResultsState> {
  const managed = await managedProject(ctx, body.prjId);
  if (managed.phase === 'final') throw new AppError('STATE_NOT_ALLOWED');
  expectResultsVersion(managed, body.version);
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
      ...projectEntity(projectId),
      before: managed.resultState
        ? { phase: managed.resultState.phase, noticeEndsOn: managed.resultState.noticeEndsOn }
        : { phase: 'scoring' },
      after: { phase: 'publicity', noticeEndsOn: body.noticeEndsOn, selected: body.selected },
    });
    return state;
  });
  return resultsStateOf(ctx, managed, saved);
}

/** Makes the provisional list final once the notice has ended, or earlier with a reason. Audited. */
export async function finaliseSelectionResults(ctx: RequestContext, body: FinaliseResultsBody): Promise<ResultsState> {
  const managed = await managedProject(ctx, body.prjId);
  if (managed.phase !== 'publicity') throw new AppError('STATE_NOT_ALLOWED');
  expectResultsVersion(managed, body.version);
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
      ...projectEntity(projectId),
      before: { phase: 'publicity', noticeEndsOn: managed.resultState!.noticeEndsOn },
      after: { phase: 'final', ...(early ? { endedEarly: body.endNoticeEarlyReason } : {}) },
    });
    return state;
  });
  return resultsStateOf(ctx, managed, saved);
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
        ...projectEntity(managed.project.id),
        after: { title, honour, issued },
      });
    return { issued: issued.length, alreadyIssued: winners.length - issued.length };
  });
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
