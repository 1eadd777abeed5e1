import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { openClasses } from './training';

// Questions, answers, helpful votes, reports and ratings on a course (a training programme or an open class; issue
// 42). A course is named by its type and id (`course_type` 'programme' or 'openClass'), so one discussion serves
// both kinds; there is no foreign key to either table for that reason, and reads join the course for its title.

/**
 * A question on a course (`question_id` null) or an answer to one (naming its question), so threads are one level
 * deep. `helpful_count` and `report_count` move with the vote and report rows, in their transactions, so the
 * "most helpful" order and the moderation list read off an index instead of counting votes.
 */
export const coursePosts = pgTable(
  'course_posts',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** 'programme' or 'openClass'. */
    courseType: text('course_type').notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    questionId: bigint('question_id', { mode: 'number' }),
    authorUserId: bigint('author_user_id', { mode: 'number' }).notNull(),
    /** Plain text: shown as text, never as markup. */
    body: text('body').notNull(),
    /** The author was one of the course's lecturers when they wrote it. */
    byLecturer: boolean('by_lecturer').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: bigint('hidden_by', { mode: 'number' }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'course_posts_question_fk', columns: [t.tenantId, t.questionId], foreignColumns: [t.tenantId, t.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'course_posts_author_fk', columns: [t.tenantId, t.authorUserId], foreignColumns: [users.tenantId, users.id] }),
    index('course_posts_questions_idx')
      .on(t.tenantId, t.courseType, t.courseId, t.helpfulCount.desc(), t.id.desc())
      .where(sql`question_id is null`),
    index('course_posts_answers_idx')
      .on(t.tenantId, t.questionId, t.id)
      .where(sql`question_id is not null`),
    // The per-person posting limit counts the author's recent posts.
    index('course_posts_author_idx').on(t.tenantId, t.authorUserId, t.createdAt.desc()),
    index('course_posts_moderation_idx')
      .on(t.tenantId, t.reportCount.desc(), t.id.desc())
      .where(sql`report_count > 0 or hidden_at is not null`),
  ],
);

/** One reader's "helpful" vote on a question or answer. */
export const coursePostVotes = pgTable(
  'course_post_votes',
  {
    tenantId: integer('tenant_id').notNull(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.postId, t.userId] }),
    foreignKey({
      name: 'course_post_votes_post_fk',
      columns: [t.tenantId, t.postId],
      foreignColumns: [coursePosts.tenantId, coursePosts.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'course_post_votes_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** A teacher's rating of a course (1-5 stars) with a short review; one per teacher and course, editable. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    courseType: text('course_type').notNull(),
    courseId: bigint('course_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    stars: smallint('stars').notNull(),
    review: text('review').notNull().default(''),
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: bigint('hidden_by', { mode: 'number' }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('course_ratings_teacher_key').on(t.tenantId, t.courseType, t.courseId, t.userId),
    foreignKey({ name: 'course_ratings_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('course_ratings_moderation_idx')
      .on(t.tenantId, t.reportCount.desc(), t.id.desc())
      .where(sql`report_count > 0 or hidden_at is not null`),
  ],
);

/** A reader's report of a question, answer (`target` 'post') or review ('rating'); once per reader and item. */
export const courseReports = pgTable(
  'course_reports',
  {
    tenantId: integer('tenant_id').notNull(),
    target: text('target').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.target, t.targetId, t.userId] }),
    foreignKey({ name: 'course_reports_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * Who opened an open class's recording (the signed link was issued to them): the only sign of watching an open
 * class the server has, and what lets a teacher rate it.
 */
export const openClassViewers = pgTable(
  'open_class_viewers',
  {
    tenantId: integer('tenant_id').notNull(),
    openClassId: bigint('open_class_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.openClassId, t.userId] }),
    foreignKey({
      name: 'open_class_viewers_class_fk',
      columns: [t.tenantId, t.openClassId],
      foreignColumns: [openClasses.tenantId, openClasses.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'open_class_viewers_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
