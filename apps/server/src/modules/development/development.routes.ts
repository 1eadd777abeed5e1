import { CurrentPhase } from '@yanxiu/contract/development';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { developmentApplyRoutes } from '@server/modules/development/applications/development-apply.routes';
import { developmentConfigRoutes } from '@server/modules/development/model/development-config.routes';
import { developmentModelRoutes } from '@server/modules/development/model/development-model.routes';
import { developmentRoles } from './development.access';
import { getCurrentPhase } from './development.service';

/** Career development calls: the phase ladder, and the development-application model built on it. */
export const developmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The development-application model lives in its own plugins; registering them here keeps the module's route list short.
  await app.register(developmentModelRoutes, deps);
  await app.register(developmentConfigRoutes, deps);
  await app.register(developmentApplyRoutes, deps);

  app.get(
    ApiPaths.getTeacherCurrentPhase,
    {
      config: { roles: developmentRoles.teacher },
      schema: {
        tags: ['development'],
        summary: "The caller's current career phase and the tenant's ladder",
        description: 'A teacher with no phase on record stands on the lowest phase.',
        querystring: AppIdQuery,
        response: responses(CurrentPhase),
      },
    },
    async (request) => ok(await getCurrentPhase(contextOf(request))),
  );
};
