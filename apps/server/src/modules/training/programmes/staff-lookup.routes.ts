import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { ManagedSchool, ManagedTeacher, ManagedTeachersQuery } from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, hasRole, tenantOf, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { listSchoolsUnder, searchTeachersUnder } from './staff-lookup.repository';
import { TRAINING_STAFF_ROLES } from '@server/modules/training/training-access';

const tags = ['training: staff'];
const scope = 'District admins see every school under their unit, school admins their own school, platform admins the whole tenant. Teachers: 403.';

/** Where the caller's reach starts in the org tree, as `isStaffOver` reads it: undefined is the whole tenant. */
function reachOf(actor: Actor): string | undefined {
  return hasRole(actor, 'platform_admin') ? undefined : actor.orgPath;
}

/** Look-ups behind the staff pages' pickers, so staff choose schools and teachers by name instead of by id. */
export const staffLookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Registered inside this plugin only, so the hook guards exactly these routes.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: TRAINING_STAFF_ROLES };
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
    async (request) => ok(await listSchoolsUnder(deps.db, tenantOf(request).id, reachOf(actorOf(request)))),
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
    async (request) => {
      const { keyword, schoolId } = request.query;
      const filter = { keyword, schoolId: schoolId === undefined ? undefined : Number(schoolId) };
      return ok(await searchTeachersUnder(deps.db, tenantOf(request).id, reachOf(actorOf(request)), filter));
    },
  );
};
