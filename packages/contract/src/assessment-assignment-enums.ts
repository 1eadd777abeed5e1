import { z } from 'zod';

// The assignments' enumerations (assessment-assignments.ts; issue 38).

/** A draft can be edited freely and is hidden from teachers; a published assignment takes submissions. */
export const AssignmentStatus = z.enum(['draft', 'published']);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;
/** After the due time: refuse the submission, accept it marked late, or accept it with a percent off the score. */
export const LatePolicy = z.enum(['refuse', 'accept', 'penalty']);
export type LatePolicy = z.infer<typeof LatePolicy>;
/**
 * One submission round: a draft the teacher is writing, submitted (waiting for the tutor), returned for resubmission
 * (the teacher writes a new round) or graded.
 */
export const RoundStatus = z.enum(['draft', 'submitted', 'returned', 'graded']);
export type RoundStatus = z.infer<typeof RoundStatus>;
/** A teacher's standing on an assignment: nothing written yet, or the status of their latest round. */
export const SubmissionState = z.enum(['not_started', 'draft', 'submitted', 'returned', 'graded']);
export type SubmissionState = z.infer<typeof SubmissionState>;
/** Why a teacher cannot submit now (null: they can). */
export const SubmitBlocker = z.enum(['not_enrolled', 'not_open', 'past_due', 'waiting_for_tutor', 'graded', 'no_resubmissions_left']);
export type SubmitBlocker = z.infer<typeof SubmitBlocker>;
/** A peer review handed to a reviewer: open until they score it. */
export const PeerReviewStatus = z.enum(['open', 'done']);
export type PeerReviewStatus = z.infer<typeof PeerReviewStatus>;
/**
 * The tutors' queue: rounds waiting for a decision, returned for resubmission, graded, marked excellent, or every
 * submitted teacher's latest round.
 */
export const SubmissionQueueFilter = z.enum(['waiting', 'returned', 'graded', 'excellent', 'all']);
export type SubmissionQueueFilter = z.infer<typeof SubmissionQueueFilter>;
