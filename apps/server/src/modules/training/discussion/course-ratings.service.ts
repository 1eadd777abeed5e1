import type {
  CourseQuery,
  CourseRatingAverage,
  CourseRatingAveragesQuery,
  CourseRatingSummary,
  CourseReview,
  CourseReviewsPage,
  CourseReviewsQuery,
  SaveRatingBody,
} from '@yanxiu/contract/training-discussion';
import { TrainingDiscussionLimits as Limits } from '@yanxiu/contract/training-discussion-limits';
import type { z } from 'zod';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { trainingAccess } from '@server/modules/training/training.access';
import { gateCourse, tookPartIn } from './course-gate';
import { findCoursePeople } from './course-people.repository';
import { hiddenView } from './course-post-view';
import { reportedAmong } from './course-posts.repository';
import { checkLength } from './course-questions.service';
import { findProgrammesByIds } from '@server/modules/training/programmes/programme-read.repository';
import {
  findOwnRating,
  listRatings,
  publishedOpenClassesAmong,
  ratingSummariesOf,
  ratingSummaryOf,
  upsertRating,
  type CourseRatingRecord,
} from './course-ratings.repository';

// Ratings of a course: a teacher who took part rates once (and may change it); everyone sees the average and count.

/** A rating as the route hands it over, defaults filled in. */
export type ParsedSaveRating = z.output<typeof SaveRatingBody>;

async function presentRatings(
  ctx: RequestContext,
  db: Executor,
  rows: readonly CourseRatingRecord[],
  canModerate: boolean,
): Promise<CourseReview[]> {
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const people = await findCoursePeople(
    db,
    ctx.tenantId,
    rows.map((row) => row.userId),
  );
  const ids = rows.map((row) => row.id);
  const reported = await reportedAmong(db, ctx.tenantId, ctx.actor.userId, 'rating', ids);
  return rows.map((row) => ({
    id: row.id,
    author: people.get(row.userId) ?? { userId: row.userId, name: '', orgName: '' },
    stars: row.stars,
    review: row.review,
    reported: reported.has(row.id),
    reportCount: canModerate ? row.reportCount : 0,
    hidden: canModerate ? hiddenView(row) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The average and count of a course's shown ratings, the caller's own and whether they may rate. */
export async function courseRatingSummary(ctx: RequestContext, query: CourseQuery): Promise<CourseRatingSummary> {
  const gate = await gateCourse(ctx, ctx.db, query.courseType, query.courseId);
  const [summary, mine, tookPart] = await Promise.all([
    ratingSummaryOf(ctx.db, ctx.tenantId, gate),
    findOwnRating(ctx.db, ctx.tenantId, gate, ctx.actor.userId),
    trainingAccess.rateCourse(ctx.actor) ? tookPartIn(ctx, ctx.db, gate) : Promise.resolve(false),
  ]);
  return { ...summary, mine: mine ? { stars: mine.stars, review: mine.review } : null, canRate: tookPart };
}

/**
 * The averages and counts of several courses of one type (a catalogue page's cards), for the courses the caller may
 * open; others are left out as if they did not exist.
 */
export async function courseRatingAverages(ctx: RequestContext, query: CourseRatingAveragesQuery): Promise<CourseRatingAverage[]> {
  const ids = [...new Set(query.ids.split(',').map(Number))];
  let visible: number[];
  if (query.courseType === 'programme') {
    const programmes = await findProgrammesByIds(ctx.db, ctx.tenantId, ids);
    visible = programmes.filter((programme) => trainingAccess.viewProgrammePage(ctx.actor, programme)).map((programme) => programme.id);
  } else if (trainingAccess.manageTenantTraining(ctx.actor)) visible = ids;
  else {
    const published = await publishedOpenClassesAmong(ctx.db, ctx.tenantId, ids);
    visible = ids.filter((id) => published.has(id));
  }
  const summaries = await ratingSummariesOf(ctx.db, ctx.tenantId, query.courseType, visible);
  return visible.map((courseId) => ({
    courseId,
    average: summaries.get(courseId)?.average ?? null,
    count: summaries.get(courseId)?.count ?? 0,
  }));
}

/** A page of a course's reviews, newest change first; hidden ones only for its moderators, marked. */
export async function courseReviewsPage(ctx: RequestContext, query: CourseReviewsQuery): Promise<CourseReviewsPage> {
  const gate = await gateCourse(ctx, ctx.db, query.courseType, query.courseId);
  const { rows, total } = await listRatings(ctx.db, ctx.tenantId, gate, { includeHidden: gate.canModerate, ...query });
  return {
    records: await presentRatings(ctx, ctx.db, rows, gate.canModerate),
    total,
    current: query.current,
    size: query.size,
    canModerate: gate.canModerate,
  };
}

/**
 * Rates a course (1-5 stars, a short review) or changes the caller's rating: teachers who took part only (422
 * otherwise). A hidden rating stays hidden when changed, so editing cannot undo a moderator's decision.
 */
export async function rateCourse(ctx: RequestContext, body: ParsedSaveRating): Promise<CourseReview> {
  requireAccess(ctx.actor, trainingAccess.rateCourse);
  checkLength('body.review', body.review, Limits.reviewText);
  return ctx.transaction(async (tx) => {
    const gate = await gateCourse(ctx, tx, body.courseType, body.courseId);
    if (!(await tookPartIn(ctx, tx, gate))) {
      throw new AppError('UNPROCESSABLE', {
        issues: [{ path: 'body.courseId', message: 'rate a course once you have taken part in it' }],
      });
    }
    const row = await upsertRating(tx, ctx.tenantId, {
      courseType: gate.courseType,
      courseId: gate.courseId,
      userId: ctx.actor.userId,
      stars: body.stars,
      review: body.review,
    });
    return (await presentRatings(ctx, tx, [row], gate.canModerate))[0]!;
  });
}
