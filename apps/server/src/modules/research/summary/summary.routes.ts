import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { ActivityQuery, ActivitySummary, SaveSummaryBody } from '@yanxiu/contract/research-interaction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { researchRoles } from '@server/modules/research/research.access';
import { activitySummary, saveActivitySummary } from './summary.service';

const tags = ['research: summary'];
const member = { roles: researchRoles.member };

/** The organiser's summary of an activity, which closes it. */
export const summaryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchSummary,
    {
      config: member,
      schema: {
        tags,
        summary: "An activity's summary (the organiser's report with photos); null until written",
        description: "For the activity's organisers and the people who joined it; 404 for anyone else.",
        querystring: ActivityQuery,
        response: responses(ActivitySummary),
      },
    },
    async (request) => ok(await activitySummary(contextOf(request), Number(request.query.activityId))),
  );

  app.post(
    ApiPaths.researchSaveSummary,
    {
      config: member,
      schema: {
        tags,
        summary: 'Write the summary; with `close`, also close the activity (final); audited',
        description:
          "Organisers only (403 for participants, 404 for others); while published (409 STATE_NOT_ALLOWED for a draft, 409 ACTIVITY_CLOSED once closed). Closing needs the activity to have started (409). Photos: the caller's own image uploads (`evidence`: PNG, JPEG, WebP; 422 naming each other entry; nothing written).",
        querystring: AppIdQuery,
        body: SaveSummaryBody,
        response: responses(ActivitySummary),
      },
    },
    async (request) => ok(await saveActivitySummary(contextOf(request), request.body)),
  );
};
