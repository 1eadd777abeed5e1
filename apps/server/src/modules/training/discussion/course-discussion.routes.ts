import { AppIdQuery, paged } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  AnswerQuestionBody,
  AskQuestionBody,
  CourseAnswer,
  CourseQuestion,
  CourseQuestionsPage,
  CourseQuestionsQuery,
  HelpfulVote,
  ModerateBody,
  ModerationItem,
  ModerationOutcome,
  ModerationQuery,
  ReportBody,
  VoteHelpfulBody,
} from '@yanxiu/contract/training-discussion';
import { TrainingDiscussionLimits as Limits } from '@yanxiu/contract/training-discussion-limits';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { trainingRoles } from '@server/modules/training/training.access';
import { courseModerationPage, moderateCourseItem, reportCourseItem } from './course-moderation.service';
import { answerCourseQuestion, askCourseQuestion, courseQuestionsPage, voteCourseHelpful } from './course-questions.service';

const tags = ['training: discussion'];
const staff = { roles: trainingRoles.staff };
const who =
  "For whoever may open the course's page (a programme's audience and the staff who manage it; a published open class's tenant): 404 for anyone else.";
const limits = `Texts are plain, at most ${Limits.postText} characters (422 beyond); a person posts at most ${Limits.postsPerWindow} questions and answers in ${Limits.windowSeconds} seconds (429 RATE_LIMITED with Retry-After beyond).`;

/** Questions and answers on programmes and open classes, helpful votes, reports and moderation. */
export const courseDiscussionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.courseQuestions,
    {
      schema: {
        tags,
        summary: "A page of a course's questions, most helpful or newest first, each with its answers (lecturers' first)",
        description: `${who} Hidden questions and answers reach the course's moderators only, marked with the reason.`,
        querystring: CourseQuestionsQuery,
        response: responses(CourseQuestionsPage),
      },
    },
    async (request) => ok(await courseQuestionsPage(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.courseAsk,
    {
      schema: {
        tags,
        summary: "Ask a question on a course; the course's owner is notified (course.questionAsked)",
        description: `${who} ${limits}`,
        querystring: AppIdQuery,
        body: AskQuestionBody,
        response: responses(CourseQuestion),
      },
    },
    async (request) => ok(await askCourseQuestion(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.courseAnswer,
    {
      schema: {
        tags,
        summary: "Answer a question; a lecturer's answer is marked and notifies the asker (course.questionAnswered)",
        description: `${who} 404 for a hidden question; 422 for an answer's id. ${limits}`,
        querystring: AppIdQuery,
        body: AnswerQuestionBody,
        response: responses(CourseAnswer),
      },
    },
    async (request) => ok(await answerCourseQuestion(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.courseVoteHelpful,
    {
      schema: {
        tags,
        summary: 'Vote a question or answer helpful, or take the vote back; one vote per person',
        description: `${who} Repeating a vote changes nothing.`,
        querystring: AppIdQuery,
        body: VoteHelpfulBody,
        response: responses(HelpfulVote),
      },
    },
    async (request) => ok(await voteCourseHelpful(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.courseReport,
    {
      schema: {
        tags,
        summary: "Report a question, answer or review to the course's moderators; once per person",
        description: `${who} The reason is optional, at most ${Limits.reason} characters.`,
        querystring: AppIdQuery,
        body: ReportBody,
        response: responses(z.object({ target: z.enum(['post', 'rating']), id: z.number().int(), reported: z.literal(true) })),
      },
    },
    async (request) => ok(await reportCourseItem(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.courseModeration,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Reported and hidden questions, answers and reviews, those waiting for a decision first; staff',
        description:
          "District staff see the tenant's; a school admin the school-based training their school organises. `state`: reported (and still shown), hidden, or all.",
        querystring: ModerationQuery,
        response: responses(paged(ModerationItem)),
      },
    },
    async (request) => ok(await courseModerationPage(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.courseModerate,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Hide a question, answer or review with a reason, or show it again; audited',
        description:
          "The course's moderators only: district staff, and a school admin for their school's school-based training (403 for other staff). Repeating a decision changes nothing.",
        querystring: AppIdQuery,
        body: ModerateBody,
        response: responses(ModerationOutcome),
      },
    },
    async (request) => ok(await moderateCourseItem(contextOf(request), request.body)),
  );
};
