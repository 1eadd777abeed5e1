import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { openClasses, trainingProgrammes } from '@server/db/schema/training';
import { coursePosts, courseRatings } from '@server/db/schema/training-discussion';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The staff's moderation list: questions, answers and reviews that were reported or hidden, over both tables.

/** Which items: reported and still shown (waiting for a decision), hidden, or either. */
export type ModerationState = 'reported' | 'hidden' | 'all';

/** What a school admin moderates: the school-based training their school organises. Undefined: the whole tenant. */
export type ModerationScope = { kind: string; organiserUnitId: number } | undefined;

/** A row of the list, from either table. */
export type ModerationRow = {
  target: 'post' | 'rating';
  id: number;
  courseType: string;
  courseId: number;
  courseTitle: string;
  authorUserId: number;
  text: string;
  stars: number | null;
  isAnswer: boolean;
  reportCount: number;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
};

type Source = typeof coursePosts | typeof courseRatings;

// Items waiting for a decision first (reported, not hidden), then the most reported, then the newest.
const waiting = (table: Source) => sql`(${table.reportCount} > 0 and ${table.hiddenAt} is null)`;

function conditions(table: Source, state: ModerationState, scope: ModerationScope): SQL {
  const stateSql =
    state === 'reported'
      ? waiting(table)
      : state === 'hidden'
        ? sql`${table.hiddenAt} is not null`
        : sql`(${table.reportCount} > 0 or ${table.hiddenAt} is not null)`;
  const scopeSql =
    scope === undefined
      ? sql`true`
      : sql`(${table.courseType} = 'programme' and ${trainingProgrammes.kind} = ${scope.kind} and ${trainingProgrammes.organiserUnitId} = ${scope.organiserUnitId})`;
  return sql`${stateSql} and ${scopeSql}`;
}

const title = sql<string>`coalesce(${trainingProgrammes.title}, ${openClasses.title}, '')`;

/** How a row finds its course's title: a programme or an open class by type and id. */
function joinCourses(table: Source) {
  return {
    programmes: and(
      eq(trainingProgrammes.tenantId, table.tenantId),
      sql`${table.courseType} = 'programme'`,
      eq(trainingProgrammes.id, table.courseId),
    ),
    openClasses: and(eq(openClasses.tenantId, table.tenantId), sql`${table.courseType} = 'openClass'`, eq(openClasses.id, table.courseId)),
  };
}

/** The first `limit` rows of each table in the list's order, and how many there are in all. */
export async function listModeration(
  db: Executor,
  tenantId: TenantId,
  options: { state: ModerationState; scope: ModerationScope; limit: number },
): Promise<{ rows: ModerationRow[]; total: number }> {
  const postJoins = joinCourses(coursePosts);
  const ratingJoins = joinCourses(courseRatings);
  const postWhere = and(eq(coursePosts.tenantId, tenantId), conditions(coursePosts, options.state, options.scope));
  const ratingWhere = and(eq(courseRatings.tenantId, tenantId), conditions(courseRatings, options.state, options.scope));
  const [posts, ratings, [postCount], [ratingCount]] = await Promise.all([
    db
      .select({
        id: coursePosts.id,
        courseType: coursePosts.courseType,
        courseId: coursePosts.courseId,
        courseTitle: title,
        authorUserId: coursePosts.authorUserId,
        text: coursePosts.body,
        isAnswer: sql<boolean>`${coursePosts.questionId} is not null`,
        reportCount: coursePosts.reportCount,
        hiddenAt: coursePosts.hiddenAt,
        hiddenReason: coursePosts.hiddenReason,
        createdAt: coursePosts.createdAt,
      })
      .from(coursePosts)
      .leftJoin(trainingProgrammes, postJoins.programmes)
      .leftJoin(openClasses, postJoins.openClasses)
      .where(postWhere)
      .orderBy(desc(waiting(coursePosts)), desc(coursePosts.reportCount), desc(coursePosts.createdAt), desc(coursePosts.id))
      .limit(options.limit),
    db
      .select({
        id: courseRatings.id,
        courseType: courseRatings.courseType,
        courseId: courseRatings.courseId,
        courseTitle: title,
        authorUserId: courseRatings.userId,
        text: courseRatings.review,
        stars: courseRatings.stars,
        reportCount: courseRatings.reportCount,
        hiddenAt: courseRatings.hiddenAt,
        hiddenReason: courseRatings.hiddenReason,
        createdAt: courseRatings.createdAt,
      })
      .from(courseRatings)
      .leftJoin(trainingProgrammes, ratingJoins.programmes)
      .leftJoin(openClasses, ratingJoins.openClasses)
      .where(ratingWhere)
      .orderBy(desc(waiting(courseRatings)), desc(courseRatings.reportCount), desc(courseRatings.createdAt), desc(courseRatings.id))
      .limit(options.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(coursePosts)
      .leftJoin(trainingProgrammes, postJoins.programmes)
      .leftJoin(openClasses, postJoins.openClasses)
      .where(postWhere),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(courseRatings)
      .leftJoin(trainingProgrammes, ratingJoins.programmes)
      .leftJoin(openClasses, ratingJoins.openClasses)
      .where(ratingWhere),
  ]);
  const rows: ModerationRow[] = [
    ...posts.map((row) => ({ ...row, target: 'post' as const, stars: null })),
    ...ratings.map((row) => ({ ...row, target: 'rating' as const, isAnswer: false })),
  ];
  return { rows, total: (postCount?.total ?? 0) + (ratingCount?.total ?? 0) };
}
