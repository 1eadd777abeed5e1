import type {
  AssignTopicExpertsBody,
  TopicDecideBody,
  TopicOverviewPage,
  TopicOverviewQuery,
  TopicPeople,
  TopicReviewDetail,
  TopicReviewQueuePage,
  TopicReviewQueueQuery,
  TopicReviewState,
  TopicApplyStatus,
} from '@yanxiu/contract/topic';
import type { TopicAppraisalValue, TopicLevelValue, TopicPhaseValue, TopicStageKindValue } from '@yanxiu/contract/topic-enums';
import type { z } from 'zod';
import type { Executor } from '@server/db/client';
import { tellReviewers } from '@server/modules/notifications/notifications.public';
import { requireAccess } from '@server/platform/access/access';
import { ReviewStatus } from '@server/platform/review/review-state';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { actOnReview, canDecide, type ReviewActor, reviewQueue, reviewQueueCounts } from '@server/platform/review/review-engine';
import { chinaDay } from '@server/platform/time/china-time';
import { topicAccess, topicRoles } from '@server/modules/topic/topic.access';
import { TOPIC_SUBJECT } from '@server/modules/topic/topic-workflow';
import { readableTopic, topicHistory } from '@server/modules/topic/applications/apply.service';
import { nextDue } from '@server/modules/topic/stages/deadlines';
import { finishStage } from '@server/modules/topic/stages/stage-outcome';
import { completePanel } from '@server/modules/topic/experts/panel-completion';
import { listPanel, replacePanel } from './panel.repository';
import { topicReviewsWhere } from './queue.repository';
import { hasPanel, loadReview, reviewItemOf, type TopicReviewRef } from './review-read';
import { openKinds, passedKinds } from '@server/modules/topic/stages/stages.repository';
import { hostOf, stageView, stepCodeOf, topicDetail } from '@server/modules/topic/topic-page/topic-detail';
import { listTopicFiles } from '@server/modules/topic/applications/topic-files.repository';
import { findPeople, listMembers, listOverview, lockTopic, searchPeopleWithRole } from '@server/modules/topic/applications/topics.repository';

const ENTITY = 'topic_review';
const EXPERT_CANDIDATES = 50;

/** The staff member as the engine's reviewer of the school and district steps: the expert step is the panel's, never a queue's. */
const staffReviewer = (ctx: RequestContext): ReviewActor => ({ userId: ctx.actor.userId, roles: ctx.actor.roles.filter((role) => role !== topicRoles.step.expert), orgPath: ctx.actor.orgPath });

/** Tells the panel's experts that a topic review waits for their scores, with a link to their scoring page. */
const tellPanel = (tx: Executor, ctx: RequestContext, review: { id: number; workflow: string; subjectId: string }, expertUserIds: readonly number[]) =>
  tellReviewers(eventScopeOf(ctx, tx), review, expertUserIds, `/scientific/topicScoring/${review.id}`);

const stateOf = (review: { id: number; status: string; round: number; version: number; steps: unknown; stepIndex: number }): TopicReviewState => ({
  reviewId: review.id,
  status: review.status as TopicApplyStatus,
  stepCode: (review.steps as InstanceStep[])[review.stepIndex]?.code ?? null,
  round: review.round,
  version: review.version,
});

