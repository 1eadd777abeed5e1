import type {
  AssignExpertsBody,
  GroupPanel,
  ResultsPhase,
  ProjectPanels,
  ScoringDetail,
  ScoringListPage,
  ScoringListQuery,
  SubmitScoresBody,
  SubmitScoresResult,
} from '@yanxiu/contract/selection-scoring';
import type { ScoreAggregationValue } from '@yanxiu/contract/selection-enums';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError, fail } from '@server/platform/http/app-error';
import { findProject, listGroups } from '@server/modules/selection/projects/project.repository';
import { ownSchoolPath, scoringAccess } from '@server/modules/selection/selection.access';
import { loadApplicationContent, scoredIndicators } from './application-content';
import { aggregateScore, sheetTotal } from './score-aggregation';
import {
  countPassedByGroup,
  findResultState,
  expertsWithSheets,
  findExperts,
  findScoringTarget,
  findSheet,
  insertSheet,
  listExpertCandidates,
  listForExpert,
  listPanels,
  otherTotals,
  panelExpertIds,
  refreshScore,
  replacePanel,
  shareProject,
} from './scoring.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A project the caller runs (404 when unknown, 403 when not theirs), with where its results stand. */
export async function managedProject(ctx: RequestContext, projectId: number) {
  const found = await findProject(ctx.db, ctx.tenantId, projectId);
  if (!found) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, scoringAccess.manageResults, found);
  const state = await findResultState(ctx.db, ctx.tenantId, projectId);
  return { ...found, resultState: state, phase: (state?.phase ?? 'scoring') as ResultsPhase };
}

/** Every group's panel with each expert's progress, and the experts who may be assigned. */
export async function selectionPanels(ctx: RequestContext, projectId: number): Promise<ProjectPanels> {
  const { project, phase } = await managedProject(ctx, projectId);
  const [groups, panels, passed, candidates] = await Promise.all([
    listGroups(ctx.db, ctx.tenantId, [projectId]),
    listPanels(ctx.db, ctx.tenantId, projectId),
    countPassedByGroup(ctx.db, ctx.tenantId, projectId),
    listExpertCandidates(ctx.db, ctx.tenantId),
  ]);
  const keys: Array<{ id: number | null; name: string | null }> =
    groups.length > 0 ? groups.map((group) => ({ id: group.id, name: group.name })) : [{ id: null, name: null }];
  const panel = (groupId: number | null): GroupPanel => ({
    groupId,
    groupName: keys.find((key) => key.id === groupId)?.name ?? null,
    applications: passed.get(groupId) ?? 0,
    experts: panels
      .filter((row) => row.groupId === groupId)
      .map((row) => ({
        userId: String(row.userId),
        name: row.name,
        orgName: row.orgName,
        assigned: row.assigned,
        submitted: row.submitted,
      })),
  });
  return {
    prjId: projectId,
    phase,
    aggregation: project.scoreAggregation as ScoreAggregationValue,
    groups: keys.map((key) => panel(key.id)),
    candidates: candidates.map((row) => ({ userId: String(row.userId), name: row.name, orgName: row.orgName })),
  };
}

/**
 * Sets a group's panel. The project must be published or closed (its groups are frozen) and still scoring; every
 * id must be an active expert of the tenant (422); an expert who has submitted scores in the group stays (409).
 */
