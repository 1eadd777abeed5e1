import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { coursePosts, coursePostVotes, courseReports } from '@server/db/schema/training-discussion';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Questions and answers on a course, their helpful votes and reports.

/** A stored question or answer. */
export type CoursePostRecord = typeof coursePosts.$inferSelect;

/** Names a course. */
export type CourseKey = { courseType: string; courseId: number };

/** Adds a question (no `questionId`) or an answer. */
export async function insertCoursePost(
  db: Executor,
  tenantId: TenantId,
  post: CourseKey & { questionId: number | null; authorUserId: number; body: string; byLecturer: boolean },
): Promise<CoursePostRecord> {
  const [row] = await db
    .insert(coursePosts)
    .values({ tenantId, ...post })
    .returning();
  return row!;
}

/** One question or answer, or undefined. */
export async function findCoursePost(db: Executor, tenantId: TenantId, id: number): Promise<CoursePostRecord | undefined> {
  const [row] = await db
    .select()
    .from(coursePosts)
    .where(and(eq(coursePosts.tenantId, tenantId), eq(coursePosts.id, id)))
    .limit(1);
  return row;
}

/** How many questions and answers a person wrote since a moment (the posting limit). */
export async function countPostsSince(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${coursePosts.createdAt})` })
    .from(coursePosts)
    .where(and(eq(coursePosts.tenantId, tenantId), eq(coursePosts.authorUserId, userId), gt(coursePosts.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** A page of a course's questions, most helpful or newest first; hidden ones only when asked for. */
export async function listCourseQuestions(
  db: Executor,
  tenantId: TenantId,
  course: CourseKey,
  options: { includeHidden: boolean; sort: 'helpful' | 'newest'; current: number; size: number },
): Promise<{ rows: CoursePostRecord[]; total: number }> {
  const where = and(
    eq(coursePosts.tenantId, tenantId),
    eq(coursePosts.courseType, course.courseType),
    eq(coursePosts.courseId, course.courseId),
    isNull(coursePosts.questionId),
    options.includeHidden ? undefined : isNull(coursePosts.hiddenAt),
  );
  const order = options.sort === 'helpful' ? [desc(coursePosts.helpfulCount), desc(coursePosts.id)] : [desc(coursePosts.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coursePosts)
      .where(where)
      .orderBy(...order)
      .limit(options.size)
      .offset((options.current - 1) * options.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(coursePosts)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The answers of some questions: lecturers' first, then most helpful, then oldest; hidden ones only when asked for. */
export async function listCourseAnswers(
  db: Executor,
  tenantId: TenantId,
  questionIds: readonly number[],
  includeHidden: boolean,
): Promise<CoursePostRecord[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(coursePosts)
    .where(
      and(
        eq(coursePosts.tenantId, tenantId),
        inArray(coursePosts.questionId, [...questionIds]),
        includeHidden ? undefined : isNull(coursePosts.hiddenAt),
      ),
    )
    .orderBy(desc(coursePosts.byLecturer), desc(coursePosts.helpfulCount), asc(coursePosts.id));
}

/** Which of these posts the user voted helpful. */
export async function votedAmong(db: Executor, tenantId: TenantId, userId: number, postIds: readonly number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: coursePostVotes.postId })
    .from(coursePostVotes)
    .where(and(eq(coursePostVotes.tenantId, tenantId), eq(coursePostVotes.userId, userId), inArray(coursePostVotes.postId, [...postIds])));
  return new Set(rows.map((row) => row.postId));
}

/** Which of these items (of one target) the user reported. */
export async function reportedAmong(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  target: 'post' | 'rating',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courseReports.targetId })
    .from(courseReports)
    .where(
      and(
        eq(courseReports.tenantId, tenantId),
        eq(courseReports.userId, userId),
        eq(courseReports.target, target),
        inArray(courseReports.targetId, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Records or takes back a helpful vote and moves the post's count with it, in the caller's transaction: the vote
 * row's key makes a repeated vote change nothing. Answers the count after.
 */
export async function setHelpfulVote(db: Executor, tenantId: TenantId, postId: number, userId: number, helpful: boolean): Promise<number> {
  const changed = helpful
    ? await db
        .insert(coursePostVotes)
        .values({ tenantId, postId, userId })
        .onConflictDoNothing()
        .returning({ postId: coursePostVotes.postId })
    : await db
        .delete(coursePostVotes)
        .where(and(eq(coursePostVotes.tenantId, tenantId), eq(coursePostVotes.postId, postId), eq(coursePostVotes.userId, userId)))
        .returning({ postId: coursePostVotes.postId });
  const step = changed.length === 0 ? 0 : helpful ? 1 : -1;
  const [row] = await db
    .update(coursePosts)
    .set({ helpfulCount: sql`${coursePosts.helpfulCount} + ${step}` })
    .where(and(eq(coursePosts.tenantId, tenantId), eq(coursePosts.id, postId)))
    .returning({ helpfulCount: coursePosts.helpfulCount });
  return row?.helpfulCount ?? 0;
}

/** Records a reader's report once; answers whether it is new. The item's count moves in the caller's code. */
export async function insertReport(
  db: Executor,
  tenantId: TenantId,
  report: { target: 'post' | 'rating'; targetId: number; userId: number; reason: string },
): Promise<boolean> {
  const rows = await db
    .insert(courseReports)
    .values({ tenantId, ...report })
    .onConflictDoNothing()
    .returning({ id: courseReports.targetId });
  return rows.length > 0;
}

/** Adds one to a post's report count. */
export async function countPostReport(db: Executor, tenantId: TenantId, postId: number): Promise<void> {
  await db
    .update(coursePosts)
    .set({ reportCount: sql`${coursePosts.reportCount} + 1` })
    .where(and(eq(coursePosts.tenantId, tenantId), eq(coursePosts.id, postId)));
}

/** Hides (with who, when and why) or shows a post; answers whether it changed. */
export async function setPostHidden(
  db: Executor,
  tenantId: TenantId,
  postId: number,
  hidden: { by: number; at: Date; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(coursePosts)
    .set(
      hidden
        ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason }
        : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
    )
    .where(
      and(
        eq(coursePosts.tenantId, tenantId),
        eq(coursePosts.id, postId),
        hidden ? isNull(coursePosts.hiddenAt) : sql`${coursePosts.hiddenAt} is not null`,
      ),
    )
    .returning({ id: coursePosts.id });
  return rows.length > 0;
}

/**
 * Holds, until the caller's transaction ends, the one lock a person's posting takes, so the posting limit counts
 * their posts one writer at a time (four posts sent at once cannot all pass a count none of them sees).
 */
export async function lockAuthorPosting(db: Executor, tenantId: TenantId, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`yanxiu.course-posts:${tenantId}:${userId}`}))`);
}
