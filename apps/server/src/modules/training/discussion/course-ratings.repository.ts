import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { lessonWatchStates } from '@server/db/schema/learning';
import { openClasses, trainingEnrolments, trainingUnitCompletions, trainingUnits } from '@server/db/schema/training';
import { courseRatings, openClassViewers } from '@server/db/schema/training-discussion';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { CourseKey } from './course-posts.repository';

// Ratings of a course, and the facts that let a teacher rate it.

/** A stored rating. */
export type CourseRatingRecord = typeof courseRatings.$inferSelect;

/**
 * Whether the teacher took part in a programme: enrolled, with a unit completed or a lesson begun (a watch state),
 * so a rating comes from someone who saw some of it rather than from a sign-up alone.
 */
export async function tookPartInProgramme(db: Executor, tenantId: TenantId, programmeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingEnrolments.id })
    .from(trainingEnrolments)
    .where(
      and(
        eq(trainingEnrolments.tenantId, tenantId),
        eq(trainingEnrolments.programmeId, programmeId),
        eq(trainingEnrolments.userId, userId),
        eq(trainingEnrolments.status, 'enrolled'),
        sql`(exists (select 1 from ${trainingUnitCompletions} c join ${trainingUnits} u on u.tenant_id = c.tenant_id and u.id = c.unit_id
                     where c.tenant_id = ${tenantId} and c.user_id = ${userId} and u.programme_id = ${programmeId})
          or exists (select 1 from ${lessonWatchStates} w join ${trainingUnits} u on u.tenant_id = w.tenant_id and u.id = w.unit_id
                     where w.tenant_id = ${tenantId} and w.user_id = ${userId} and u.programme_id = ${programmeId}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the open class's recording was ever opened by the user. */
export async function watchedOpenClass(db: Executor, tenantId: TenantId, openClassId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: openClassViewers.userId })
    .from(openClassViewers)
    .where(and(eq(openClassViewers.tenantId, tenantId), eq(openClassViewers.openClassId, openClassId), eq(openClassViewers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Records that the user opened an open class's recording (once). */
export async function recordOpenClassViewer(db: Executor, tenantId: TenantId, openClassId: number, userId: number): Promise<void> {
  await db.insert(openClassViewers).values({ tenantId, openClassId, userId }).onConflictDoNothing();
}

/** The user's rating of a course, or undefined. */
export async function findOwnRating(
  db: Executor,
  tenantId: TenantId,
  course: CourseKey,
  userId: number,
): Promise<CourseRatingRecord | undefined> {
  const [row] = await db
    .select()
    .from(courseRatings)
    .where(
      and(
        eq(courseRatings.tenantId, tenantId),
        eq(courseRatings.courseType, course.courseType),
        eq(courseRatings.courseId, course.courseId),
        eq(courseRatings.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/** One rating by id, or undefined. */
export async function findRating(db: Executor, tenantId: TenantId, id: number): Promise<CourseRatingRecord | undefined> {
  const [row] = await db
    .select()
    .from(courseRatings)
    .where(and(eq(courseRatings.tenantId, tenantId), eq(courseRatings.id, id)))
    .limit(1);
  return row;
}

/** Writes the user's rating of a course, or changes it: one per teacher and course (the unique key). */
export async function upsertRating(
  db: Executor,
  tenantId: TenantId,
  rating: CourseKey & { userId: number; stars: number; review: string },
): Promise<CourseRatingRecord> {
  const now = new Date();
  const [row] = await db
    .insert(courseRatings)
    .values({ tenantId, ...rating, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [courseRatings.tenantId, courseRatings.courseType, courseRatings.courseId, courseRatings.userId],
      set: { stars: rating.stars, review: rating.review, updatedAt: now },
    })
    .returning();
  return row!;
}

/** The average stars and count of a course's ratings staff have not hidden. */
export async function ratingSummaryOf(
  db: Executor,
  tenantId: TenantId,
  course: CourseKey,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${courseRatings.stars})`, count: sql<number>`count(*)::int` })
    .from(courseRatings)
    .where(
      and(
        eq(courseRatings.tenantId, tenantId),
        eq(courseRatings.courseType, course.courseType),
        eq(courseRatings.courseId, course.courseId),
        isNull(courseRatings.hiddenAt),
      ),
    );
  return { average: row?.average == null ? null : Math.round(Number(row.average) * 10) / 10, count: row?.count ?? 0 };
}

/** A page of a course's ratings, newest change first; hidden ones only when asked for. */
export async function listRatings(
  db: Executor,
  tenantId: TenantId,
  course: CourseKey,
  options: { includeHidden: boolean; current: number; size: number },
): Promise<{ rows: CourseRatingRecord[]; total: number }> {
  const where = and(
    eq(courseRatings.tenantId, tenantId),
    eq(courseRatings.courseType, course.courseType),
    eq(courseRatings.courseId, course.courseId),
    options.includeHidden ? undefined : isNull(courseRatings.hiddenAt),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(courseRatings)
      .where(where)
      .orderBy(desc(courseRatings.updatedAt), desc(courseRatings.id))
      .limit(options.size)
      .offset((options.current - 1) * options.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(courseRatings)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Adds one to a rating's report count. */
export async function countRatingReport(db: Executor, tenantId: TenantId, id: number): Promise<void> {
  await db
    .update(courseRatings)
    .set({ reportCount: sql`${courseRatings.reportCount} + 1` })
    .where(and(eq(courseRatings.tenantId, tenantId), eq(courseRatings.id, id)));
}

/** Hides (with who, when and why) or shows a rating; answers whether it changed. */
export async function setRatingHidden(
  db: Executor,
  tenantId: TenantId,
  id: number,
  hidden: { by: number; at: Date; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(courseRatings)
    .set(
      hidden
        ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason }
        : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
    )
    .where(
      and(
        eq(courseRatings.tenantId, tenantId),
        eq(courseRatings.id, id),
        hidden ? isNull(courseRatings.hiddenAt) : sql`${courseRatings.hiddenAt} is not null`,
      ),
    )
    .returning({ id: courseRatings.id });
  return rows.length > 0;
}

/** The average stars and count of shown ratings of several courses of one type; courses nobody rated are left out. */
export async function ratingSummariesOf(
  db: Executor,
  tenantId: TenantId,
  courseType: string,
  courseIds: readonly number[],
): Promise<Map<number, { average: number; count: number }>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: courseRatings.courseId, average: sql<string>`avg(${courseRatings.stars})`, count: sql<number>`count(*)::int` })
    .from(courseRatings)
    .where(
      and(
        eq(courseRatings.tenantId, tenantId),
        eq(courseRatings.courseType, courseType),
        inArray(courseRatings.courseId, [...courseIds]),
        isNull(courseRatings.hiddenAt),
      ),
    )
    .groupBy(courseRatings.courseId);
  return new Map(rows.map((row) => [row.courseId, { average: Math.round(Number(row.average) * 10) / 10, count: row.count }]));
}

/** Which of these open classes are published. */
export async function publishedOpenClassesAmong(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: openClasses.id })
    .from(openClasses)
    .where(and(eq(openClasses.tenantId, tenantId), inArray(openClasses.id, [...ids]), eq(openClasses.published, true)));
  return new Set(rows.map((row) => row.id));
}
