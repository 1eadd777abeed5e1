import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { reviewInstances } from '@server/db/schema/review';
import { topicApplications, topicCalls, topicPanel } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { PanelRow } from '@server/modules/topic/review/panel.repository';

// The experts' writes and lists of panels (reading a panel with names is review/panel.repository's).

/** Makes a review's panel these experts: those who submitted stay (the caller checked), others not listed go, new ones join. */
export async function replacePanel(
  tx: Executor,
  tenantId: TenantId,
  panel: { reviewInstanceId: number; applicationId: number; kind: string; assignedBy: number },
  expertUserIds: readonly number[],
): Promise<void> {
  await tx
    .delete(topicPanel)
    .where(
      and(
        eq(topicPanel.tenantId, tenantId),
        eq(topicPanel.reviewInstanceId, panel.reviewInstanceId),
        isNull(topicPanel.submittedAt),
        sql`${topicPanel.expertUserId} <> all(${sql.param([...expertUserIds])}::bigint[])`,
      ),
    );
  await tx
    .insert(topicPanel)
    .values(expertUserIds.map((expertUserId) => ({ ...panel, tenantId, expertUserId })))
    .onConflictDoNothing();
}

/** An expert's score or appraisal, once; undefined when they are not on the panel or already submitted. */
export async function submitPanelScore(
  tx: Executor,
  tenantId: TenantId,
  key: { reviewInstanceId: number; expertUserId: number },
  given: { score: number | null; appraisal: string | null; comment: string },
): Promise<PanelRow | undefined> {
  const rows = await tx
    .update(topicPanel)
    .set({ ...given, submittedAt: new Date() })
    .where(
      and(
        eq(topicPanel.tenantId, tenantId),
        eq(topicPanel.reviewInstanceId, key.reviewInstanceId),
        eq(topicPanel.expertUserId, key.expertUserId),
        isNull(topicPanel.submittedAt),
      ),
    )
    .returning();
  return rows[0];
}

const atExpertStep = sql`${reviewInstances.status} = '4' and (${reviewInstances.steps} -> ${reviewInstances.stepIndex}) ->> 'code' = 'expert'`;

/** The reviews an expert is on the panel of: pending (not submitted) or done, newest first, paged. */
export async function listExpertItems(
  db: Executor,
  tenantId: TenantId,
  expertUserId: number,
  state: 'pending' | 'done',
  page: { current: number; size: number },
) {
  const where = and(
    eq(topicPanel.tenantId, tenantId),
    eq(topicPanel.expertUserId, expertUserId),
    state === 'pending' ? isNull(topicPanel.submittedAt) : isNotNull(topicPanel.submittedAt),
  );
  const query = db
    .select({
      reviewId: topicPanel.reviewInstanceId,
      kind: topicPanel.kind,
      applyId: topicApplications.id,
      title: topicApplications.title,
      level: topicApplications.level,
      callTitle: topicCalls.title,
      open: sql<boolean>`(${atExpertStep})`,
      assignedAt: topicPanel.assignedAt,
      submittedAt: topicPanel.submittedAt,
    })
    .from(topicPanel)
    .innerJoin(
      topicApplications,
      and(eq(topicApplications.tenantId, topicPanel.tenantId), eq(topicApplications.id, topicPanel.applicationId)),
    )
    .innerJoin(topicCalls, and(eq(topicCalls.tenantId, topicApplications.tenantId), eq(topicCalls.id, topicApplications.callId)))
    .innerJoin(reviewInstances, and(eq(reviewInstances.tenantId, topicPanel.tenantId), eq(reviewInstances.id, topicPanel.reviewInstanceId)))
    .where(where);
  const [rows, [total]] = await Promise.all([
    query
      .orderBy(desc(topicPanel.assignedAt), desc(topicPanel.reviewInstanceId))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(topicPanel).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Reviews at their expert step waiting for this expert's score (their to-do items), oldest first. */
export async function listScoringDue(db: Executor, tenantId: TenantId, expertUserId: number, limit: number) {
  return db
    .select({
      reviewId: topicPanel.reviewInstanceId,
      kind: topicPanel.kind,
      title: topicApplications.title,
      since: reviewInstances.updatedAt,
    })
    .from(topicPanel)
    .innerJoin(
      topicApplications,
      and(eq(topicApplications.tenantId, topicPanel.tenantId), eq(topicApplications.id, topicPanel.applicationId)),
    )
    .innerJoin(reviewInstances, and(eq(reviewInstances.tenantId, topicPanel.tenantId), eq(reviewInstances.id, topicPanel.reviewInstanceId)))
    .where(and(eq(topicPanel.tenantId, tenantId), eq(topicPanel.expertUserId, expertUserId), isNull(topicPanel.submittedAt), atExpertStep))
    .orderBy(reviewInstances.updatedAt, topicPanel.reviewInstanceId)
    .limit(limit);
}
