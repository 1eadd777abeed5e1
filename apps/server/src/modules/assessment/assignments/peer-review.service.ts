import type { PeerReviewOffer, PeerReviewTask, RequestPeerReviewBody, SubmitPeerReviewBody } from '@yanxiu/contract/assessment-assignments';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { enrolledAssignment } from './assignment-access';
import { assignmentTexts } from './assignment.texts';
import { roundViewsOf } from './assignment-view';
import { findAssignment, type AssignmentRow } from './assignments.repository';
import { pointsOf } from './decision-score';
import {
  completePeerReview,
  findPeerReview,
  insertPeerReview,
  openPeerReviewOf,
  pickSubmissionToReview,
  type PeerReviewRow,
} from './peer-reviews.repository';
import { findSubmissionOf, roundsOf } from './submissions.repository';

// Peer review: a teacher who has submitted asks for another's submission to review and gets the submitted one with
// the fewest reviews below the assignment's N (the same open one when they ask again), without its author; they score
// it by the rubric and comment, once.

const refused = (ctx: RequestContext, key: 'peerReviewOff' | 'peerReviewClosed' | 'submitFirst') =>
  new AppError('STATE_NOT_ALLOWED', { message: assignmentTexts(ctx.locale, key) });

async function taskOf(ctx: RequestContext, db: Executor, assignment: AssignmentRow, review: PeerReviewRow): Promise<PeerReviewTask> {
  const round = (await roundsOf(db, ctx.tenantId, review.submissionId)).filter((row) => row.round === review.round);
  const [view] = await roundViewsOf(db, ctx.tenantId, round);
  return {
    reviewId: review.id,
    assignmentId: assignment.id,
    assignmentTitle: assignment.title,
    rubric: assignment.rubric,
    maxScore: assignment.maxScore,
    dueAt: assignment.peerReviewDueAt?.toISOString() ?? null,
    text: view?.text ?? '',
    files: view?.files ?? [],
    status: review.status as PeerReviewTask['status'],
    rubricPoints: review.rubricPoints,
    score: review.score,
    comment: review.comment,
  };
}

/** Hands the caller a submission to review, or answers their open one; `task: null` when none needs a review now. */
export async function requestPeerReview(ctx: RequestContext, body: RequestPeerReviewBody): Promise<PeerReviewOffer> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const assignment = await enrolledAssignment(ctx, tx, body.assignmentId);
    if (assignment.peerReviewers === 0) throw refused(ctx, 'peerReviewOff');
    const open = await openPeerReviewOf(tx, ctx.tenantId, assignment.id, ctx.actor.userId);
    if (open) return { task: await taskOf(ctx, tx, assignment, open) };
    if (assignment.peerReviewDueAt && now.getTime() > assignment.peerReviewDueAt.getTime()) throw refused(ctx, 'peerReviewClosed');
    const own = await findSubmissionOf(tx, ctx.tenantId, assignment.id, ctx.actor.userId);
    if (!own || (own.status === 'draft' && own.round === 1)) throw refused(ctx, 'submitFirst');
    const picked = await pickSubmissionToReview(tx, ctx.tenantId, assignment.id, ctx.actor.userId, assignment.peerReviewers);
    if (!picked) return { task: null };
    const reviewId = await insertPeerReview(tx, ctx.tenantId, {
      assignmentId: assignment.id,
      submissionId: picked.id,
      round: picked.round,
      reviewerId: ctx.actor.userId,
      now,
    });
    return { task: await taskOf(ctx, tx, assignment, (await findPeerReview(tx, ctx.tenantId, reviewId))!) };
  });
}

/** The caller's own peer review (anyone else's is 404). */
async function ownReview(ctx: RequestContext, db: Executor, reviewId: number, lock = false) {
  const review = await findPeerReview(db, ctx.tenantId, reviewId, lock);
  if (!review || review.reviewerId !== ctx.actor.userId) throw new AppError('NOT_FOUND');
  const assignment = await findAssignment(db, ctx.tenantId, review.assignmentId);
  if (!assignment) throw new AppError('NOT_FOUND');
  return { review, assignment };
}

/** One of the caller's peer reviews. */
export async function readPeerReview(ctx: RequestContext, reviewId: number): Promise<PeerReviewTask> {
  const { review, assignment } = await ownReview(ctx, ctx.db, reviewId);
  return taskOf(ctx, ctx.db, assignment, review);
}

/** Records the caller's scores and comment on their open review (409, code 4976, when already done). */
export async function submitPeerReview(ctx: RequestContext, body: SubmitPeerReviewBody): Promise<PeerReviewTask> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { review, assignment } = await ownReview(ctx, tx, body.reviewId, true);
    if (review.status !== 'open') throw new AppError('ASSESSMENT_PEER_REVIEW_DONE');
    const { raw, rubricPoints } = pointsOf(ctx, assignment, body);
    if (!(await completePeerReview(tx, ctx.tenantId, review, { rubricPoints, score: raw, comment: body.comment, now })))
      throw new AppError('ASSESSMENT_PEER_REVIEW_DONE');
    return taskOf(ctx, tx, assignment, (await findPeerReview(tx, ctx.tenantId, review.id))!);
  });
}
