import type {
  ApplyDetail,
  ApplyEvidence,
  ApplyRecord,
  ApplyState,
  ApplyStatusValue,
  AuditApplyBody,
  DevelopmentApplyBody,
  EvidenceFile,
  PhaseHistoryItem,
  ReviewQueueFilters,
  ReviewQueueItem,
  ReviewQueuePage,
  ReviewQueueQuery,
  UpdateApplyBody,
} from '@yanxiu/contract/development-apply';
import type { CheckedCondition, FileKind } from '@yanxiu/contract/development-model';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { requireAccess } from '@server/platform/access/access';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { actOnReview, openReview, type QueueOptions, reviewHistory, reviewQueue, reviewQueueCounts } from '@server/platform/review/review-engine';
import type { ReviewEvent } from '@server/platform/review/review-state';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { lockEvidenceFiles } from '@server/modules/files/files.public';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { conditionNeeds, evidenceIssues } from './development-apply-evidence';
import {
  findApplication,
  findEvidenceFiles,
  findUserNames,
  hasOpenApplication,
  insertApplication,
  listApplicationsByReview,
  listApplicationsOfUser,
  lockTeacher,
  markFinished,
  setReviewInstance,
  setTeacherPhase,
  updateSubmission,
  applicationsWhere,
  type ApplicationReviewRow,
  type ApplicationWithReview,
} from './development-apply.repository';
import { createDevelopmentModelService } from '@server/modules/development/model/development-model.service';
import { findPostType, listConditionFiles, listPostTypes } from '@server/modules/development/model/development-model.repository';
import { developmentAccess, developmentRoles } from '@server/modules/development/development.access';
import { listPhases } from '@server/modules/development/development.repository';
import { DEVELOPMENT_SUBJECT, DEVELOPMENT_WORKFLOW } from '@server/modules/development/development-workflow';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The start of a calendar day in China, where the product's users are. */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const stepsOf = (review: ApplicationReviewRow) => review.steps as InstanceStep[];

/** Where an application stands, in the contract's shape. */
function stateOf(applyId: number, review: ApplicationReviewRow, finishedAt: Date | null): ApplyState {
  const status = review.status as ApplyStatusValue;
  return { applyId, status, stepCode: status === '4' ? (stepsOf(review)[review.stepIndex]?.code ?? null) : null, round: review.round, finishedAt: iso(finishedAt) };
}

/** What an evidence file was when submitted, so a file deleted later can still be named. */
type SubmittedFile = { name: string; contentType: string; size: number };

/**
 * What a reviewer is shown of the application: the snapshot the engine keeps with each decision. `files` is
 * absent from snapshots taken before it was recorded.
 */
type ApplySnapshot = {
  sectionCode: string;
  postTypeCode: string;
  phaseCode: string;
  fromPhaseCode: string;
  statement: string;
  evidence: ApplyEvidence;
  conditions: CheckedCondition[];
  files?: Record<string, SubmittedFile>;
};

const fileIdsOf = (evidence: ApplyEvidence) => [...new Set(Object.values(evidence).flat())];

/** The evidence of a snapshot per condition, each file as it is now or, when deleted since, as it was submitted. */
export function evidenceView(snapshot: Pick<ApplySnapshot, 'evidence' | 'files'>, existing: ReadonlyMap<string, SubmittedFile>): ApplyDetail['evidence'] {
  return Object.entries(snapshot.evidence).map(([conditionCode, ids]) => ({
    conditionCode,
    files: ids.map((id): EvidenceFile => {
      const file = existing.get(id);
      if (file) return { id, ...file };
      const submitted = snapshot.files?.[id];
      return { id, name: submitted?.name ?? '', contentType: submitted?.contentType ?? '', size: submitted?.size ?? 0, missing: true };
    }),
  }));
}

/** 422 when an evidence file was deleted between the check and the write (the check's lock comes first now). */
async function requireEvidenceStill(tx: Executor, tenantId: TenantId, evidence: ApplyEvidence): Promise<void> {
  const ids = fileIdsOf(evidence);
  const present = await lockEvidenceFiles(tx, tenantId, ids);
  const gone = ids.filter((id) => !present.has(id));
  if (gone.length > 0) throw new AppError('UNPROCESSABLE', { issues: gone.map((id) => ({ path: 'body.evidence', message: `file ${id} no longer exists` })) });
}

