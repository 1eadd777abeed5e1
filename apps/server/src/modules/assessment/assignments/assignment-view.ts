import type {
  AssignmentFile,
  ManagedAssignment,
  SubmissionRound,
  SubmissionState,
  SubmitBlocker,
  TutorSubmission,
} from '@yanxiu/contract/assessment-assignments';
import type { Executor } from '@server/db/client';
import { storedFileFacts } from '@server/modules/files/files.public';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { AssignmentRow } from './assignments.repository';
import { doneReviewsOf } from './peer-reviews.repository';
import type { QueueRow } from './submission-queue.repository';
import { roundsOf, type RoundRow, type SubmissionRow } from './submissions.repository';

// Shaping assignments, rounds and submissions for their readers.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The files named, in the order named (ids of files gone are left out). */
export async function filesOf(db: Executor, tenantId: TenantId, ids: readonly string[]): Promise<AssignmentFile[]> {
  if (ids.length === 0) return [];
  const facts = new Map((await storedFileFacts(db, tenantId, ids)).map((file) => [file.id, file]));
  return ids.flatMap((id) => {
    const file = facts.get(id);
    return file ? [{ id: file.id, name: file.name, contentType: file.contentType, size: file.size }] : [];
  });
}

/** The settings every reader shares. */
export const settingsOf = (row: AssignmentRow) => ({
  title: row.title,
  instructions: row.instructions,
  opensAt: iso(row.opensAt),
  dueAt: row.dueAt.toISOString(),
  latePolicy: row.latePolicy as ManagedAssignment['latePolicy'],
  latePenaltyPercent: row.latePenaltyPercent,
  maxScore: row.maxScore,
  passScore: row.passScore,
  rubric: row.rubric,
  peerReview: { reviewers: row.peerReviewers, dueAt: iso(row.peerReviewDueAt) },
  resubmissionsAllowed: row.resubmissionsAllowed,
});

/** An assignment as staff read it. */
export async function managedAssignmentOf(
  db: Executor,
  tenantId: TenantId,
  row: AssignmentRow,
  counts: { submitted: number; waiting: number } | undefined,
): Promise<ManagedAssignment> {
  return {
    ...settingsOf(row),
    placement: { kind: 'unit', unitId: row.unitId },
    id: row.id,
    version: row.version,
    status: row.status as ManagedAssignment['status'],
    programmeId: row.programmeId,
    programmeTitle: row.programmeTitle,
    attachments: await filesOf(db, tenantId, row.attachmentFileIds),
    submittedCount: counts?.submitted ?? 0,
    waitingCount: counts?.waiting ?? 0,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A submission's rounds as their readers see them, first to latest. */
export async function roundViewsOf(db: Executor, tenantId: TenantId, rounds: readonly RoundRow[]): Promise<SubmissionRound[]> {
  const files = new Map(
    (await filesOf(db, tenantId, [...new Set(rounds.flatMap((round) => round.fileIds))])).map((file) => [file.id, file]),
  );
  return rounds.map((round) => ({
    round: round.round,
    status: round.status as SubmissionRound['status'],
    text: round.text,
    files: round.fileIds.flatMap((id) => files.get(id) ?? []),
    submittedAt: iso(round.submittedAt),
    late: round.late,
    decision:
      round.decidedAt === null
        ? null
        : {
            score: round.score,
            rawScore: round.rawScore,
            rubricPoints: round.rubricPoints,
            feedback: round.feedback ?? '',
            decidedAt: round.decidedAt.toISOString(),
          },
  }));
}

/** The last graded round's result, or null. */
export const countedOf = (submission: SubmissionRow | undefined) =>
  submission && submission.countedScore !== null && submission.countedRound !== null
    ? { score: submission.countedScore, passed: submission.countedPassed ?? false, round: submission.countedRound }
    : null;

/** The teacher's standing: nothing yet, or their latest round's status. */
export const stateOf = (submission: SubmissionRow | undefined): SubmissionState =>
  submission ? (submission.status as SubmissionState) : 'not_started';

/** Why a teacher could not write or submit their round now (null: they could). */
export function submitBlockerOf(
  assignment: AssignmentRow,
  enrolled: boolean,
  submission: SubmissionRow | undefined,
  now: Date,
): SubmitBlocker | null {
  if (!enrolled) return 'not_enrolled';
  if (assignment.opensAt && now.getTime() < assignment.opensAt.getTime()) return 'not_open';
  if (submission?.status === 'submitted') return 'waiting_for_tutor';
  if (submission?.status === 'graded') return 'graded';
  if (submission?.status === 'returned' && submission.round > assignment.resubmissionsAllowed) return 'no_resubmissions_left';
  if (now.getTime() > assignment.dueAt.getTime() && assignment.latePolicy === 'refuse') return 'past_due';
  return null;
}

/** The refusal of a write for a blocker. */
export const BLOCKER_ERRORS = {
  not_enrolled: 'ASSESSMENT_ASSIGNMENT_NOT_ENROLLED',
  not_open: 'ASSESSMENT_ASSIGNMENT_NOT_OPEN',
  past_due: 'ASSESSMENT_ASSIGNMENT_PAST_DUE',
  waiting_for_tutor: 'ASSESSMENT_SUBMISSION_LOCKED',
  graded: 'ASSESSMENT_ROUND_MOVED',
  no_resubmissions_left: 'ASSESSMENT_NO_RESUBMISSIONS_LEFT',
} as const satisfies Record<SubmitBlocker, string>;

/** One submission as its tutor reads it: every round, the peer reviews with their reviewers' names. */
export async function tutorSubmissionOf(
  db: Executor,
  tenantId: TenantId,
  assignment: AssignmentRow,
  submission: SubmissionRow,
  row: QueueRow,
): Promise<TutorSubmission> {
  const reviews = await doneReviewsOf(db, tenantId, submission.id);
  return {
    submissionId: row.submissionId,
    assignmentId: row.assignmentId,
    assignmentTitle: row.assignmentTitle,
    programmeTitle: row.programmeTitle,
    teacherName: row.teacherName,
    schoolName: row.schoolName,
    round: row.round,
    status: row.status as TutorSubmission['status'],
    submittedAt: iso(row.submittedAt),
    late: row.late,
    excellent: row.excellentAt !== null,
    maxScore: assignment.maxScore,
    passScore: assignment.passScore,
    rubric: assignment.rubric,
    latePolicy: assignment.latePolicy as TutorSubmission['latePolicy'],
    latePenaltyPercent: assignment.latePenaltyPercent,
    resubmissionsAllowed: assignment.resubmissionsAllowed,
    rounds: await roundViewsOf(db, tenantId, await roundsOf(db, tenantId, submission.id)),
    counted: countedOf(submission),
    peerReviews: reviews.map(({ review, reviewerName }) => ({
      rubricPoints: review.rubricPoints,
      score: review.score ?? 0,
      comment: review.comment,
      reviewedAt: review.reviewedAt!.toISOString(),
      reviewerName,
    })),
  };
}
