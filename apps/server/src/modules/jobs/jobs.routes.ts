import { AppIdQuery } from '@yanxiu/contract/envelope';
import { FailedJobPage, FailedJobsQuery, JobQueueCountsList, RetryJobBody } from '@yanxiu/contract/jobs';
import { ApiPaths } from '@yanxiu/contract/paths';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { jobsRoles } from './jobs.access';
import { listFailures, listQueues, retryJob } from './jobs.service';

const tags = ['jobs'];

/** The staff jobs page: queue counts, failed jobs, and retrying one. */
export const jobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.jobsManageQueues,
    {
      config: { roles: jobsRoles.manage },
      schema: {
        tags,
        summary: "Each background queue with the tenant's jobs in it by state",
        querystring: AppIdQuery,
        response: responses(JobQueueCountsList),
      },
    },
    async (request) => ok(await listQueues(contextOf(request))),
  );

  app.get(
    ApiPaths.jobsManageFailures,
    {
      config: { roles: jobsRoles.manage },
      schema: {
        tags,
        summary: "The tenant's jobs that failed for good, latest first",
        description: "Each with its error's message, never its stack.",
        querystring: FailedJobsQuery,
        response: responses(FailedJobPage),
      },
    },
    async (request) => ok(await listFailures(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.jobsManageRetry,
    {
      config: { roles: jobsRoles.manage },
      schema: {
        tags,
        summary: 'Run a failed job again',
        description: 'One more try; the job is queued at once.',
        querystring: AppIdQuery,
        body: RetryJobBody,
        response: responses(z.object({ id: z.uuid() })),
      },
    },
    async (request) => ok(await retryJob(contextOf(request), request.body)),
  );
};
