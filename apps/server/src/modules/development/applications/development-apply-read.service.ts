import type {
  ApplyDecision,
  ApplyDetail,
  ApplyRecord,
  ApplyStatusValue,
  PhaseHistoryItem,
  ReviewQueueFilters,
  ReviewQueueItem,
  ReviewQueuePage,
  ReviewQueueQuery,
} from '@yanxiu/contract/development-apply';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaDayStart } from '@server/platform/time/china-time';
import { type QueueOptions, reviewQueue, reviewQueueCounts } from '@server/platform/review/review-engine';
import { reviewHistoryEntries, reviewQueueRowOf } from '@server/platform/review/review-vocabulary';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { findEvidenceFiles, listApplicationsByReview, listApplicationsOfUser, applicationsWhere } from './development-apply.repository';
import { listPostTypes } from '@server/modules/development/model/development-model.repository';
import { developmentAccess } from '@server/modules/development/development.access';
import { listPhases } from '@server/modules/development/development.repository';
import { DEVELOPMENT_WORKFLOW } from '@server/modules/development/development-workflow';
import {
  evidenceView,
  fileIdsOf,
  iso,
  loadDevelopmentApplication,
  namesOfPostTypesAndPhases,
  stateOf,
  stepsOf,
  type ApplySnapshot,
} from './development-apply-view';

// The read side of development applications: one in detail, a teacher's list and phase history, and the review queue.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the teacher themselves or staff over them read a teacher's history. */
async function readableTeacher(ctx: RequestContext, userId: number): Promise<void> {
  const { tenantId, actor } = ctx;
  if (userId === actor.userId) return;
  const person = await findPerson(ctx.db, tenantId, userId);
  // Only staff learn whether an id exists; to anyone else every other id is simply forbidden.
  if (!person) throw new AppError(developmentAccess.lookUpTeachers(actor) ? 'NOT_FOUND' : 'FORBIDDEN');
  requireAccess(actor, developmentAccess.readTeacher, person);
}

/** An application as its teacher, staff over them and its reviewers read it: the snapshot, evidence and history. */
export async function developmentApplicationDetail(ctx: RequestContext, applyId: number): Promise<ApplyDetail> {
  const found = await loadDevelopmentApplication(ctx, applyId);
  const { application, review } = found;
  const readable = { applicantUserId: application.userId, applicantOrgPath: review.applicantOrgPath, steps: stepsOf(review) };
  requireAccess(ctx.actor, developmentAccess.readApplication, readable);
  const snapshot = review.snapshot as ApplySnapshot;
  const steps = stepsOf(review);
  const [person, history, lookup, files] = await Promise.all([
    findPerson(ctx.db, ctx.tenantId, application.userId),
    reviewHistoryEntries<ApplyStatusValue, Pick<ApplyDecision, 'actorUserId' | 'role'>>(ctx.db, ctx.tenantId, review.id, (decision) => ({
      actorUserId: String(decision.actorUserId),
      role: steps.find((step) => step.code === decision.stepCode)?.role ?? 'applicant',
    })),
    namesOfPostTypesAndPhases(ctx),
    findEvidenceFiles(ctx.db, ctx.tenantId, fileIdsOf(snapshot.evidence)),
  ]);
  const existing = new Map(files.map((file) => [file.id, { name: file.name, contentType: file.contentType, size: file.size }]));
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
    history,
  };
}

export async function developmentApplicationsOf(ctx: RequestContext, userId: number): Promise<ApplyRecord[]> {
  await readableTeacher(ctx, userId);
  const [rows, lookup] = await Promise.all([listApplicationsOfUser(ctx.db, ctx.tenantId, userId), namesOfPostTypesAndPhases(ctx)]);
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
}

export async function developmentPhaseHistoryOf(ctx: RequestContext, userId: number): Promise<PhaseHistoryItem[]> {
  await readableTeacher(ctx, userId);
  const [rows, lookup] = await Promise.all([listApplicationsOfUser(ctx.db, ctx.tenantId, userId), namesOfPostTypesAndPhases(ctx)]);
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
}

/** The choices of the queue's filters: the tenant's post types and phases, and every step of the workflow. */
export async function developmentReviewQueueFilters(ctx: RequestContext): Promise<ReviewQueueFilters> {
  const [postTypes, phases] = await Promise.all([listPostTypes(ctx.db, ctx.tenantId), listPhases(ctx.db, ctx.tenantId)]);
  const choice = (row: { code: string; name: string; nameEn: string }) => ({ code: row.code, name: row.name, nameEn: row.nameEn });
  return {
    postTypes: postTypes.map(choice),
    phases: phases.map(choice),
    steps: DEVELOPMENT_WORKFLOW.steps.map((step) => ({ code: step.code, name: step.label['zh-CN'], nameEn: step.label['en-US'] })),
  };
}

export async function developmentReviewQueue(ctx: RequestContext, query: Omit<ReviewQueueQuery, 'appId'>): Promise<ReviewQueuePage> {
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
  const [applications, lookup] = await Promise.all([
    listApplicationsByReview(
      ctx.db,
      ctx.tenantId,
      rows.map((row) => row.id),
    ),
    namesOfPostTypesAndPhases(ctx),
  ]);
  const byReview = new Map(applications.map((row) => [row.application.reviewInstanceId, row]));
  const records: ReviewQueueItem[] = rows.flatMap((review) => {
    const row = byReview.get(review.id);
    if (!row) return [];
    const { application } = row;
    return [
      {
        ...reviewQueueRowOf(review, { userId: application.userId, userName: row.userName, orgName: row.orgName }),
        applyId: application.id,
        postTypeCode: application.postTypeCode,
        postTypeName: lookup.postType.get(application.postTypeCode)?.name ?? application.postTypeCode,
        phaseCode: application.phaseCode,
        phaseName: lookup.phase.get(application.phaseCode)?.name ?? application.phaseCode,
        status: review.status as ApplyStatusValue,
        sectionCode: application.sectionCode,
      },
    ];
  });
  return { records, total, current: query.current, size: query.size, counts };
}
