import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { ManagedSchool, ManagedTeacher, ManagedTeachersQuery } from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { trainingRoles } from '@server/modules/training/training.access';
import { findTeachersInReach, listSchoolsInReach } from './staff-lookup.service';

const tags = ['training: staff'];
const scope =
  'District admins see every school under their unit, school admins their own school, platform admins the whole tenant. Teachers: 403.';

/** Look-ups behind the staff pages' pickers, so staff choose schools and teachers by name instead of by id. */
export const staffLookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Registered inside this plugin only, so the hook guards exactly these routes.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: trainingRoles.staff };
  });

  app.get(
    ApiPaths.trainingManageSchools,
    {
      schema: {
        tags,
        summary: 'Schools the caller is staff over, by name',
        description: scope,
        querystring: AppIdQuery,
        response: responses(z.array(ManagedSchool)),
      },
    },
    async (request) => ok(await listSchoolsInReach(contextOf(request))),
  );

  app.get(
    ApiPaths.trainingManageTeachers,
    {
      schema: {
        tags,
        summary: 'Up to 20 active teachers the caller is staff over whose name or username contains the keyword',
        description: `\`keyword\` (1-50 characters) is required; \`schoolId\` narrows to one school. ${scope}`,
        querystring: ManagedTeachersQuery,
        response: responses(z.array(ManagedTeacher)),
      },
    },
    async (request) => ok(await findTeachersInReach(contextOf(request), request.query)),
  );
};
