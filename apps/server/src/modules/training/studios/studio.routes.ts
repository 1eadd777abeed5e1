import { AppIdQuery, paged } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { IdParams, SaveStudioBody, StudioDetail, StudiosQuery, StudioSummary } from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { trainingRoles } from '@server/modules/training/training.access';
import { listStudiosPage, readStudio, saveStudio } from './studio.service';

const tags = ['training: studios'];

/** Master-teacher studios: the catalogue and a studio page for every signed-in user, saving for district staff. */
export const studioRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.trainingStudios,
    {
      schema: {
        tags,
        summary: "The tenant's studios, newest first, paged",
        description: '`keyword` matches the studio name or the lead teacher; section and subject filter exactly.',
        querystring: StudiosQuery,
        response: responses(paged(StudioSummary)),
      },
    },
    async (request) => ok(await listStudiosPage(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.trainingStudio,
    {
      schema: {
        tags,
        summary: 'A studio with its members (lead first) and its published or closed programmes',
        querystring: AppIdQuery,
        params: IdParams,
        response: responses(StudioDetail),
      },
    },
    async (request) => ok(await readStudio(contextOf(request), Number(request.params.id))),
  );

  app.post(
    ApiPaths.trainingManageSaveStudio,
    {
      config: { roles: trainingRoles.district },
      schema: {
        tags,
        summary: 'Create (no id) or edit a studio and its members; district staff; audited',
        description:
          'The lead and members must be active teachers of the tenant (422 otherwise); the lead is always a member. The cover must be a `cover` upload. Members left out are removed.',
        querystring: AppIdQuery,
        body: SaveStudioBody,
        response: responses(StudioDetail),
      },
    },
    async (request) => ok(await saveStudio(contextOf(request), request.body)),
  );
};
