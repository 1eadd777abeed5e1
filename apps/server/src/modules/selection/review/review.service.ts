import type {
  ApplicantInfo,
  Eligibility,
  QuotaUse,
  SelectionApplyState,
  SelectionApplyStatus,
  SelectionDecideBody,
  SelectionQueueItem,
  SelectionQueuePage,
  SelectionQueueQuery,
  SelectionReviewDetail,
} from '@yanxiu/contract/selection';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import { hasRole } from '@server/platform/auth/actor';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { actOnReview, canDecide, reviewQueue, reviewQueueCounts } from '@server/platform/review/review-engine';
import { reviewHistoryEntries, reviewQueueRowOf } from '@server/platform/review/review-vocabulary';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { currentStep, stateOf } from '@server/modules/selection/applications/apply-state';
import {
  applicationsWhere,
  countPlacesUsed,
  findApplication,
  listApplicationsByReview,
  setRecommended,
  type ApplicationRow,
  type ReviewRow,
} from '@server/modules/selection/applications/apply.repository';
import { filledSections, standingOf, teacherFacts } from '@server/modules/selection/applications/apply.service';
import {
  findProject,
  listGroups,
  lockProject,
  type GroupRow,
  type ProjectRow,
} from '@server/modules/selection/projects/project.repository';
import { selectionAccess, selectionRoles } from '@server/modules/selection/selection.access';
import { SELECTION_SCHOOL_WORKFLOW, SELECTION_WORKFLOW } from '@server/modules/selection/selection-workflow';

const ENTITY = 'selection_application';

type ReviewedApplication = Awaited<ReturnType<typeof listApplicationsByReview>>[number];

/**
 * What the queue shows of an application (the detail shows it too, then more): the applicant, the project and the
 * review's state. The names come from the joined row; the application itself is the caller's (the detail's own read).
 */
function queueItemOf(
  application: ReviewedApplication['application'],
  names: Omit<ReviewedApplication, 'application'>,
  review: ReviewRow,
): SelectionQueueItem {
  return {
    ...reviewQueueRowOf(review, { userId: application.userId, userName: names.userName, orgName: names.orgName }),
    applyId: application.id,
    prjId: application.projectId,
    projectTitle: names.projectTitle,
    groupId: application.groupId,
    groupName: names.groupName,
    status: review.status as SelectionApplyStatus,
  };
}

/** A school's places in a project: over the project, and in the application's group when it has its own quota. */
export async function quotaUse(
  db: Executor,
  tenantId: TenantId,
  project: Pick<ProjectRow, 'id' | 'schoolQuota'>,
  groups: readonly GroupRow[],
  orgUnitId: number,
  groupId: number | null,
): Promise<QuotaUse[]> {
  const used = await countPlacesUsed(db, tenantId, project.id, orgUnitId, groupId);
  const uses: QuotaUse[] = [{ orgId: String(orgUnitId), groupId: null, limit: project.schoolQuota, used: used.project }];
  const group = groups.find((candidate) => candidate.id === groupId);
  if (group) uses.push({ orgId: String(orgUnitId), groupId: group.id, limit: group.quota, used: used.group });
  return uses;
}

// The selection review on the platform's engine: the school recommends within its quota (the project's row is locked while the places are counted, so two recommendations racing for the last place give one success), the district checks eligibility; either may return for changes or reject. /

async function load(ctx: RequestContext, applyId: number) {
  const found = await findApplication(ctx.db, ctx.tenantId, applyId);
  if (!found) throw new AppError('NOT_FOUND');
  const readable = {
    applicantUserId: found.application.userId,
    applicantOrgPath: found.review.applicantOrgPath,
    steps: found.review.steps as InstanceStep[],
  };
  requireAccess(ctx.actor, selectionAccess.readApplication, readable);
  return found;
}

/** 409 SELECTION_QUOTA_FULL when the school has no place left, over the project or in the group. Inside the locking transaction. */
async function requirePlace(tx: Executor, ctx: RequestContext, application: ApplicationRow): Promise<void> {
  const project = await lockProject(tx, ctx.tenantId, application.projectId);
  const groups = application.groupId === null ? [] : await listGroups(tx, ctx.tenantId, [application.projectId]);
  const uses = await quotaUse(tx, ctx.tenantId, project!, groups, application.orgUnitId, application.groupId);
  if (uses.some((use) => use.limit !== null && use.used >= use.limit)) throw new AppError('SELECTION_QUOTA_FULL');
}

