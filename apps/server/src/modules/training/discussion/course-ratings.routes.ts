import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { z } from 'zod';
import {
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { trainingRoles } from '@server/modules/training/training.access';
import { courseRatingAverages, courseRatingSummary, courseReviewsPage, rateCourse } from './course-ratings.service';

const tags = ['training: ratings'];
const who = "For whoever may open the course's page: 404 for anyone else.";

/** Ratings of programmes and open classes: the summary, the reviews and rating. */
export const courseRatingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.courseRatingSummary,
    {
      schema: {
        tags,
        summary: "A course's average stars and count (hidden ratings left out), the caller's rating and whether they may rate",
        description: who,
        querystring: CourseQuery,
        response: responses(CourseRatingSummary),
      },
    },
    async (request) => ok(await courseRatingSummary(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.courseRatingAverages,
    {
      schema: {
        tags,
        summary: "The average stars and counts of several courses of one type at once (a catalogue page's cards)",
        description: 'Courses the caller may not open are left out of the answer; a course nobody rated has a null average and 0.',
        querystring: CourseRatingAveragesQuery,
        response: responses(z.array(CourseRatingAverage)),
      },
    },
    async (request) => ok(await courseRatingAverages(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.courseReviews,
    {
      schema: {
        tags,
        summary: "A page of a course's ratings with their reviews, newest change first",
        description: `${who} Hidden ones reach the course's moderators only, marked with the reason.`,
        querystring: CourseReviewsQuery,
        response: responses(CourseReviewsPage),
      },
    },
    async (request) => ok(await courseReviewsPage(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.courseRate,
    {
      config: { roles: trainingRoles.learner },
      schema: {
        tags,
        summary: 'Rate a course (1-5 stars, a short review), or change your rating; one per teacher',
        description: `${who} Only once the teacher took part (422 otherwise): a programme they are enrolled in with a unit completed or a lesson begun, an open class whose recording they opened. The review is plain text, at most ${Limits.reviewText} characters (422 beyond).`,
        querystring: AppIdQuery,
        body: SaveRatingBody,
        response: responses(CourseReview),
      },
    },
    async (request) => ok(await rateCourse(contextOf(request), request.body)),
  );
};
