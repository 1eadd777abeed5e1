import { AppIdQuery, paged } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { IdBody, OpenClass, OpenClassesQuery, SaveOpenClassBody } from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { trainingRoles } from '@server/modules/training/training.access';
import { listAllOpenClasses, listPublishedOpenClasses, removeOpenClass, saveOpenClass } from './open-class.service';

const tags = ['training: open classes'];
const districtStaff = { roles: trainingRoles.district };
const filters = '`keyword` matches the title, the teacher or the school; section, subject and level filter exactly.';

/** Recommended open classes (spec `/publicClassList`): the list for everyone, curation for district staff. */
export const openClassRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.trainingOpenClasses,
    {
      schema: {
        tags,
        summary: 'Published open classes, newest recommendation first, paged',
        description: filters,
        querystring: OpenClassesQuery,
        response: responses(paged(OpenClass)),
      },
    },
    async (request) => ok(await listPublishedOpenClasses(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.trainingManageOpenClasses,
    {
      config: districtStaff,
      schema: {
        tags,
        summary: 'Every open class, hidden ones too, paged; district staff',
        description: filters,
        querystring: OpenClassesQuery,
        response: responses(paged(OpenClass)),
      },
    },
    async (request) => ok(await listAllOpenClasses(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.trainingManageSaveOpenClass,
    {
      config: districtStaff,
      schema: {
        tags,
        summary: 'Recommend (no id) or edit an open class; district staff; audited',
        description: 'The recording must be a `video` upload and the cover a `cover` upload of the tenant (422 otherwise).',
        querystring: AppIdQuery,
        body: SaveOpenClassBody,
        response: responses(OpenClass),
      },
    },
    async (request) => ok(await saveOpenClass(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.trainingManageDeleteOpenClass,
    {
      config: districtStaff,
      schema: {
        tags,
        summary: 'Delete an open class; district staff; audited',
        querystring: AppIdQuery,
        body: IdBody,
        response: responses(IdBody),
      },
    },
    async (request) => ok(await removeOpenClass(contextOf(request), request.body.id)),
  );
};