/** Development applications: applying, deciding through the review engine, finishing, and their history. */
export function createDevelopmentApplyService(deps: AppDeps) {
  const { db } = deps;
  const model = createDevelopmentModelService(deps);

  /**
   * Checks that the phase is the next one getCanSelectPhase offers, that no checked condition fails, and that the
   * evidence covers every required file, and every condition the platform could not check, with the caller's own
   * uploads; answers the conditions as evaluated.
   */
  async function evaluate(ctx: RequestContext, postTypeCode: string, phaseCode: string, evidence: ApplyEvidence) {
    const selectable = await model.getSelectablePhases(ctx, postTypeCode);
    const phase = selectable.phases.find((candidate) => candidate.next);
    if (!phase || phase.phaseCode !== phaseCode) {
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.phaseCode', message: 'not the next phase on this path' }] });
    }
    if (phase.eligible === false) {
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.phaseCode', message: 'a checked condition is not met' }] });
    }
    const conditionFiles = await listConditionFiles(db, ctx.tenantId, postTypeCode, phaseCode);
    const needs = conditionNeeds(phase.conditions, conditionFiles.map((file) => ({ ...file, kinds: file.kinds as FileKind[] })));
    const stored = await findEvidenceFiles(db, ctx.tenantId, fileIdsOf(evidence));
    const issues = evidenceIssues(evidence, needs, stored, ctx.actor.userId);
    if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
    const files = Object.fromEntries(stored.map((file) => [file.id, { name: file.name, contentType: file.contentType, size: file.size }]));
    return { fromPhaseCode: selectable.currentPhase.phaseCode, conditions: phase.conditions, files };
  }

  async function load(tenantId: TenantId, applyId: number, executor: Executor = db): Promise<ApplicationWithReview> {
    const found = await findApplication(executor, tenantId, applyId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** Only the teacher themselves or staff over them read a teacher's history. */
  async function readableTeacher({ tenantId, actor }: RequestContext, userId: number): Promise<void> {
    if (userId === actor.userId) return;
    const person = await findPerson(db, tenantId, userId);
    // Only staff learn whether an id exists; to anyone else every other id is simply forbidden.
    if (!person) throw new AppError(developmentAccess.lookUpTeachers(actor) ? 'NOT_FOUND' : 'FORBIDDEN');
    requireAccess(actor, developmentAccess.readTeacher, person);
  }

  /** Names of the tenant's post types and phases, for lists. */
  async function names(tenantId: TenantId) {
    const [postTypes, phases] = await Promise.all([listPostTypes(db, tenantId), listPhases(db, tenantId)]);
    return { postType: new Map(postTypes.map((row) => [row.code, row])), phase: new Map(phases.map((row) => [row.code, row])) };
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
  async function decide(ctx: RequestContext, applyId: number, event: ReviewEvent, comment: string | undefined, finish = false): Promise<ApplyState> {
    const found = await load(ctx.tenantId, applyId);
    if (finish && !mayFinish(ctx, found.review)) throw new AppError('FORBIDDEN');
    const before = stateOf(applyId, found.review, found.application.finishedAt);
    return ctx.transaction(async (tx) => {
      // Judged on the version read: if the review moved meanwhile the engine answers a conflict.
      const moved = await actOnReview(eventScopeOf(ctx, tx), found.review.id, ctx.actor, event, { comment, expectedVersion: found.review.version });
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
      if (moved.status !== '6') throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.finish', message: 'this approval is not the last step of the review' }] });
      return stateOf(applyId, moved, await finishIn(tx, ctx, found.application));
    });
  }

  return {
    async apply(ctx: RequestContext, body: DevelopmentApplyBody): Promise<ApplyState> {
      const postType = await findPostType(db, ctx.tenantId, body.postTypeCode);
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
        const application = await insertApplication(tx, { tenantId: ctx.tenantId, userId: ctx.actor.userId, sectionCode, postTypeCode, phaseCode, fromPhaseCode, statement, evidence });
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
    },

    async update(ctx: RequestContext, body: UpdateApplyBody): Promise<ApplyState> {
      const { application, review } = await load(ctx.tenantId, body.applyId);
      requireAccess(ctx.actor, developmentAccess.changeApplication, application);
      if (review.status !== '5') throw new AppError('CONFLICT');
      const { fromPhaseCode, conditions, files } = await evaluate(ctx, application.postTypeCode, application.phaseCode, body.evidence);
      const { sectionCode, postTypeCode, phaseCode } = application;
      const snapshot: ApplySnapshot = { sectionCode, postTypeCode, phaseCode, fromPhaseCode, statement: body.statement, evidence: body.evidence, conditions, files };
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
    },

    suggestUpdate: (ctx: RequestContext, applyId: number, comment: string) => decide(ctx, applyId, 'return', comment),

    audit: (ctx: RequestContext, body: AuditApplyBody) => decide(ctx, body.applyId, body.decision, body.comment, body.decision === 'approve' && body.finish === true),

    async cancel(ctx: RequestContext, applyId: number): Promise<ApplyState> {
      const { application, review } = await load(ctx.tenantId, applyId);
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
    },

    async finish(ctx: RequestContext, applyId: number): Promise<ApplyState> {
      const { application, review } = await load(ctx.tenantId, applyId);
      requireAccess(ctx.actor, developmentAccess.finishApplication, review);
      if (review.status !== '6' || application.finishedAt) throw new AppError('CONFLICT');
      return ctx.transaction(async (tx) => stateOf(applyId, review, await finishIn(tx, ctx, application)));
    },

    async detail(ctx: RequestContext, applyId: number): Promise<ApplyDetail> {
      const found = await load(ctx.tenantId, applyId);
      const { application, review } = found;
      const readable = { applicantUserId: application.userId, applicantOrgPath: review.applicantOrgPath, steps: stepsOf(review) };
      requireAccess(ctx.actor, developmentAccess.readApplication, readable);
      const snapshot = review.snapshot as ApplySnapshot;
      const [person, history, lookup] = await Promise.all([findPerson(db, ctx.tenantId, application.userId), reviewHistory(ctx.db, ctx.tenantId, review.id), names(ctx.tenantId)]);
      const [files, actorNames] = await Promise.all([
        findEvidenceFiles(db, ctx.tenantId, fileIdsOf(snapshot.evidence)),
        findUserNames(db, ctx.tenantId, [...new Set(history.map((entry) => entry.actorUserId))]),
      ]);
      const existing = new Map(files.map((file) => [file.id, { name: file.name, contentType: file.contentType, size: file.size }]));
      const steps = stepsOf(review);
      const postType = lookup.postType.get(application.postTypeCode);
      const phase = lookup.phase.get(application.phaseCode);
      return {
        ...stateOf(applyId, review, application.finishedAt),
        userId: String(application.userId),
        userName: person?.name ?? '',
        orgName: person?.orgName ?? '',
        sectionCode: application.sectionCode,
        postTypeCode: application.postTypeCode,
        postTypeName: postType?.name ?? application.postTypeCode,
        postTypeNameEn: postType?.nameEn ?? application.postTypeCode,
        phaseCode: application.phaseCode,
        phaseName: phase?.name ?? application.phaseCode,
        phaseNameEn: phase?.nameEn ?? application.phaseCode,
        fromPhaseCode: application.fromPhaseCode,
        fromPhaseName: lookup.phase.get(application.fromPhaseCode)?.name ?? application.fromPhaseCode,
        statement: snapshot.statement,
        conditions: snapshot.conditions,
        evidence: evidenceView(snapshot, existing),
        steps: steps.map(({ code, role, scope }) => ({ code, role, scope })),
        createdAt: application.createdAt.toISOString(),
        submittedAt: iso(review.submittedAt),
        history: history.map((entry) => ({
          actorUserId: String(entry.actorUserId),
          actorName: actorNames.get(entry.actorUserId) ?? '',
          stepCode: entry.stepCode,
          role: steps.find((step) => step.code === entry.stepCode)?.role ?? 'applicant',
          event: entry.event,
          comment: entry.comment,
          round: entry.round,
          statusAfter: entry.statusAfter as ApplyStatusValue,
          decidedAt: entry.decidedAt.toISOString(),
        })),
      };
    },

    async records(ctx: RequestContext, userId: number): Promise<ApplyRecord[]> {
      await readableTeacher(ctx, userId);
      const [rows, lookup] = await Promise.all([listApplicationsOfUser(db, ctx.tenantId, userId), names(ctx.tenantId)]);
      return rows.map(({ application, review }) => ({
        applyId: application.id,
        postTypeCode: application.postTypeCode,
        postTypeName: lookup.postType.get(application.postTypeCode)?.name ?? application.postTypeCode,
        fromPhaseCode: application.fromPhaseCode,
        phaseCode: application.phaseCode,
        phaseName: lookup.phase.get(application.phaseCode)?.name ?? application.phaseCode,
        status: review.status as ApplyStatusValue,
        round: review.round,
        createdAt: application.createdAt.toISOString(),
        submittedAt: iso(review.submittedAt),
        finishedAt: iso(application.finishedAt),
      }));
    },

    async phaseHistory(ctx: RequestContext, userId: number): Promise<PhaseHistoryItem[]> {
      await readableTeacher(ctx, userId);
      const [rows, lookup] = await Promise.all([listApplicationsOfUser(db, ctx.tenantId, userId), names(ctx.tenantId)]);
      return rows
        .flatMap(({ application }) => (application.finishedAt ? [{ ...application, finishedAt: application.finishedAt }] : []))
        .sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime())
        .map((application) => ({
          applyId: application.id,
          postTypeCode: application.postTypeCode,
          fromPhaseCode: application.fromPhaseCode,
          fromPhaseName: lookup.phase.get(application.fromPhaseCode)?.name ?? application.fromPhaseCode,
          phaseCode: application.phaseCode,
          phaseName: lookup.phase.get(application.phaseCode)?.name ?? application.phaseCode,
          finishedAt: application.finishedAt.toISOString(),
        }));
    },

    /** The choices of the queue's filters: the tenant's post types and phases, and every step of the workflow. */
    async queueFilters(ctx: RequestContext): Promise<ReviewQueueFilters> {
      const [postTypes, phases] = await Promise.all([listPostTypes(db, ctx.tenantId), listPhases(db, ctx.tenantId)]);
      const choice = (row: { code: string; name: string; nameEn: string }) => ({ code: row.code, name: row.name, nameEn: row.nameEn });
      return {
        postTypes: postTypes.map(choice),
        phases: phases.map(choice),
        steps: DEVELOPMENT_WORKFLOW.steps.map((step) => ({ code: step.code, name: step.label['zh-CN'], nameEn: step.label['en-US'] })),
      };
    },

    async queue(ctx: RequestContext, query: Omit<ReviewQueueQuery, 'appId'>): Promise<ReviewQueuePage> {
      const options: QueueOptions = {
        workflow: DEVELOPMENT_WORKFLOW.code,
        stepCode: query.stepCode,
        status: query.status,
        applicantKeyword: query.keyword,
        submittedFrom: query.submittedFrom ? chinaDayStart(query.submittedFrom) : undefined,
        submittedBefore: query.submittedTo ? new Date(chinaDayStart(query.submittedTo).getTime() + DAY_MS) : undefined,
        subject: applicationsWhere(query),
      };
      const [{ rows, total }, counts] = await Promise.all([
        reviewQueue(ctx.db, ctx.tenantId, ctx.actor, { ...options, state: query.state, page: query.current, size: query.size }),
        reviewQueueCounts(ctx.db, ctx.tenantId, ctx.actor, options),
      ]);
      const [applications, lookup] = await Promise.all([listApplicationsByReview(db, ctx.tenantId, rows.map((row) => row.id)), names(ctx.tenantId)]);
      const byReview = new Map(applications.map((row) => [row.application.reviewInstanceId, row]));
      const records: ReviewQueueItem[] = rows.flatMap((review) => {
        const row = byReview.get(review.id);
        if (!row) return [];
        const { application } = row;
        return [
          {
            applyId: application.id,
            userId: String(application.userId),
            userName: row.userName,
            orgName: row.orgName,
            postTypeCode: application.postTypeCode,
            postTypeName: lookup.postType.get(application.postTypeCode)?.name ?? application.postTypeCode,
            phaseCode: application.phaseCode,
            phaseName: lookup.phase.get(application.phaseCode)?.name ?? application.phaseCode,
            stepCode: stepsOf(review)[review.stepIndex]?.code ?? '',
            round: review.round,
            submittedAt: iso(review.submittedAt),
            status: review.status as ApplyStatusValue,
            sectionCode: application.sectionCode,
          },
        ];
      });
      return { records, total, current: query.current, size: query.size, counts };
    },
  };
}
