import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ContinueLearning } from '@yanxiu/contract/learning-continue';
import { ContinueLearningPaths } from '@yanxiu/contract/learning-continue-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { continueLearning } from './continue.service';

const tags = ['learning: continue'];

/** The caller's "continue learning" for /home and the programme page. */
export const continueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ContinueLearningPaths.learningContinue,
    {
      schema: {
        tags,
        summary: 'Where the caller left off in each programme in progress, and what is due soonest',
        description:
          'Anyone signed in; only their own enrolments and watch states. `points`: per programme enrolled in, not ended and not finished, the lesson and second to continue at (kept from heartbeats on the server, so another device continues where this one stopped), the most recently watched first. `due`: programme ends, exams closing and assignments due that are still open, soonest first, at most 8.',
        querystring: AppIdQuery,
        response: responses(ContinueLearning),
      },
    },
    async (request) => ok(await continueLearning(contextOf(request))),
  );
};
