import type { RoleCode } from '@yanxiu/contract/roles';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { applicableSteps, type InstanceStep, type ReviewStepDefinition, type WorkflowDefinition } from './review-definition';
import type { EventScope } from '@server/platform/events/domain-events';
import { reviewMoved } from './review-events';
import { applyEvent, ReviewStatus, type ReviewEvent } from './review-state';
import {
  findInstance,
  findStepSwitches,
  insertDecision,
  insertInstance,
  listDecisions,
  countQueue,
  listQueue,
  moveDueOfReviews,
  moveInstance,
  reviewsApplicant,
  saveStepSwitch,
  type QueueFilter,
  type QueueState,
  type ReviewInstanceRow,
} from './review.repository';

/**
 * Reads a domain may run inside its own transaction (a to-do source, a page assembled in one read): a reviewer's
 * queue and counts. The engine's own methods read through its database; histories read through review-vocabulary.ts.
 */
export { listQueue as listReviewQueue, countQueue as countReviewQueue };
export type { QueueReviewer, ReviewInstanceRow } from './review.repository';

/** The filters a domain may put on a reviewer's queue (who the reviewer is comes from the actor). */
export type QueueOptions = Omit<QueueFilter, 'tenantId' | 'roles' | 'orgPath' | 'reviewerUserId'>;

/** A step of a workflow as a tenant has configured it. */
export type StepSetting = ReviewStepDefinition & { switchable: boolean; enabled: boolean };

/** Who acts on a review. */
export type ReviewActor = { userId: number; roles: readonly RoleCode[]; orgPath: string };

const APPLICANT_EVENTS: readonly ReviewEvent[] = ['submit', 'resubmit', 'withdraw'];

function stepsOf(instance: ReviewInstanceRow): InstanceStep[] {
  return instance.steps as InstanceStep[];
}

/** Whether the actor reviews a step: holds its role, the applicant is within its scope, and it is not their own. */
function reviewsStep(actor: ReviewActor, instance: ReviewInstanceRow, step: InstanceStep): boolean {
  if (actor.userId === instance.applicantUserId || !actor.roles.includes(step.role)) return false;
  return step.scope === 'tenant' || instance.applicantOrgPath.startsWith(actor.orgPath);
}

/** Whether the actor may decide the instance at its current step. */
export function canDecide(actor: ReviewActor, instance: ReviewInstanceRow): boolean {
  const step = stepsOf(instance)[instance.stepIndex];
  return instance.status === ReviewStatus.underReview && step !== undefined && reviewsStep(actor, instance, step);
}

/**
 * Why a reviewer may not decide now: CONFLICT when the review has moved past their step (another reviewer was
 * quicker, or it was decided), FORBIDDEN when it is not theirs to decide at all (or not yet their turn).
 */
function refusalFor(actor: ReviewActor, instance: ReviewInstanceRow): 'CONFLICT' | 'FORBIDDEN' {
  const theirs = stepsOf(instance)
    .map((step, index) => (reviewsStep(actor, instance, step) ? index : -1))
    .filter((index) => index >= 0);
  if (theirs.length === 0 || instance.status === ReviewStatus.inApplication) return 'FORBIDDEN';
  if (instance.status !== ReviewStatus.underReview) return 'CONFLICT';
  return theirs.some((index) => index < instance.stepIndex) ? 'CONFLICT' : 'FORBIDDEN';
}

export type OpenReview = {
  subjectType: string;
  subjectId: string;
  applicant: { userId: number; orgPath: string };
  snapshot: unknown;
  /** Submit straight away rather than keep it in application. */
  submit: boolean;
  /** When the domain wants the decision by (the staff's review list shows and filters it); none when absent. */
  dueAt?: Date | null | undefined;
};

/**
 * The one review engine of the platform: domains declare a workflow and call these to open reviews, act on them,
 * list a reviewer's queue and read the history. Every transition is one guarded statement plus its history row, in
 * the caller's transaction (the event scope's), and is emitted as `reviewMoved` on the app's event bus.
 */

/** Applies an event to an instance as the actor, or throws FORBIDDEN / CONFLICT / NOT_FOUND. */
export async function actOnReview(
  scope: EventScope,
  instanceId: number,
  actor: ReviewActor,
  event: ReviewEvent,
  options: { comment?: string | undefined; snapshot?: unknown; expectedVersion?: number | undefined } = {},
): Promise<ReviewInstanceRow> {
  const { tx, tenantId } = scope;
  const instance = await findInstance(tx, tenantId, instanceId);
  if (!instance) throw new AppError('NOT_FOUND');
  const byApplicant = APPLICANT_EVENTS.includes(event);
  if (byApplicant && actor.userId !== instance.applicantUserId) throw new AppError('FORBIDDEN');
  if (!byApplicant && !canDecide(actor, instance)) throw new AppError(refusalFor(actor, instance));
  if (options.expectedVersion !== undefined && options.expectedVersion !== instance.version) throw new AppError('CONFLICT');

  const steps = stepsOf(instance);
  const before = { status: instance.status as ReviewStatus, stepIndex: instance.stepIndex, round: instance.round, stepCount: steps.length };
  const result = applyEvent(before, event);
  if (!result.ok) throw new AppError('CONFLICT');
  const now = new Date();
  const moved = await moveInstance(
    tx,
    { tenantId, id: instanceId, expectedVersion: instance.version },
    {
      ...result.state,
      ...(options.snapshot === undefined ? {} : { snapshot: options.snapshot }),
      ...(event === 'submit' || event === 'resubmit' ? { submittedAt: now } : {}),
    },
  );
  if (!moved) throw new AppError('CONFLICT');
  await insertDecision(tx, {
    tenantId,
    instanceId,
    round: result.state.round,
    stepIndex: before.stepIndex,
    stepCode: byApplicant ? 'applicant' : steps[before.stepIndex]!.code,
    actorUserId: actor.userId,
    event,
    comment: options.comment ?? null,
    snapshot: moved.snapshot,
    statusAfter: moved.status,
    decidedAt: now,
  });
  await scope.events.emit(scope, reviewMoved, { tenantId, event, instance: moved });
  return moved;
}

