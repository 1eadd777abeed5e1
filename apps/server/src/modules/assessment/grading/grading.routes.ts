import {
  GradeAnswerBody,
  GradedAnswer,
  GradingItem,
  GradingItemQuery,
  GradingQueuePage,
  GradingQueueQuery,
} from '@yanxiu/contract/assessment-exams';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { gradeShortAnswer, listGradingQueueOf, readGradingItem } from './grading.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.examStaff };

/** Staff grade short answers under /assessment/manage/grading. */
export const assessmentGradingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentGradingQueue,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Short answers waiting for a grader',
        description: 'Of submitted attempts at exams owned by the caller’s unit or below, oldest submission first.',
        querystring: GradingQueueQuery,
        response: responses(GradingQueuePage),
      },
    },
    async (request) => ok(await listGradingQueueOf(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentGradingItem,
    {
      config: staff,
      schema: {
        tags,
        summary: 'One short answer with its question',
        description: 'The stem, the reference answer and the teacher’s answer. An exam the caller does not manage is 404.',
        querystring: GradingItemQuery,
        response: responses(GradingItem),
      },
    },
    async (request) => ok(await readGradingItem(contextOf(request), request.query.attemptId, request.query.position)),
  );

  app.post(
    ApiPaths.assessmentGradeAnswer,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Grade one short answer',
        description:
          'Points (at most the question’s: 422) and feedback. Once nothing of the attempt waits it has its score and pass, and a pass of the counted attempt completes the exam’s unit. A graded answer is 409 (4968); an exam the caller does not manage is 404.',
        querystring: AppIdQuery,
        body: GradeAnswerBody,
        response: responses(GradedAnswer),
      },
    },
    async (request) => ok(await gradeShortAnswer(contextOf(request), request.body)),
  );
};
