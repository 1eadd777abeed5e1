import type { ApplyEvidence, ApplyState, AuditApplyBody, DevelopmentApplyBody, UpdateApplyBody } from '@yanxiu/contract/development-apply';
import type { FileKind } from '@yanxiu/contract/development-model';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { requireAccess } from '@server/platform/access/access';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { actOnReview, openReview } from '@server/platform/review/review-engine';
import type { ReviewEvent } from '@server/platform/review/review-state';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { lockEvidenceFiles } from '@server/modules/files/files.public';
import { conditionNeeds, evidenceIssues } from './development-apply-evidence';
import {
  findEvidenceFiles,
  hasOpenApplication,
  insertApplication,
  lockTeacher,
  markFinished,
  setReviewInstance,
  setTeacherPhase,
  updateSubmission,
  type ApplicationReviewRow,
  type ApplicationWithReview,
} from './development-apply.repository';
import { getSelectablePhases } from '@server/modules/development/model/development-model.service';
import { findPostType, listConditionFiles } from '@server/modules/development/model/development-model.repository';
import { developmentAccess, developmentRoles } from '@server/modules/development/development.access';
import { DEVELOPMENT_SUBJECT, DEVELOPMENT_WORKFLOW } from '@server/modules/development/development-workflow';
import { fileIdsOf, loadDevelopmentApplication, stateOf, type ApplySnapshot } from './development-apply-view';
import { grantBackboneRoleOnRung } from '@server/modules/development/backbone-rung';

// Development applications: applying, deciding through the review engine and finishing.

/** 422 when an evidence file was deleted between the check and the write (the check's lock comes first now). */
async function requireEvidenceStill(tx: Executor, tenantId: TenantId, evidence: ApplyEvidence): Promise<void> {
  const ids = fileIdsOf(evidence);
  const present = await lockEvidenceFiles(tx, tenantId, ids);
  const gone = ids.filter((id) => !present.has(id));
  if (gone.length > 0)
    throw new AppError('UNPROCESSABLE', { issues: gone.map((id) => ({ path: 'body.evidence', message: `file ${id} no longer exists` })) });
}

/**
 * Checks that the phase is the next one getCanSelectPhase offers, that no checked condition fails, and that the
 * evidence covers every required file, and every condition the platform could not check, with the caller's own
 * uploads; answers the conditions as evaluated.
 */
async function evaluate(ctx: RequestContext, postTypeCode: string, phaseCode: string, evidence: ApplyEvidence) {
  const selectable = await getSelectablePhases(ctx, postTypeCode);
  const phase = selectable.phases.find((candidate) => candidate.next);
  if (!phase || phase.phaseCode !== phaseCode) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.phaseCode', message: 'not the next phase on this path' }] });
  }
  if (phase.eligible === false) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.phaseCode', message: 'a checked condition is not met' }] });
  }
  const conditionFiles = await listConditionFiles(ctx.db, ctx.tenantId, postTypeCode, phaseCode);
  const needs = conditionNeeds(
    phase.conditions,
    conditionFiles.map((file) => ({ ...file, kinds: file.kinds as FileKind[] })),
  );
  const stored = await findEvidenceFiles(ctx.db, ctx.tenantId, fileIdsOf(evidence));
  const issues = evidenceIssues(evidence, needs, stored, ctx.actor.userId);
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  const files = Object.fromEntries(stored.map((file) => [file.id, { name: file.name, contentType: file.contentType, size: file.size }]));
  return { fromPhaseCode: selectable.currentPhase.phaseCode, conditions: phase.conditions, files };
}

/**
 * Finishes an approved application inside `tx`: guarded by finished_at, so of two district admins finishing at
 * once one moves the teacher and the other gets 409. Answers when it was finished.
 */