export async function assignSelectionExperts(ctx: RequestContext, body: AssignExpertsBody): Promise<GroupPanel> {
  const { project, phase } = await managedProject(ctx, body.prjId);
  if (project.state === 'draft') fail('STATE_NOT_ALLOWED', { issues: [{ path: 'body.prjId', message: 'publish the project first' }] });
  if (phase !== 'scoring') throw new AppError('SCORING_CLOSED');
  const groups = await listGroups(ctx.db, ctx.tenantId, [project.id]);
  const groupKnown = body.groupId === null ? groups.length === 0 : groups.some((group) => group.id === body.groupId);
  if (!groupKnown)
    fail('UNPROCESSABLE', {
      issues: [{ path: 'body.groupId', message: groups.length === 0 ? 'this project has no groups: null' : 'not a group of this project' }],
    });
  const experts = new Set(await findExperts(ctx.db, ctx.tenantId, body.expertUserIds));
  const strangers = body.expertUserIds.filter((id) => !experts.has(id));
  if (strangers.length > 0)
    fail('UNPROCESSABLE', { issues: [{ path: 'body.expertUserIds', message: `not experts of this district: ${strangers.join(', ')}` }] });

  await ctx.transaction(async (tx) => {
    const before = await panelExpertIds(tx, ctx.tenantId, project.id, body.groupId);
    const removed = before.filter((id) => !body.expertUserIds.includes(id));
    const kept = await expertsWithSheets(tx, ctx.tenantId, project.id, body.groupId, removed);
    if (kept.length > 0)
      throw new AppError('EXPERT_HAS_SCORED', {
        issues: [{ path: 'body.expertUserIds', message: `submitted scores already: ${kept.join(', ')}` }],
      });
    await replacePanel(tx, ctx.tenantId, {
      projectId: project.id,
      groupId: body.groupId,
      expertIds: body.expertUserIds,
      by: ctx.actor.userId,
    });
    await recordAudit(tx, ctx, {
      action: 'selection.panel.assigned',
      entityType: 'selection_project',
      entityId: String(project.id),
      before: { groupId: body.groupId, experts: before },
      after: { groupId: body.groupId, experts: body.expertUserIds },
    });
  });
  return (await selectionPanels(ctx, project.id)).groups.find((group) => group.groupId === body.groupId)!;
}

/** The caller's applications to score or scored, never one of their own school. */
export async function listApplicationsToScore(ctx: RequestContext, query: ScoringListQuery): Promise<ScoringListPage> {
  const { rows, pending, submitted } = await listForExpert(
    ctx.db,
    ctx.tenantId,
    { userId: ctx.actor.userId, schoolPath: ownSchoolPath(ctx.actor) },
    {
      state: query.state,
      projectId: query.prjId === undefined ? undefined : Number(query.prjId),
      keyword: query.keyword,
      limit: query.size,
      offset: (query.current - 1) * query.size,
    },
  );
  return {
    records: rows.map((row) => ({ ...row, appliedAt: iso(row.appliedAt), scoredAt: iso(row.scoredAt) })),
    total: query.state === 'pending' ? pending : submitted,
    current: query.current,
    size: query.size,
    counts: { pending, submitted },
  };
}

/**
 * One application as the caller scores it. 404 for an unknown one; SCORING_OWN_SCHOOL (403) for one of their own
 * school or their own; 403 when they are not on its group's panel or it has not passed review. Other experts'
 * totals only once the caller has submitted.
 */
export async function applicationToScore(ctx: RequestContext, applicationId: number): Promise<ScoringDetail> {
  const target = await scorable(ctx, applicationId);
  const [found, content, sheet, state] = await Promise.all([
    findProject(ctx.db, ctx.tenantId, target.projectId),
    loadApplicationContent(ctx.db, ctx.tenantId, target.projectId, applicationId),
    findSheet(ctx.db, ctx.tenantId, applicationId, ctx.actor.userId),
    findResultState(ctx.db, ctx.tenantId, target.projectId),
  ]);
  const groups = target.groupId === null ? [] : await listGroups(ctx.db, ctx.tenantId, [target.projectId]);
  const applicant = (target.applicant ?? {}) as { introduction?: string };
  return {
    applyId: applicationId,
    prjId: target.projectId,
    projectTitle: found!.project.title,
    groupName: groups.find((group) => group.id === target.groupId)?.name ?? null,
    applicantName: target.applicantName,
    orgName: target.orgName,
    introduction: applicant.introduction ?? '',
    appliedAt: iso(target.appliedAt),
    maxTotal: content.maxTotal,
    sections: content.sections,
    mySheet: sheet
      ? { total: sheet.total, comment: sheet.comment, submittedAt: sheet.submittedAt.toISOString(), scores: sheet.scores }
      : null,
    otherTotals: sheet ? await otherTotals(ctx.db, ctx.tenantId, applicationId, ctx.actor.userId) : null,
    maySubmit: !sheet && !state,
  };
}

