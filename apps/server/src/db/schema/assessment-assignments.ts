import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';
import { trainingProgrammes, trainingUnits } from './training';

/**
 * An assignment (作业, issue 38) on a programme's unit of kind `assignment`, one per unit. `owner_unit_id` is the unit
 * whose staff manage it (the programme's organiser) and decide its submissions. `rubric` is a list of criteria
 * ({title, description, maxPoints}); with one, `max_score` is their sum. `version` guards staff edits.
 */
export const assessmentAssignments = pgTable(
  'assessment_assignments',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    programmeId: bigint('programme_id', { mode: 'number' }).notNull(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    ownerUnitId: bigint('owner_unit_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    instructions: text('instructions').notNull().default(''),
    /** Stored file ids, in order. */
    attachmentFileIds: uuid('attachment_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** draft or published. */
    status: text('status').notNull().default('draft'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** refuse, accept or penalty. */
    latePolicy: text('late_policy').notNull(),
    latePenaltyPercent: integer('late_penalty_percent').notNull().default(0),
    maxScore: integer('max_score').notNull(),
    passScore: integer('pass_score').notNull(),
    rubric: jsonb('rubric').notNull().default([]),
    /** 0: no peer review. */
    peerReviewers: integer('peer_reviewers').notNull().default(0),
    peerReviewDueAt: timestamp('peer_review_due_at', { withTimezone: true }),
    resubmissionsAllowed: integer('resubmissions_allowed').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.programmeId], foreignColumns: [trainingProgrammes.tenantId, trainingProgrammes.id] }),
    foreignKey({ columns: [t.tenantId, t.unitId], foreignColumns: [trainingUnits.tenantId, trainingUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    check('assessment_assignments_scores_check', sql`${t.passScore} between 0 and ${t.maxScore}`),
    check('assessment_assignments_penalty_check', sql`${t.latePenaltyPercent} between 0 and 100`),
    // One assignment per unit, so a unit's completion has one assignment behind it.
    uniqueIndex('assessment_assignments_unit_key').on(t.tenantId, t.unitId),
    index('assessment_assignments_programme_idx').on(t.tenantId, t.programmeId),
    // The staff's list: an owner's assignments, newest first.
    index('assessment_assignments_owner_idx').on(t.tenantId, t.ownerUnitId, t.updatedAt.desc(), t.id.desc()),
  ],
);

/**
 * A teacher's submission to an assignment: one row per teacher and assignment, standing at its latest round
 * (`round`, `status` mirror that round). `counted_*` is the last graded round's result, the grade book's and the
 * completion's. `peer_reviews_done` counts finished peer reviews of it (the hand-out picks the fewest).
 */
export const assessmentSubmissions = pgTable(
  'assessment_submissions',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    assignmentId: bigint('assignment_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    round: integer('round').notNull().default(1),
    /** The latest round's: draft, submitted, returned or graded. */
    status: text('status').notNull().default('draft'),
    /** When the latest round was submitted (the queue's order). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    countedScore: integer('counted_score'),
    countedPassed: boolean('counted_passed'),
    countedRound: integer('counted_round'),
    excellentAt: timestamp('excellent_at', { withTimezone: true }),
    excellentBy: bigint('excellent_by', { mode: 'number' }),
    peerReviewsDone: integer('peer_reviews_done').notNull().default(0),
    /** Peer reviews handed out and not yet done (the hand-out keeps below the assignment's reviewers). */
    peerReviewsOpen: integer('peer_reviews_open').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.assignmentId],
      foreignColumns: [assessmentAssignments.tenantId, assessmentAssignments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('assessment_submissions_user_key').on(t.tenantId, t.assignmentId, t.userId),
    // The grade book reads a programme's teachers' results per assignment.
    index('assessment_submissions_user_idx').on(t.tenantId, t.userId),
    // The tutors' queue: an assignment's submitted rounds, oldest first.
    index('assessment_submissions_queue_idx').on(t.tenantId, t.assignmentId, t.status, t.submittedAt),
  ],
);

/** One round of a submission, kept when the next one starts (the history tutors and the teacher read). */
export const assessmentSubmissionRounds = pgTable(
  'assessment_submission_rounds',
  {
    tenantId: integer('tenant_id').notNull(),
    submissionId: bigint('submission_id', { mode: 'number' }).notNull(),
    round: integer('round').notNull(),
    /** draft, submitted, returned or graded. */
    status: text('status').notNull().default('draft'),
    /** Sanitised HTML. */
    text: text('text').notNull().default(''),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    late: boolean('late').notNull().default(false),
    /** After the late penalty. */
    score: integer('score'),
    rawScore: integer('raw_score'),
    rubricPoints: integer('rubric_points')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    feedback: text('feedback'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.submissionId, t.round] }),
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [assessmentSubmissions.tenantId, assessmentSubmissions.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A peer review: a teacher handed another's submission (its latest submitted round at the hand-out) to score by the
 * rubric. At most one open review per reviewer and assignment (asking again answers the same one), one review per
 * reviewer and submission.
 */
export const assessmentPeerReviews = pgTable(
  'assessment_peer_reviews',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    assignmentId: bigint('assignment_id', { mode: 'number' }).notNull(),
    submissionId: bigint('submission_id', { mode: 'number' }).notNull(),
    round: integer('round').notNull(),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).notNull(),
    /** open or done. */
    status: text('status').notNull().default('open'),
    rubricPoints: integer('rubric_points')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.assignmentId],
      foreignColumns: [assessmentAssignments.tenantId, assessmentAssignments.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [assessmentSubmissions.tenantId, assessmentSubmissions.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.reviewerId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('assessment_peer_reviews_pair_key').on(t.tenantId, t.submissionId, t.reviewerId),
    uniqueIndex('assessment_peer_reviews_open_key')
      .on(t.tenantId, t.assignmentId, t.reviewerId)
      .where(sql`${t.status} = 'open'`),
    index('assessment_peer_reviews_submission_idx').on(t.tenantId, t.submissionId),
  ],
);