/** Opens a review of a subject with the steps that apply for the tenant now; submitted at once if asked. */
export async function openReview(scope: EventScope, definition: WorkflowDefinition, review: OpenReview): Promise<ReviewInstanceRow> {
  const { tx, tenantId } = scope;
  const steps = applicableSteps(definition, await findStepSwitches(tx, tenantId, definition.code));
  if (steps.length === 0) throw new Error(`workflow ${definition.code} has no step switched on for tenant ${tenantId}`);
  const instance = await insertInstance(tx, {
    tenantId,
    workflow: definition.code,
    subjectType: review.subjectType,
    subjectId: review.subjectId,
    applicantUserId: review.applicant.userId,
    applicantOrgPath: review.applicant.orgPath,
    status: ReviewStatus.inApplication,
    steps,
    snapshot: review.snapshot,
    dueAt: review.dueAt ?? null,
  });
  if (!review.submit) return instance;
  return actOnReview(scope, instance.id, { userId: review.applicant.userId, roles: [], orgPath: review.applicant.orgPath }, 'submit');
}

/**
 * Moves the deadline of the domain's running reviews matching `subject` (a condition its repository builds), in the
 * caller's transaction, when the domain's own deadline moves.
 */
export function moveReviewsDue(scope: EventScope, subject: SQL, dueAt: Date | null): Promise<void> {
  return moveDueOfReviews(scope.tx, scope.tenantId, subject, dueAt);
}

/** One of the reviewer's lists (what waits for them by default), filtered and paged. */
export function reviewQueue(
  db: Executor,
  tenantId: TenantId,
  actor: ReviewActor,
  options: QueueOptions & { state?: QueueState; page: number; size: number },
) {
  return listQueue(db, { tenantId, roles: actor.roles, orgPath: actor.orgPath, reviewerUserId: actor.userId, ...options });
}

/** How many reviews each of the reviewer's lists holds under the same filters. */
export function reviewQueueCounts(db: Executor, tenantId: TenantId, actor: ReviewActor, options: QueueOptions) {
  return countQueue(db, { tenantId, roles: actor.roles, orgPath: actor.orgPath, reviewerUserId: actor.userId, ...options });
}

/**
 * The workflow's steps as the tenant has them: on or off, and whether they may be switched. Only optional steps are
 * switchable: the mandatory ones are the review a domain relies on (for development, the school vouches for its
 * teacher and the district decides and finishes), so a tenant adds to them but never skips them.
 */
export async function reviewStepSettings(db: Executor, tenantId: TenantId, definition: WorkflowDefinition): Promise<StepSetting[]> {
  const switches = await findStepSwitches(db, tenantId, definition.code);
  return definition.steps.map((step) => ({
    ...step,
    switchable: step.optional === true,
    enabled: switches.get(step.code) ?? !step.optional,
  }));
}

/**
 * Switches an optional step on or off for reviews opened from now on; answers the setting before and after. Reviews
 * already opened keep the steps they were opened with (they are stored on the instance), so a switch never moves or
 * strands a running review. 422 for an unknown or mandatory step.
 */
export async function switchReviewStep(
  tx: Executor,
  tenantId: TenantId,
  definition: WorkflowDefinition,
  stepCode: string,
  enabled: boolean,
) {
  const step = definition.steps.find((candidate) => candidate.code === stepCode);
  if (!step) throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.stepCode', message: 'not a step of this workflow' }] });
  if (!step.optional)
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.stepCode', message: 'a mandatory step cannot be switched' }] });
  const before = (await findStepSwitches(tx, tenantId, definition.code)).get(stepCode) ?? false;
  await saveStepSwitch(tx, tenantId, definition.code, stepCode, enabled);
  return { before, after: enabled };
}

/** A review's decisions, oldest first. */
export function reviewHistory(db: Executor, tenantId: TenantId, instanceId: number) {
  return listDecisions(db, tenantId, instanceId);
}

/** Whether the actor reviews (or reviewed) some step of an application of the teacher in the workflow. */
export function reviewsApplicantOf(db: Executor, tenantId: TenantId, workflow: string, applicantUserId: number, actor: ReviewActor) {
  return reviewsApplicant(db, {
    tenantId,
    workflow,
    applicantUserId,
    roles: actor.roles,
    orgPath: actor.orgPath,
    reviewerUserId: actor.userId,
  });
}