export async function selectionReviewQueue(ctx: RequestContext, query: Omit<SelectionQueueQuery, 'appId'>): Promise<SelectionQueuePage> {
  const projectId = query.prjId === undefined ? undefined : Number(query.prjId);
  const options = {
    subject: applicationsWhere({ projectId, groupId: query.groupId === undefined ? undefined : Number(query.groupId) }),
    applicantKeyword: query.keyword,
  };
  const scoped = (workflow: string) => ({ ...options, workflow });
  // Both workflows' reviews: district projects' and school-level ones'.
  const [district, school] = await Promise.all(
    [SELECTION_WORKFLOW.code, SELECTION_SCHOOL_WORKFLOW.code].map((workflow) =>
      Promise.all([
        reviewQueue(ctx.db, ctx.tenantId, ctx.actor, {
          ...scoped(workflow),
          state: query.state,
          page: 1,
          size: query.current * query.size,
        }),
        reviewQueueCounts(ctx.db, ctx.tenantId, ctx.actor, scoped(workflow)),
      ]),
    ),
  );
  const [[districtRows, districtCounts], [schoolRows, schoolCounts]] = [district!, school!];
  const pending = query.state === 'pending';
  const merged = [...districtRows.rows, ...schoolRows.rows].sort((a, b) =>
    pending
      ? (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0) || a.id - b.id
      : b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id,
  );
  const page = merged.slice((query.current - 1) * query.size, query.current * query.size);
  const applications = await listApplicationsByReview(
    ctx.db,
    ctx.tenantId,
    page.map((row) => row.id),
  );
  const byReview = new Map(applications.map((row) => [row.application.reviewInstanceId, row]));
  const records: SelectionQueueItem[] = page.flatMap((review) => {
    const row = byReview.get(review.id);
    if (!row) return [];
    return [queueItemOf(row.application, row, review)];
  });
  // A school admin reading one project's queue sees their school's places.
  let quota: QuotaUse[] = [];
  if (projectId !== undefined && ctx.actor.orgLevel === 1 && hasRole(ctx.actor, selectionRoles.step.school)) {
    const project = await findProject(ctx.db, ctx.tenantId, projectId);
    if (project && selectionAccess.readProjectAsStaff(ctx.actor, project)) {
      const used = await countPlacesUsed(ctx.db, ctx.tenantId, projectId, ctx.actor.orgUnitId, null);
      quota = [{ orgId: String(ctx.actor.orgUnitId), groupId: null, limit: project.project.schoolQuota, used: used.project }];
      const groups = await listGroups(ctx.db, ctx.tenantId, [projectId]);
      for (const group of groups) {
        const inGroup = await countPlacesUsed(ctx.db, ctx.tenantId, projectId, ctx.actor.orgUnitId, group.id);
        quota.push({ orgId: String(ctx.actor.orgUnitId), groupId: group.id, limit: group.quota, used: inGroup.group });
      }
    }
  }
  const counts = {
    pending: districtCounts.pending + schoolCounts.pending,
    returned: districtCounts.returned + schoolCounts.returned,
    decided: districtCounts.decided + schoolCounts.decided,
  };
  return { records, total: districtRows.total + schoolRows.total, current: query.current, size: query.size, counts, quota };
}

export async function selectionReviewDetail(ctx: RequestContext, applyId: number): Promise<SelectionReviewDetail> {
  const { application, review } = await load(ctx, applyId);
  const found = (await findProject(ctx.db, ctx.tenantId, application.projectId))!;
  const rule = found.project.eligibility as Eligibility;
  const [groups, facts, sections, history, rows] = await Promise.all([
    listGroups(ctx.db, ctx.tenantId, [application.projectId]),
    teacherFacts(ctx.db, ctx.tenantId, application.userId, rule.minLearningHours !== null),
    filledSections(ctx.db, ctx.tenantId, application.projectId, application),
    reviewHistoryEntries<SelectionApplyStatus>(ctx.db, ctx.tenantId, review.id),
    listApplicationsByReview(ctx.db, ctx.tenantId, [review.id]),
  ]);
  // The district's check is of the rule, not of the window: an application submitted in time stays in time.
  const standing = standingOf(found, groups, facts);
  const reasons = standing.reasons.filter((reason) => reason.code !== 'notOpen');
  const row = rows[0]!;
  const steps = review.steps as InstanceStep[];
  return {
    ...queueItemOf(application, row, review),
    // The detail names a step only while one decides it.
    stepCode: currentStep(review),
    version: application.version,
    info: application.applicant as ApplicantInfo,
    selfReview: found.project.selfReview as SelectionReviewDetail['selfReview'],
    sections,
    eligible: reasons.length === 0,
    reasons,
    quota: await quotaUse(ctx.db, ctx.tenantId, found.project, groups, application.orgUnitId, application.groupId),
    steps: steps.map(({ code, role }) => ({ code, role })),
    canDecide: canDecide(ctx.actor, review),
    history,
  };
}

/**
 * A reviewer's decision through the engine, audited in the same transaction. The school's approval is its
 * recommendation: it takes one of the school's places (409 SELECTION_QUOTA_FULL when none is left); a return
 * gives the place back, as the resubmission goes through the school again.
 */
export async function decideSelectionApplication(ctx: RequestContext, body: SelectionDecideBody): Promise<SelectionApplyState> {
  const { application, review } = await load(ctx, body.applyId);
  const stepCode = currentStep(review);
  const event = body.decision;
  return ctx.transaction(async (tx) => {
    const recommends = event === 'approve' && stepCode === 'school' && canDecide(ctx.actor, review);
    if (recommends) await requirePlace(tx, ctx, application);
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, event, {
      comment: body.comment,
      expectedVersion: review.version,
    });
    if (recommends) await setRecommended(tx, ctx.tenantId, application.id, new Date());
    if (event === 'return') await setRecommended(tx, ctx.tenantId, application.id, null);
    const after = stateOf(application, moved);
    await recordAudit(tx, ctx, {
      action: `selection.apply_${event}`,
      entityType: ENTITY,
      entityId: String(application.id),
      before: { status: review.status, stepCode, round: review.round },
      after: { status: after.status, stepCode: after.stepCode, round: after.round, comment: body.comment ?? null },
    });
    return after;
  });
}