async function finishIn(tx: Executor, ctx: RequestContext, application: ApplicationWithReview['application']): Promise<Date> {
  const now = new Date();
  if (!(await markFinished(tx, ctx.tenantId, application.id, now))) throw new AppError('CONFLICT');
  await setTeacherPhase(tx, ctx.tenantId, application.userId, application.phaseCode, now);
  await recordAudit(tx, ctx, {
    action: 'development.apply_finished',
    entityType: 'development_application',
    entityId: String(application.id),
    before: { userId: application.userId, phaseCode: application.fromPhaseCode },
    after: { userId: application.userId, phaseCode: application.phaseCode, finishedAt: now.toISOString() },
  });
  await grantBackboneRoleOnRung(ctx, tx, application);
  return now;
}

/** Whether the caller may finish an application of this review: the district role, over the applicant. */
function mayFinish(ctx: RequestContext, review: ApplicationReviewRow): boolean {
  return developmentRoles.district.some((role) => ctx.actor.roles.includes(role)) && developmentAccess.finishApplication(ctx.actor, review);
}

/**
 * A reviewer's decision through the engine, audited in the same transaction; with `finish`, an approval that
 * completes the review also finishes the process there (422 when it does not, 403 when the caller may not finish).
 */
async function decide(
  ctx: RequestContext,
  applyId: number,
  event: Extract<ReviewEvent, 'approve' | 'reject' | 'return'>,
  comment: string | undefined,
  finish = false,
): Promise<ApplyState> {
  const found = await loadDevelopmentApplication(ctx, applyId);
  if (finish && !mayFinish(ctx, found.review)) throw new AppError('FORBIDDEN');
  const before = stateOf(applyId, found.review, found.application.finishedAt);
  return ctx.transaction(async (tx) => {
    // Judged on the version read: if the review moved meanwhile the engine answers a conflict.
    const moved = await actOnReview(eventScopeOf(ctx, tx), found.review.id, ctx.actor, event, {
      comment,
      expectedVersion: found.review.version,
    });
    const after = stateOf(applyId, moved, found.application.finishedAt);
    await recordAudit(tx, ctx, {
      action: `development.apply_${event}`,
      entityType: 'development_application',
      entityId: String(applyId),
      before: { status: before.status, stepCode: before.stepCode, round: before.round },
      after: { status: after.status, stepCode: after.stepCode, round: after.round, comment: comment ?? null },
    });
    if (!finish) return after;
    // Rolls the approval back too: finishing is asked for together with it, or neither happens.
    if (moved.status !== '6')
      throw new AppError('UNPROCESSABLE', {
        issues: [{ path: 'body.finish', message: 'this approval is not the last step of the review' }],
      });
    return stateOf(applyId, moved, await finishIn(tx, ctx, found.application));
  });
}

export async function applyForDevelopment(ctx: RequestContext, body: DevelopmentApplyBody): Promise<ApplyState> {
  const postType = await findPostType(ctx.db, ctx.tenantId, body.postTypeCode);
  if (postType?.enabled && !postType.sectionCodes.includes(body.sectionCode)) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.sectionCode', message: 'the post type is not open in this section' }] });
  }
  const { fromPhaseCode, conditions, files } = await evaluate(ctx, body.postTypeCode, body.phaseCode, body.evidence);
  const { sectionCode, postTypeCode, phaseCode, statement, evidence } = body;
  const snapshot: ApplySnapshot = { sectionCode, postTypeCode, phaseCode, fromPhaseCode, statement, evidence, conditions, files };
  return ctx.transaction(async (tx) => {
    await lockTeacher(tx, ctx.tenantId, ctx.actor.userId);
    await requireEvidenceStill(tx, ctx.tenantId, evidence);
    if (await hasOpenApplication(tx, ctx.tenantId, ctx.actor.userId)) {
      throw new AppError('CONFLICT', { issues: [{ path: 'body', message: 'an earlier application is still open' }] });
    }
    const application = await insertApplication(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.actor.userId,
      sectionCode,
      postTypeCode,
      phaseCode,
      fromPhaseCode,
      statement,
      evidence,
    });
    const review = await openReview(eventScopeOf(ctx, tx), DEVELOPMENT_WORKFLOW, {
      subjectType: DEVELOPMENT_SUBJECT,
      subjectId: String(application.id),
      applicant: { userId: ctx.actor.userId, orgPath: ctx.actor.orgPath },
      snapshot,
      submit: true,
    });
    await setReviewInstance(tx, ctx.tenantId, application.id, review.id);
    const after = stateOf(application.id, review, null);
    await recordAudit(tx, ctx, {
      action: 'development.apply_submitted',
      entityType: 'development_application',
      entityId: String(application.id),
      after: { ...after, sectionCode, postTypeCode, phaseCode, fromPhaseCode, evidence },
    });
    return after;
  });
}

