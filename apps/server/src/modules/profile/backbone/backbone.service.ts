import type {
  BackboneApplication,
  BackboneApplyBody,
  BackboneCandidate,
  BackboneDecideBody,
  BackboneEvidenceRecord,
  BackboneMine,
  BackboneQueueItem,
  BackboneQueuePage,
  BackboneQueueQuery,
  BackboneResubmitBody,
  BackboneSaveStepBody,
  BackboneState,
  BackboneStatus,
  BackboneStepSetting,
} from '@yanxiu/contract/profile-backbone';
import type { ProfileKind } from '@yanxiu/contract/profile';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import { hasRole } from '@server/platform/auth/actor';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import {
  actOnReview,
  canDecide,
  openReview,
  reviewQueue,
  reviewQueueCounts,
  reviewStepSettings,
  switchReviewStep,
} from '@server/platform/review/review-engine';
import { reviewHistoryEntries, reviewQueueRowOf } from '@server/platform/review/review-vocabulary';
import { findPerson, grantRole } from '@server/modules/teacher/teacher.public';
import { BACKBONE_SUBJECT, BACKBONE_WORKFLOW } from '@server/modules/profile/backbone-workflow';
import { backboneRecognised } from './backbone-events';
import { profileAccess } from '@server/modules/profile/profile.access';
import { listVerifiedRecords } from '@server/modules/profile/records/verified-records';
import {
  findApplication,
  findLatestApplication,
  findRecords,
  hasOpenApplication,
  insertApplication,
  listApplicationsByReview,
  lockApplicant,
  markGranted,
  setReviewInstance,
  updateSubmission,
  type BackboneReviewRow,
  type BackboneWithReview,
} from './backbone.repository';

/** A record offered as evidence, as the reviewers are shown it: what it said when submitted. */
type SubmittedRecord = {
  id: number;
  kind: ProfileKind;
  title: string;
  date: string;
  level: string | null;
  fields: Record<string, unknown>;
};
/** What each decision judged: the engine keeps it with the review and with every decision. */
type BackboneSnapshot = { statement: string; records: SubmittedRecord[] };

const BACKBONE_ROLE = 'backbone' as const;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const stepsOf = (review: BackboneReviewRow) => review.steps as InstanceStep[];

function stateOf(applyId: number, review: BackboneReviewRow): BackboneState {
  const status = review.status as BackboneStatus;
  return { applyId, status, stepCode: status === '4' ? (stepsOf(review)[review.stepIndex]?.code ?? null) : null, round: review.round };
}

