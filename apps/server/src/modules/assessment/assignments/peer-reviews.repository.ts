import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import {
  assessmentAssignments as a,
  assessmentPeerReviews as p,
  assessmentSubmissions as s,
} from '@server/db/schema/assessment-assignments';
import { users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type PeerReviewRow = typeof p.$inferSelect;

/** One peer review; `lock` takes its row. */
export async function findPeerReview(db: Executor, tenantId: TenantId, id: number, lock = false): Promise<PeerReviewRow | undefined> {
  let query = db
    .select()
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)))
    .$dynamic();
  if (lock) query = query.for('update');
  const [row] = await query.limit(1);
  return row;
}

/** The reviewer's open peer review of an assignment (asking again answers it). */
export async function openPeerReviewOf(db: Executor, tenantId: TenantId, assignmentId: number, reviewerId: number) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.assignmentId, assignmentId), eq(p.reviewerId, reviewerId), eq(p.status, 'open')))
    .limit(1);
  return row;
}

/**
 * The submitted submission of another teacher with the fewest peer reviews (done and handed out) below `reviewers`,
 * that the reviewer has not reviewed, oldest submission first; its row locked (skipping ones another hand-out holds),
 * so two reviewers asking at once never push one submission past N.
 */
export async function pickSubmissionToReview(
  tx: Executor,
  tenantId: TenantId,
  assignmentId: number,
  reviewerId: number,
  reviewers: number,
) {
  const [row] = await tx
    .select({ id: s.id, round: s.round })
    .from(s)
    .where(
      and(
        eq(s.tenantId, tenantId),
        eq(s.assignmentId, assignmentId),
        ne(s.userId, reviewerId),
        sql`${s.status} in ('submitted', 'graded')`,
        sql`${s.peerReviewsDone} + ${s.peerReviewsOpen} < ${reviewers}`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(p)
            .where(and(eq(p.tenantId, s.tenantId), eq(p.submissionId, s.id), eq(p.reviewerId, reviewerId))),
        ),
      ),
    )
    .orderBy(asc(sql`${s.peerReviewsDone} + ${s.peerReviewsOpen}`), asc(s.submittedAt), asc(s.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Hands a submission's round to a reviewer; answers the review's id. */
export async function insertPeerReview(
  tx: Executor,
  tenantId: TenantId,
  review: { assignmentId: number; submissionId: number; round: number; reviewerId: number; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(p)
    .values({
      tenantId,
      assignmentId: review.assignmentId,
      submissionId: review.submissionId,
      round: review.round,
      reviewerId: review.reviewerId,
      assignedAt: review.now,
    })
    .returning({ id: p.id });
  await tx
    .update(s)
    .set({ peerReviewsOpen: sql`${s.peerReviewsOpen} + 1` })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, review.submissionId)));
  return row!.id;
}

/** Records an open review's scores; answers whether it did (false: it was done already). */
export async function completePeerReview(
  tx: Executor,
  tenantId: TenantId,
  review: PeerReviewRow,
  values: { rubricPoints: number[]; score: number; comment: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(p)
    .set({ status: 'done', rubricPoints: values.rubricPoints, score: values.score, comment: values.comment, reviewedAt: values.now })
    .where(and(eq(p.tenantId, tenantId), eq(p.id, review.id), eq(p.status, 'open')))
    .returning({ id: p.id });
  if (rows.length === 0) return false;
  await tx
    .update(s)
    .set({ peerReviewsOpen: sql`greatest(${s.peerReviewsOpen} - 1, 0)`, peerReviewsDone: sql`${s.peerReviewsDone} + 1` })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, review.submissionId)));
  return true;
}

/** A submission's finished peer reviews with their reviewers' names, oldest first. */
export function doneReviewsOf(db: Executor, tenantId: TenantId, submissionId: number) {
  return db
    .select({ review: p, reviewerName: users.name })
    .from(p)
    .innerJoin(users, and(eq(users.tenantId, p.tenantId), eq(users.id, p.reviewerId)))
    .where(and(eq(p.tenantId, tenantId), eq(p.submissionId, submissionId), eq(p.status, 'done')))
    .orderBy(asc(p.reviewedAt), asc(p.id));
}

/** A teacher's open peer reviews with their assignments' titles (the to-do list), oldest first. */
export function openReviewsFor(db: Executor, tenantId: TenantId, reviewerId: number, limit: number) {
  return db
    .select({ id: p.id, assignmentId: p.assignmentId, title: a.title, assignedAt: p.assignedAt })
    .from(p)
    .innerJoin(a, and(eq(a.tenantId, p.tenantId), eq(a.id, p.assignmentId)))
    .where(and(eq(p.tenantId, tenantId), eq(p.reviewerId, reviewerId), eq(p.status, 'open')))
    .orderBy(asc(p.assignedAt), asc(p.id))
    .limit(limit);
}

/** How many open peer reviews a teacher holds. */
export async function countOpenReviewsFor(db: Executor, tenantId: TenantId, reviewerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.reviewerId, reviewerId), eq(p.status, 'open')));
  return row?.total ?? 0;
}

/** Whether a teacher was handed a submission's round to review. */
export async function reviewsRound(db: Executor, tenantId: TenantId, reviewerId: number, submissionId: number, round: number) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.reviewerId, reviewerId), eq(p.submissionId, submissionId), eq(p.round, round)))
    .limit(1);
  return row !== undefined;
}