export async function resubmitDevelopmentApplication(ctx: RequestContext, body: UpdateApplyBody): Promise<ApplyState> {
  const { application, review } = await loadDevelopmentApplication(ctx, body.applyId);
  requireAccess(ctx.actor, developmentAccess.changeApplication, application);
  if (review.status !== '5') throw new AppError('CONFLICT');
  const { fromPhaseCode, conditions, files } = await evaluate(ctx, application.postTypeCode, application.phaseCode, body.evidence);
  const { sectionCode, postTypeCode, phaseCode } = application;
  const snapshot: ApplySnapshot = {
    sectionCode,
    postTypeCode,
    phaseCode,
    fromPhaseCode,
    statement: body.statement,
    evidence: body.evidence,
    conditions,
    files,
  };
  return ctx.transaction(async (tx) => {
    await requireEvidenceStill(tx, ctx.tenantId, body.evidence);
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, 'resubmit', { snapshot, expectedVersion: review.version });
    await updateSubmission(tx, ctx.tenantId, application.id, { statement: body.statement, evidence: body.evidence });
    const after = stateOf(application.id, moved, null);
    await recordAudit(tx, ctx, {
      action: 'development.apply_resubmit',
      entityType: 'development_application',
      entityId: String(application.id),
      before: { status: review.status, round: review.round, statement: application.statement, evidence: application.evidence },
      after: { status: after.status, stepCode: after.stepCode, round: after.round, statement: body.statement, evidence: body.evidence },
    });
    return after;
  });
}

export function returnDevelopmentApplication(ctx: RequestContext, applyId: number, comment: string): Promise<ApplyState> {
  return decide(ctx, applyId, 'return', comment);
}

export function decideDevelopmentApplication(ctx: RequestContext, body: AuditApplyBody): Promise<ApplyState> {
  return decide(ctx, body.applyId, body.decision, body.comment, body.decision === 'approve' && body.finish === true);
}

export async function withdrawDevelopmentApplication(ctx: RequestContext, applyId: number): Promise<ApplyState> {
  const { application, review } = await loadDevelopmentApplication(ctx, applyId);
  requireAccess(ctx.actor, developmentAccess.changeApplication, application);
  const before = stateOf(applyId, review, application.finishedAt);
  return ctx.transaction(async (tx) => {
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, 'withdraw', { expectedVersion: review.version });
    const after = stateOf(applyId, moved, application.finishedAt);
    await recordAudit(tx, ctx, {
      action: 'development.apply_withdraw',
      entityType: 'development_application',
      entityId: String(applyId),
      before: { status: before.status, stepCode: before.stepCode, round: before.round },
      after: { status: after.status, round: after.round },
    });
    return after;
  });
}

export async function finishDevelopmentApplication(ctx: RequestContext, applyId: number): Promise<ApplyState> {
  const { application, review } = await loadDevelopmentApplication(ctx, applyId);
  requireAccess(ctx.actor, developmentAccess.finishApplication, review);
  if (review.status !== '6' || application.finishedAt) throw new AppError('CONFLICT');
  return ctx.transaction(async (tx) => stateOf(applyId, review, await finishIn(tx, ctx, application)));
}