/** The staff side of topic reviews: the school and district queues and decisions, expert panels, and the overview. */
export function createReviewService(deps: AppDeps) {
  const { db } = deps;

  /** A review item the caller may read as staff or reviewer (404 unknown, 403 not theirs). */
  async function readable(ctx: RequestContext, reviewId: number): Promise<TopicReviewRef> {
    const ref = await loadReview(db, ctx.tenantId, reviewId);
    await readableTopic(db, ctx, ref.found.topic.id);
    return ref;
  }

  const atStep = (ref: TopicReviewRef, ...codes: string[]) => ref.review.status === '4' && codes.includes(stepCodeOf(ref.review) ?? '');

  return {
    async queue(ctx: RequestContext, query: Omit<TopicReviewQueueQuery, 'appId'>): Promise<TopicReviewQueuePage> {
      const options = { subject: topicReviewsWhere(TOPIC_SUBJECT, { kind: query.kind, callId: query.callId === undefined ? undefined : Number(query.callId), keyword: query.keyword }) };
      const reviewer = staffReviewer(ctx);
      const [found, counts] = await Promise.all([
        reviewQueue(ctx.db, ctx.tenantId, reviewer, { ...options, state: query.state, page: query.current, size: query.size }),
        reviewQueueCounts(ctx.db, ctx.tenantId, reviewer, options),
      ]);
      const refs = await Promise.all(found.rows.map((row) => loadReview(db, ctx.tenantId, row.id)));
      const panel = await listPanel(
        db,
        ctx.tenantId,
        refs.map((ref) => ref.review.id),
      );
      return { records: refs.map((ref) => reviewItemOf(ref, panel)), total: found.total, current: query.current, size: query.size, counts };
    },

    async detail(ctx: RequestContext, reviewId: number): Promise<TopicReviewDetail> {
      const ref = await readable(ctx, reviewId);
      const { found, filing, review } = ref;
      const [panel, history, files] = await Promise.all([listPanel(db, ctx.tenantId, [review.id]), topicHistory(db, ctx, found), listTopicFiles(db, ctx.tenantId, found.topic.id)]);
      const seesScores = topicAccess.assignExperts(ctx.actor, { hostOrgPath: found.host.orgPath });
      const steps = review.steps as InstanceStep[];
      return {
        ...reviewItemOf(ref, panel),
        version: review.version,
        topic: await topicDetail(db, ctx.tenantId, found, 'reviewer'),
        stage: filing ? await stageView(db, ctx.tenantId, filing, files) : null,
        steps: steps.map(({ code, role }) => ({ code, role })),
        canDecide: stepCodeOf(review) !== 'expert' && canDecide(staffReviewer(ctx), review),
        canAssignExperts: hasPanel(ref.kind) && seesScores && atStep(ref, 'district', 'expert'),
        passScore: found.call.passScore,
        expertCount: found.call.expertCount,
        // District staff follow the panel; scores show once submitted, never before.
        panel: seesScores
          ? panel.map((row) => ({
              userId: String(row.expertUserId),
              name: row.name,
              orgName: row.orgName,
              submitted: row.submittedAt !== null,
              score: row.submittedAt ? row.score : null,
              appraisal: row.submittedAt ? ((row.appraisal as TopicAppraisalValue | null) ?? null) : null,
              comment: row.submittedAt ? row.comment : null,
              submittedAt: row.submittedAt?.toISOString() ?? null,
            }))
          : [],
        history: history.filter((entry) => (filing ? entry.stageId === filing.stage.id : entry.reviewKind === 'application')),
      };
    },

    /** A school or district decision through the engine, audited; a stage's last approval applies what the filing asked for. */
    async decide(ctx: RequestContext, body: TopicDecideBody): Promise<TopicReviewState> {
      const ref = await readable(ctx, body.reviewId);
      if (atStep(ref, 'expert')) throw new AppError('STATE_NOT_ALLOWED', { message: ctx.locale === 'zh-CN' ? '专家评审由评审组评分决定' : 'The expert step is decided by the panel’s scores' });
      const { review } = ref;
      if (body.version !== undefined && body.version !== review.version) throw new AppError('STALE_VERSION');
      // The district passes a review on to its expert step only with a full panel, so it never waits there unseen.
      if (body.decision === 'approve' && hasPanel(ref.kind) && atStep(ref, 'district') && canDecide(staffReviewer(ctx), review)) {
        const panel = await listPanel(db, ctx.tenantId, [review.id]);
        if (panel.length !== ref.found.call.expertCount) throw new AppError('TOPIC_PANEL_SIZE');
      }
      return ctx.transaction(async (tx) => {
        const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, staffReviewer(ctx), body.decision, { comment: body.comment, expectedVersion: review.version });
        if (ref.filing) await finishStage(tx, ctx, ref.found, ref.filing, moved);
        if (stepCodeOf(moved) === 'expert' && moved.status === ReviewStatus.underReview) {
          const panel = await listPanel(tx, ctx.tenantId, [review.id]);
          await tellPanel(tx, ctx, moved, panel.filter((row) => row.submittedAt === null).map((row) => row.expertUserId));
        }
        await recordAudit(tx, ctx, {
          action: `topic.review_${body.decision}`,
          entityType: ENTITY,
          entityId: String(review.id),
          before: { status: review.status, stepCode: stepCodeOf(review), round: review.round },
          after: { status: moved.status, stepCode: stepCodeOf(moved), round: moved.round, comment: body.comment ?? null },
        });
        return stateOf(moved);
      });
    },

    async expertCandidates(ctx: RequestContext, keyword: string | undefined): Promise<z.infer<typeof TopicPeople>> {
      const rows = await searchPeopleWithRole(db, ctx.tenantId, topicRoles.step.expert, keyword, EXPERT_CANDIDATES);
      return rows.map((row) => ({ userId: String(row.userId), name: row.name, orgName: row.orgName }));
    },

    /**
     * Sets the panel of an application or conclusion review at its district or expert step: exactly the call's
     * expertCount experts (422 TOPIC_PANEL_SIZE), none of them the host or a member; an expert who submitted stays
     * (409 EXPERT_HAS_SCORED). When the panel is then complete, its outcome decides the step at once.
     */
    async assignExperts(ctx: RequestContext, body: AssignTopicExpertsBody): Promise<TopicReviewState> {
      const ref = await loadReview(db, ctx.tenantId, body.reviewId);
      const { found, review } = ref;
      requireAccess(ctx.actor, topicAccess.assignExperts, { hostOrgPath: found.host.orgPath });
      if (!hasPanel(ref.kind) || !atStep(ref, 'district', 'expert')) throw new AppError('STATE_NOT_ALLOWED');
      const issues: Array<{ path: string; message: string }> = [];
      const members = new Set((await listMembers(db, ctx.tenantId, [found.topic.id])).map((member) => member.userId));
      const people = new Map((await findPeople(db, ctx.tenantId, body.expertUserIds)).map((person) => [person.userId, person]));
      body.expertUserIds.forEach((userId, index) => {
        if (!people.get(userId)?.roles.includes(topicRoles.step.expert)) issues.push({ path: `body.expertUserIds.${index}`, message: 'not an expert of this district' });
        else if (userId === found.topic.hostUserId || members.has(userId)) issues.push({ path: `body.expertUserIds.${index}`, message: 'the host or a member of the topic' });
      });
      if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
      if (body.expertUserIds.length !== found.call.expertCount) throw new AppError('TOPIC_PANEL_SIZE');
      return ctx.transaction(async (tx) => {
        await lockTopic(tx, ctx.tenantId, found.topic.id);
        const before = await listPanel(tx, ctx.tenantId, [review.id]);
        if (before.some((row) => row.submittedAt !== null && !body.expertUserIds.includes(row.expertUserId))) throw new AppError('EXPERT_HAS_SCORED');
        await replacePanel(tx, ctx.tenantId, { reviewInstanceId: review.id, applicationId: found.topic.id, kind: ref.kind, assignedBy: ctx.actor.userId }, body.expertUserIds);
        await recordAudit(tx, ctx, {
          action: 'topic.panel_assigned',
          entityType: ENTITY,
          entityId: String(review.id),
          before: { experts: before.map((row) => row.expertUserId) },
          after: { experts: body.expertUserIds },
        });
        const moved = atStep(ref, 'expert') ? await completePanel(tx, ctx, ref) : undefined;
        // Experts added while the panel is already scoring hear of it; at the district step they hear when it passes on.
        if (atStep(ref, 'expert') && (!moved || stepCodeOf(moved) === 'expert')) {
          const added = body.expertUserIds.filter((userId) => !before.some((row) => row.expertUserId === userId));
          await tellPanel(tx, ctx, review, added);
        }
        return stateOf(moved ?? review);
      });
    },

    /** The topics of my school (school staff) or district (district staff) with their phase and what is due or overdue. */
    async overview(ctx: RequestContext, query: Omit<TopicOverviewQuery, 'appId'>): Promise<TopicOverviewPage> {
      const page = { current: query.current, size: query.size };
      const today = chinaDay(new Date());
      const found = await listOverview(
        db,
        ctx.tenantId,
        { orgPath: ctx.actor.orgPath, today, overdueOnly: query.overdue === 'true', phase: query.phase, callId: query.callId === undefined ? undefined : Number(query.callId), keyword: query.keyword },
        page,
      );
      const ids = found.rows.map((row) => row.topic.id);
      const [passed, pending] = await Promise.all([passedKinds(db, ctx.tenantId, ids), openKinds(db, ctx.tenantId, ids)]);
      const records = found.rows.map((row) => {
        const { topic, review, call } = row;
        const period = topic.periodStartsOn && topic.periodEndsOn ? { startsOn: topic.periodStartsOn, endsOn: topic.periodEndsOn } : null;
        return {
          applyId: topic.id,
          title: topic.title,
          topicNo: topic.topicNo,
          level: topic.level as TopicLevelValue,
          callTitle: call.title,
          host: hostOf(row),
          memberCount: row.memberCount,
          phase: topic.phase as TopicPhaseValue,
          status: review.status as TopicApplyStatus,
          stepCode: stepCodeOf(review),
          periodStartsOn: topic.periodStartsOn,
          periodEndsOn: topic.periodEndsOn,
          pendingStage: (pending.get(topic.id) as TopicStageKindValue | undefined) ?? null,
          nextDue: topic.phase === 'approved' && period ? nextDue(period, passed.get(topic.id) ?? new Set(), today) : null,
          appraisal: (topic.appraisal as TopicAppraisalValue | null) ?? null,
        };
      });
      return { records, total: found.total, ...page, overdueCount: found.overdue };
    },
  };
}