async function load(ctx: RequestContext, applyId: number, executor: Executor = ctx.db): Promise<BackboneWithReview> {
  const found = await findApplication(executor, ctx.tenantId, applyId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/**
 * The records offered, checked: each must be one of the caller's verified records (422 naming the entry
 * otherwise). Answers them as they will be shown to the reviewers.
 */
async function submittedRecords(
  ctx: RequestContext,
  executor: Executor,
  recordIds: readonly number[],
  lock = false,
): Promise<SubmittedRecord[]> {
  const found = new Map((await findRecords(executor, ctx.tenantId, recordIds, lock)).map((row) => [row.id, row]));
  const issues = recordIds.flatMap((id, index) => {
    const row = found.get(id);
    // Another teacher's record is as unknown as one that does not exist.
    if (!row || row.userId !== ctx.actor.userId) return [{ path: `body.recordIds.${index}`, message: `record ${id} is not one of yours` }];
    if (row.state !== 'verified') return [{ path: `body.recordIds.${index}`, message: `record ${id} is not verified` }];
    return [];
  });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  return recordIds.map((id) => {
    const row = found.get(id)!;
    return {
      id,
      kind: row.kind as ProfileKind,
      title: row.title,
      date: row.occurredOn,
      level: row.level === null ? null : String(row.level),
      fields: row.fields,
    };
  });
}

/** The application in the contract's shape, for a caller already allowed to read it. */
async function view(ctx: RequestContext, { application, review }: BackboneWithReview): Promise<BackboneApplication> {
  const snapshot = review.snapshot as BackboneSnapshot;
  const [person, history, now] = await Promise.all([
    findPerson(ctx.db, ctx.tenantId, application.userId),
    reviewHistoryEntries<BackboneStatus>(ctx.db, ctx.tenantId, review.id),
    findRecords(
      ctx.db,
      ctx.tenantId,
      snapshot.records.map((record) => record.id),
    ),
  ]);
  const stateNow = new Map(now.filter((row) => row.userId === application.userId).map((row) => [row.id, row.state]));
  const status = review.status as BackboneStatus;
  const mine = ctx.actor.userId === application.userId;
  return {
    ...stateOf(application.id, review),
    userId: String(application.userId),
    userName: person?.name ?? '',
    orgName: person?.orgName ?? '',
    statement: snapshot.statement,
    records: snapshot.records.map((record): BackboneEvidenceRecord => ({
      ...record,
      level: record.level as BackboneEvidenceRecord['level'],
      stateNow: (stateNow.get(record.id) ?? null) as BackboneEvidenceRecord['stateNow'],
    })),
    steps: stepsOf(review).map(({ code, role }) => ({ code, role })),
    history,
    createdAt: application.createdAt.toISOString(),
    submittedAt: iso(review.submittedAt),
    mayDecide: canDecide(ctx.actor, review),
    mayWithdraw: mine && ['2', '4', '5'].includes(status),
    mayResubmit: mine && status === '5',
  };
}

// The backbone recognition: applying with verified records, the review on the engine, and the role granted on approval.

/** The apply page: whether the caller is a backbone teacher already, and their latest application. */
export async function myBackboneApplication(ctx: RequestContext): Promise<BackboneMine> {
  const latest = await findLatestApplication(ctx.db, ctx.tenantId, ctx.actor.userId);
  return { isBackbone: hasRole(ctx.actor, BACKBONE_ROLE), application: latest ? await view(ctx, latest) : null };
}

/** The caller's verified records, newest first: what they may offer as evidence. */
export async function backboneCandidates(ctx: RequestContext): Promise<BackboneCandidate[]> {
  const records = await listVerifiedRecords(ctx.db, ctx.tenantId, ctx.actor.userId);
  return records.map(({ id, kind, title, date, level }) => ({ id, kind, title, date, level: level as BackboneCandidate['level'] }));
}

export async function applyForBackbone(ctx: RequestContext, body: BackboneApplyBody): Promise<BackboneState> {
  if (hasRole(ctx.actor, BACKBONE_ROLE)) throw new AppError('BACKBONE_ALREADY');
  await submittedRecords(ctx, ctx.db, body.recordIds);
  return ctx.transaction(async (tx) => {
    await lockApplicant(tx, ctx.tenantId, ctx.actor.userId);
    if (await hasOpenApplication(tx, ctx.tenantId, ctx.actor.userId)) throw new AppError('BACKBONE_APPLICATION_OPEN');
    // Checked again under lock: a record reopened meanwhile is refused, and none can be reopened until this commits.
    const records = await submittedRecords(ctx, tx, body.recordIds, true);
    const snapshot: BackboneSnapshot = { statement: body.statement, records };
    const application = await insertApplication(tx, ctx.tenantId, {
      userId: ctx.actor.userId,
      statement: body.statement,
      recordIds: body.recordIds,
    });
    const review = await openReview(eventScopeOf(ctx, tx), BACKBONE_WORKFLOW, {
      subjectType: BACKBONE_SUBJECT,
      subjectId: String(application.id),
      applicant: { userId: ctx.actor.userId, orgPath: ctx.actor.orgPath },
      snapshot,
      submit: true,
    });
    await setReviewInstance(tx, ctx.tenantId, application.id, review.id);
    const after = stateOf(application.id, review);
    await recordAudit(tx, ctx, {
      action: 'profile.backbone_submitted',
      entityType: BACKBONE_SUBJECT,
      entityId: String(application.id),
      after: { ...after, recordIds: body.recordIds },
    });
    return after;
  });
}

/** A returned application, changed and submitted again (a new round, from the first step). */
export async function resubmitBackboneApplication(ctx: RequestContext, body: BackboneResubmitBody): Promise<BackboneState> {
  const { application, review } = await load(ctx, body.applyId);
  requireAccess(ctx.actor, profileAccess.changeBackboneApplication, application);
  if (review.status !== '5') throw new AppError('STATE_NOT_ALLOWED');
  await submittedRecords(ctx, ctx.db, body.recordIds);
  return ctx.transaction(async (tx) => {
    const records = await submittedRecords(ctx, tx, body.recordIds, true);
    const snapshot: BackboneSnapshot = { statement: body.statement, records };
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, 'resubmit', { snapshot, expectedVersion: review.version });
    await updateSubmission(tx, ctx.tenantId, application.id, { statement: body.statement, recordIds: body.recordIds });
    const after = stateOf(application.id, moved);
    await recordAudit(tx, ctx, {
      action: 'profile.backbone_resubmit',
      entityType: BACKBONE_SUBJECT,
      entityId: String(application.id),
      before: { status: review.status, round: review.round, recordIds: application.recordIds },
      after: { ...after, recordIds: body.recordIds },
    });
    return after;
  });
}

/** The applicant takes an application back while it is under way (409 once decided). */
export async function withdrawBackboneApplication(ctx: RequestContext, applyId: number): Promise<BackboneState> {
  const { application, review } = await load(ctx, applyId);
  requireAccess(ctx.actor, profileAccess.changeBackboneApplication, application);
  return ctx.transaction(async (tx) => {
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, 'withdraw', { expectedVersion: review.version });
    const after = stateOf(applyId, moved);
    await recordAudit(tx, ctx, {
      action: 'profile.backbone_withdraw',
      entityType: BACKBONE_SUBJECT,
      entityId: String(applyId),
      before: stateOf(applyId, review),
      after,
    });
    return after;
  });
}

