import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { HandIn, HandInBody, HandInsPage, HandInsQuery, MyHandIn, StageQuery } from '@yanxiu/contract/research-interaction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { researchRoles } from '@server/modules/research/research.access';
import { handInTask, myHandIn, stageHandIns } from './tasks.service';

const tags = ['research: tasks'];
const member = { roles: researchRoles.member };
const who =
  "For the activity's organisers and the people who joined it; 404 for anyone else and for an unknown stage; 422 WRONG_STAGE_KIND for a stage that is not a task.";

/** Task stages: hand-ins and the organiser's list of them. */
export const tasksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchMyHandIn,
    {
      config: member,
      schema: {
        tags,
        summary: "The caller's hand-in of a task stage, null before they hand in",
        description: who,
        querystring: StageQuery,
        response: responses(MyHandIn),
      },
    },
    async (request) => ok(await myHandIn(contextOf(request), Number(request.query.stageId))),
  );

  app.post(
    ApiPaths.researchHandIn,
    {
      config: member,
      schema: {
        tags,
        summary: 'Hand a task in, or again (replacing the earlier hand-in): files and a note',
        description: `${who} People who joined only (403 NOT_A_PARTICIPANT), while the activity is published (409 otherwise, ACTIVITY_CLOSED once closed). Files: the caller's own \`evidence\` or \`document\` uploads (422 naming each other entry; nothing written). Counts towards the completion rule (task).`,
        querystring: AppIdQuery,
        body: HandInBody,
        response: responses(HandIn),
      },
    },
    async (request) => ok(await handInTask(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.researchHandIns,
    {
      config: member,
      schema: {
        tags,
        summary: "A task stage's hand-ins, newest first; paged",
        description: `${who} Organisers only (403 for participants).`,
        querystring: HandInsQuery,
        response: responses(HandInsPage),
      },
    },
    async (request) => ok(await stageHandIns(contextOf(request), request.query)),
  );
};