/**
 * Submits the caller's scores of an application: every scored indicator once, within its maximum (422 naming the
 * indicators otherwise), each with a comment if given, and the sheet's overall comment. Once only (409
 * SCORES_SUBMITTED), and only while the project is scoring (409 SCORING_CLOSED). The application's score is
 * recomputed in the same transaction. Audited.
 */
export async function submitSelectionScores(ctx: RequestContext, body: SubmitScoresBody): Promise<SubmitScoresResult> {
  const target = await scorable(ctx, body.applyId);
  const content = await loadApplicationContent(ctx.db, ctx.tenantId, target.projectId, body.applyId);
  const indicators = scoredIndicators(content);
  const given = new Map(body.scores.map((score, index) => [score.itemId, { ...score, index }]));
  const issues = [
    ...indicators
      .filter((item) => !given.has(item.id))
      .map((item) => ({ path: 'body.scores', message: `indicator ${item.id} (${item.title}) is not scored` })),
    ...body.scores
      .filter((score) => !indicators.some((item) => item.id === score.itemId))
      .map((score) => ({
        path: `body.scores.${given.get(score.itemId)!.index}.itemId`,
        message: 'not a scored indicator of this application',
      })),
    ...indicators
      .filter((item) => (given.get(item.id)?.score ?? 0) > Number(item.maxScore))
      .map((item) => ({
        path: `body.scores.${given.get(item.id)!.index}.score`,
        message: `above the maximum of ${Number(item.maxScore)}`,
      })),
  ];
  if (issues.length > 0) fail('UNPROCESSABLE', { issues });
  const scores = indicators.map((item) => ({
    itemId: item.id,
    score: given.get(item.id)!.score,
    comment: given.get(item.id)!.comment ?? '',
  }));
  const total = sheetTotal(scores.map((score) => score.score));
  const submittedAt = new Date();

  return ctx.transaction(async (tx) => {
    const project = await shareProject(tx, ctx.tenantId, target.projectId);
    if (!project) throw new AppError('NOT_FOUND');
    if (await findResultState(tx, ctx.tenantId, target.projectId)) throw new AppError('SCORING_CLOSED');
    const sheet = {
      applicationId: body.applyId,
      expertUserId: ctx.actor.userId,
      projectId: target.projectId,
      total,
      comment: body.comment,
      submittedAt,
      scores,
    };
    if (!(await insertSheet(tx, ctx.tenantId, sheet))) throw new AppError('SCORES_SUBMITTED');
    const method = project.aggregation as ScoreAggregationValue;
    const after = await refreshScore(
      tx,
      ctx.tenantId,
      { applicationId: body.applyId, projectId: target.projectId, groupId: target.groupId },
      (totals) => aggregateScore(totals, method),
    );
    await recordAudit(tx, ctx, {
      action: 'selection.scores.submitted',
      entityType: 'selection_application',
      entityId: String(body.applyId),
      after: { total, scores: scores.map(({ itemId, score }) => ({ itemId, score })), applicationScore: after.score, sheets: after.sheets },
    });
    return { applyId: body.applyId, total, submittedAt: submittedAt.toISOString() };
  });
}

/** An application the caller may score now, or the refusal: 404, SCORING_OWN_SCHOOL, or 403 off the panel / not passed. */
async function scorable(ctx: RequestContext, applicationId: number) {
  const target = await findScoringTarget(ctx.db, ctx.tenantId, applicationId, ctx.actor.userId);
  if (!target) throw new AppError('NOT_FOUND');
  if (!scoringAccess.scoreApplication(ctx.actor, { userId: target.userId, orgPath: target.orgPath }))
    throw new AppError('SCORING_OWN_SCHOOL');
  if (!target.onPanel || target.status !== '6') throw new AppError('FORBIDDEN');
  return target;
}