/**
 * A reviewer's decision at the current step, judged on the version read (of two reviewers at once, one wins and
 * the other gets 409). The last approval grants the backbone role in the same transaction and announces it
 * (backboneRecognised), so development raises the teacher's phase to the backbone rung there too.
 */
export async function decideBackboneApplication(ctx: RequestContext, body: BackboneDecideBody): Promise<BackboneState> {
  const { application, review } = await load(ctx, body.applyId);
  return ctx.transaction(async (tx) => {
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, body.decision, {
      comment: body.comment,
      expectedVersion: review.version,
    });
    const after = stateOf(application.id, moved);
    await recordAudit(tx, ctx, {
      action: `profile.backbone_${body.decision}`,
      entityType: BACKBONE_SUBJECT,
      entityId: String(application.id),
      before: stateOf(application.id, review),
      after: { ...after, comment: body.comment ?? null },
    });
    if (moved.status === '6') {
      const now = new Date();
      await grantRole(ctx, tx, application.userId, BACKBONE_ROLE, { entityType: BACKBONE_SUBJECT, entityId: String(application.id) });
      await markGranted(tx, ctx.tenantId, application.id, now);
      await ctx.events.emit(eventScopeOf(ctx, tx), backboneRecognised, {
        userId: application.userId,
        applicationId: application.id,
        by: ctx,
        at: now,
      });
    }
    return after;
  });
}

/** An application in full: for its applicant, staff over them and reviewers of its steps (403 otherwise). */
export async function backboneApplicationDetail(ctx: RequestContext, applyId: number): Promise<BackboneApplication> {
  const found = await load(ctx, applyId);
  const { application, review } = found;
  requireAccess(ctx.actor, profileAccess.readBackboneApplication, {
    applicantUserId: application.userId,
    applicantOrgPath: review.applicantOrgPath,
    steps: stepsOf(review),
  });
  return view(ctx, found);
}

/** One of the reviewer's lists with each list's size. */
export async function backboneReviewQueue(ctx: RequestContext, query: Omit<BackboneQueueQuery, 'appId'>): Promise<BackboneQueuePage> {
  const options = { workflow: BACKBONE_WORKFLOW.code, applicantKeyword: query.keyword };
  const [{ rows, total }, counts] = await Promise.all([
    reviewQueue(ctx.db, ctx.tenantId, ctx.actor, { ...options, state: query.state, page: query.current, size: query.size }),
    reviewQueueCounts(ctx.db, ctx.tenantId, ctx.actor, options),
  ]);
  const applications = await listApplicationsByReview(
    ctx.db,
    ctx.tenantId,
    rows.map((row) => row.id),
  );
  const byReview = new Map(applications.map((row) => [row.application.reviewInstanceId, row]));
  const records = rows.flatMap((review): BackboneQueueItem[] => {
    const row = byReview.get(review.id);
    if (!row) return [];
    return [
      {
        ...reviewQueueRowOf(review, { userId: row.application.userId, userName: row.userName, orgName: row.orgName }),
        applyId: row.application.id,
        status: review.status as BackboneStatus,
        records: (review.snapshot as BackboneSnapshot).records.length,
      },
    ];
  });
  return { records, total, current: query.current, size: query.size, counts };
}

/** The workflow's steps as the tenant has them. */
export async function backboneStepSettings(ctx: RequestContext): Promise<BackboneStepSetting[]> {
  const settings = await reviewStepSettings(ctx.db, ctx.tenantId, BACKBONE_WORKFLOW);
  return settings.map((step) => ({
    code: step.code,
    role: step.role,
    name: step.label['zh-CN'],
    nameEn: step.label['en-US'],
    switchable: step.switchable,
    enabled: step.enabled,
  }));
}

/** Switches an optional step for applications opened from now on (running ones keep their steps); audited. */
export async function saveBackboneStep(ctx: RequestContext, body: BackboneSaveStepBody): Promise<BackboneStepSetting[]> {
  await ctx.transaction(async (tx) => {
    const change = await switchReviewStep(tx, ctx.tenantId, BACKBONE_WORKFLOW, body.stepCode, body.enabled);
    await recordAudit(tx, ctx, {
      action: 'profile.backbone_step_switched',
      entityType: 'review_step_setting',
      entityId: `${BACKBONE_WORKFLOW.code}:${body.stepCode}`,
      before: { enabled: change.before },
      after: { enabled: change.after },
    });
  });
  return backboneStepSettings(ctx);
}
