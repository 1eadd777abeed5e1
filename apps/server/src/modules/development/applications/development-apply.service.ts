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
import type { FastifyRequest } from 'fastify';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { isStaffOver, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { createReviewEngine, type QueueOptions } from '@server/platform/review/review-engine';
import type { ReviewEvent } from '@server/platform/review/review-state';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { evidenceIssues } from './development-apply-evidence';
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
import { lockEvidenceFiles } from '@server/modules/development/evidence/development-evidence.repository';
import { createDevelopmentModelService } from '@server/modules/development/model/development-model.service';
import { findPostType, listConditionFiles, listPostTypes } from '@server/modules/development/model/development-model.repository';
import { DEVELOPMENT_SUBJECT, DEVELOPMENT_WORKFLOW } from './development-workflow';
import { listPhases } from '@server/modules/development/development.repository';
import { inWriteTransaction } from '@server/modules/development/write-transaction';

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
async function requireEvidenceStill(tx: Executor, tenantId: number, evidence: ApplyEvidence): Promise<void> {
  const ids = fileIdsOf(evidence);
  const present = await lockEvidenceFiles(tx, tenantId, ids);
  const gone = ids.filter((id) => !present.has(id));
  if (gone.length > 0) throw new AppError('UNPROCESSABLE', { issues: gone.map((id) => ({ path: 'body.evidence', message: `file ${id} no longer exists` })) });
}

/** Development applications: applying, deciding through the review engine, finishing, and their history. */
export function createDevelopmentApplyService(deps: AppDeps) {
  const { db } = deps;
  const engine = createReviewEngine(db);
  const model = createDevelopmentModelService(deps);

  /**
   * Checks that the phase is the next one getCanSelectPhase offers, that no checked condition fails, and that the
   * evidence covers every required file with the caller's own uploads; answers the conditions as evaluated.
   */
  async function evaluate(tenant: Tenant, actor: Actor, postTypeCode: string, phaseCode: string, evidence: ApplyEvidence) {
    const selectable = await model.getSelectablePhases(tenant, actor, postTypeCode);
    const phase = selectable.phases.find((candidate) => candidate.next);
    if (!phase || phase.phaseCode !== phaseCode) {
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.phaseCode', message: 'not the next phase on this path' }] });
    }
    if (phase.eligible === false) {
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.phaseCode', message: 'a checked condition is not met' }] });
    }
    const conditionFiles = await listConditionFiles(db, tenant.id, postTypeCode, phaseCode);
    const needs = phase.conditions.map((condition) => {
      const files = conditionFiles.filter((file) => file.conditionCode === condition.code);
      return { code: condition.code, requiredFiles: files.filter((file) => file.required).length, kinds: [...new Set(files.flatMap((file) => file.kinds as FileKind[]))] };
    });
    const stored = await findEvidenceFiles(db, tenant.id, fileIdsOf(evidence));
    const issues = evidenceIssues(evidence, needs, stored, actor.userId);
    if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
    const files = Object.fromEntries(stored.map((file) => [file.id, { name: file.name, contentType: file.contentType, size: file.size }]));
    return { fromPhaseCode: selectable.currentPhase.phaseCode, conditions: phase.conditions, files };
  }

  async function load(tenantId: number, applyId: number, executor: Executor = db): Promise<ApplicationWithReview> {
    const found = await findApplication(executor, tenantId, applyId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** The applicant, staff over them, and reviewers of a step of its review within that step's scope. */
  function mayRead(actor: Actor, { application, review }: ApplicationWithReview): boolean {
    if (actor.userId === application.userId || isStaffOver(actor, review.applicantOrgPath)) return true;
    return stepsOf(review).some((step) => actor.roles.includes(step.role) && (step.scope === 'tenant' || review.applicantOrgPath.startsWith(actor.orgPath)));
  }

  /** Only the teacher themselves or staff over them read a teacher's history. */
  async function readableTeacher(tenant: Tenant, actor: Actor, userId: number): Promise<void> {
    if (userId === actor.userId) return;
    const person = await findPerson(db, tenant.id, userId);
    // Only staff learn whether an id exists; to anyone else every other id is simply forbidden.
    if (!person) throw new AppError(isStaffOver(actor, actor.orgPath) ? 'NOT_FOUND' : 'FORBIDDEN');
    if (!isStaffOver(actor, person.orgPath)) throw new AppError('FORBIDDEN');
  }

  /** Names of the tenant's post types and phases, for lists. */
  async function names(tenantId: number) {
    const [postTypes, phases] = await Promise.all([listPostTypes(db, tenantId), listPhases(db, tenantId)]);
    return { postType: new Map(postTypes.map((row) => [row.code, row])), phase: new Map(phases.map((row) => [row.code, row])) };
  }

  /** A reviewer's decision through the engine, audited in the same transaction. */
  async function decide(request: FastifyRequest, tenant: Tenant, actor: Actor, applyId: number, event: ReviewEvent, comment: string | undefined): Promise<ApplyState> {
    const found = await load(tenant.id, applyId);
    const before = stateOf(applyId, found.review, found.application.finishedAt);
    return inWriteTransaction(db, async (tx) => {
      // Judged on the version read: if the review moved meanwhile the engine answers a conflict.
      const moved = await engine.act(tenant.id, found.review.id, actor, event, { comment, expectedVersion: found.review.version }, tx);
      const after = stateOf(applyId, moved, found.application.finishedAt);
      await recordAudit(tx, request, tenant.id, {
        action: `development.apply_${event}`,
        entityType: 'development_application',
        entityId: String(applyId),
        before: { status: before.status, stepCode: before.stepCode, round: before.round },
        after: { status: after.status, stepCode: after.stepCode, round: after.round, comment: comment ?? null },
      });
      return after;
    });
  }

  return {
    async apply(request: FastifyRequest, tenant: Tenant, actor: Actor, body: DevelopmentApplyBody): Promise<ApplyState> {
      const postType = await findPostType(db, tenant.id, body.postTypeCode);
      if (postType?.enabled && !postType.sectionCodes.includes(body.sectionCode)) {
        throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.sectionCode', message: 'the post type is not open in this section' }] });
      }
      const { fromPhaseCode, conditions, files } = await evaluate(tenant, actor, body.postTypeCode, body.phaseCode, body.evidence);
      const { sectionCode, postTypeCode, phaseCode, statement, evidence } = body;
      const snapshot: ApplySnapshot = { sectionCode, postTypeCode, phaseCode, fromPhaseCode, statement, evidence, conditions, files };
      return inWriteTransaction(db, async (tx) => {
        await lockTeacher(tx, tenant.id, actor.userId);
        await requireEvidenceStill(tx, tenant.id, evidence);
        if (await hasOpenApplication(tx, tenant.id, actor.userId)) {
          throw new AppError('CONFLICT', { issues: [{ path: 'body', message: 'an earlier application is still open' }] });
        }
        const application = await insertApplication(tx, { tenantId: tenant.id, userId: actor.userId, sectionCode, postTypeCode, phaseCode, fromPhaseCode, statement, evidence });
        const review = await engine.open(tx, tenant.id, DEVELOPMENT_WORKFLOW, {
          subjectType: DEVELOPMENT_SUBJECT,
          subjectId: String(application.id),
          applicant: { userId: actor.userId, orgPath: actor.orgPath },
          snapshot,
          submit: true,
        });
        await setReviewInstance(tx, tenant.id, application.id, review.id);
        const after = stateOf(application.id, review, null);
        await recordAudit(tx, request, tenant.id, {
          action: 'development.apply_submitted',
          entityType: 'development_application',
          entityId: String(application.id),
          after: { ...after, sectionCode, postTypeCode, phaseCode, fromPhaseCode, evidence },
        });
        return after;
      });
    },

    async update(request: FastifyRequest, tenant: Tenant, actor: Actor, body: UpdateApplyBody): Promise<ApplyState> {
      const { application, review } = await load(tenant.id, body.applyId);
      if (application.userId !== actor.userId) throw new AppError('FORBIDDEN');
      if (review.status !== '5') throw new AppError('CONFLICT');
      const { fromPhaseCode, conditions, files } = await evaluate(tenant, actor, application.postTypeCode, application.phaseCode, body.evidence);
      const { sectionCode, postTypeCode, phaseCode } = application;
      const snapshot: ApplySnapshot = { sectionCode, postTypeCode, phaseCode, fromPhaseCode, statement: body.statement, evidence: body.evidence, conditions, files };
      return inWriteTransaction(db, async (tx) => {
        await requireEvidenceStill(tx, tenant.id, body.evidence);
        const moved = await engine.act(tenant.id, review.id, actor, 'resubmit', { snapshot, expectedVersion: review.version }, tx);
        await updateSubmission(tx, tenant.id, application.id, { statement: body.statement, evidence: body.evidence });
        const after = stateOf(application.id, moved, null);
        await recordAudit(tx, request, tenant.id, {
          action: 'development.apply_resubmit',
          entityType: 'development_application',
          entityId: String(application.id),
          before: { status: review.status, round: review.round, statement: application.statement, evidence: application.evidence },
          after: { status: after.status, stepCode: after.stepCode, round: after.round, statement: body.statement, evidence: body.evidence },
        });
        return after;
      });
    },

    suggestUpdate: (request: FastifyRequest, tenant: Tenant, actor: Actor, applyId: number, comment: string) => decide(request, tenant, actor, applyId, 'return', comment),

    audit: (request: FastifyRequest, tenant: Tenant, actor: Actor, body: AuditApplyBody) => decide(request, tenant, actor, body.applyId, body.decision, body.comment),

    async cancel(request: FastifyRequest, tenant: Tenant, actor: Actor, applyId: number): Promise<ApplyState> {
      const { application, review } = await load(tenant.id, applyId);
      if (application.userId !== actor.userId) throw new AppError('FORBIDDEN');
      const before = stateOf(applyId, review, application.finishedAt);
      return inWriteTransaction(db, async (tx) => {
        const moved = await engine.act(tenant.id, review.id, actor, 'withdraw', { expectedVersion: review.version }, tx);
        const after = stateOf(applyId, moved, application.finishedAt);
        await recordAudit(tx, request, tenant.id, {
          action: 'development.apply_withdraw',
          entityType: 'development_application',
          entityId: String(applyId),
          before: { status: before.status, stepCode: before.stepCode, round: before.round },
          after: { status: after.status, round: after.round },
        });
        return after;
      });
    },

    async finish(request: FastifyRequest, tenant: Tenant, actor: Actor, applyId: number): Promise<ApplyState> {
      const { application, review } = await load(tenant.id, applyId);
      if (!isStaffOver(actor, review.applicantOrgPath)) throw new AppError('FORBIDDEN');
      if (review.status !== '6' || application.finishedAt) throw new AppError('CONFLICT');
      return inWriteTransaction(db, async (tx) => {
        const now = new Date();
        // Guarded by finished_at: of two district admins finishing at once, one moves the teacher, the other gets 409.
        if (!(await markFinished(tx, tenant.id, applyId, now))) throw new AppError('CONFLICT');
        await setTeacherPhase(tx, tenant.id, application.userId, application.phaseCode, now);
        await recordAudit(tx, request, tenant.id, {
          action: 'development.apply_finished',
          entityType: 'development_application',
          entityId: String(applyId),
          before: { userId: application.userId, phaseCode: application.fromPhaseCode },
          after: { userId: application.userId, phaseCode: application.phaseCode, finishedAt: now.toISOString() },
        });
        return stateOf(applyId, review, now);
      });
    },

    async detail(tenant: Tenant, actor: Actor, applyId: number): Promise<ApplyDetail> {
      const found = await load(tenant.id, applyId);
      if (!mayRead(actor, found)) throw new AppError('FORBIDDEN');
      const { application, review } = found;
      const snapshot = review.snapshot as ApplySnapshot;
      const [person, history, lookup] = await Promise.all([findPerson(db, tenant.id, application.userId), engine.history(tenant.id, review.id), names(tenant.id)]);
      const [files, actorNames] = await Promise.all([
        findEvidenceFiles(db, tenant.id, fileIdsOf(snapshot.evidence)),
        findUserNames(db, tenant.id, [...new Set(history.map((entry) => entry.actorUserId))]),
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

    async records(tenant: Tenant, actor: Actor, userId: number): Promise<ApplyRecord[]> {
      await readableTeacher(tenant, actor, userId);
      const [rows, lookup] = await Promise.all([listApplicationsOfUser(db, tenant.id, userId), names(tenant.id)]);
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

    async phaseHistory(tenant: Tenant, actor: Actor, userId: number): Promise<PhaseHistoryItem[]> {
      await readableTeacher(tenant, actor, userId);
      const [rows, lookup] = await Promise.all([listApplicationsOfUser(db, tenant.id, userId), names(tenant.id)]);
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
    async queueFilters(tenant: Tenant): Promise<ReviewQueueFilters> {
      const [postTypes, phases] = await Promise.all([listPostTypes(db, tenant.id), listPhases(db, tenant.id)]);
      const choice = (row: { code: string; name: string; nameEn: string }) => ({ code: row.code, name: row.name, nameEn: row.nameEn });
      return {
        postTypes: postTypes.map(choice),
        phases: phases.map(choice),
        steps: DEVELOPMENT_WORKFLOW.steps.map((step) => ({ code: step.code, name: step.label['zh-CN'], nameEn: step.label['en-US'] })),
      };
    },

    async queue(tenant: Tenant, actor: Actor, query: Omit<ReviewQueueQuery, 'appId'>): Promise<ReviewQueuePage> {
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
        engine.queue(tenant.id, actor, { ...options, state: query.state, page: query.current, size: query.size }),
        engine.queueCounts(tenant.id, actor, options),
      ]);
      const [applications, lookup] = await Promise.all([listApplicationsByReview(db, tenant.id, rows.map((row) => row.id)), names(tenant.id)]);
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
