import { AppIdQuery, paged } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  IdParams,
  ManagedProgramme,
  ManagedProgrammesQuery,
  ProgrammeInput,
  ProgrammeStatusBody,
  ProgrammeSummary,
  UpdateProgrammeBody,
} from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { trainingRoles } from '@server/modules/training/training.access';
import {
  changeProgrammeStatus,
  createProgramme,
  listProgrammesToManage,
  readManagedProgramme,
  updateProgramme,
} from './programme-manage.service';

const tags = ['training: staff'];
const scope =
  'District staff manage every programme of the tenant; school admins only the school-based training (kind `school`) of their own school (403 otherwise). Teachers: 403.';

/** Staff authoring of training programmes: list, read, create, edit (version-guarded) and status moves. */
export const programmeManageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Registered inside this plugin only, so the hook guards exactly these routes.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: trainingRoles.staff };
  });

  app.get(
    ApiPaths.trainingManageProgrammes,
    {
      schema: {
        tags,
        summary: 'Programmes the caller manages, most recently changed first, paged',
        description: `Every status, drafts included. ${scope}`,
        querystring: ManagedProgrammesQuery,
        response: responses(paged(ProgrammeSummary)),
      },
    },
    async (request) => ok(await listProgrammesToManage(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.trainingManageProgramme,
    {
      schema: {
        tags,
        summary: 'A programme as staff edit it, with its version and enrolment counts',
        description: scope,
        querystring: AppIdQuery,
        params: IdParams,
        response: responses(ManagedProgramme),
      },
    },
    async (request) => ok(await readManagedProgramme(contextOf(request), Number(request.params.id))),
  );

  app.post(
    ApiPaths.trainingManageCreateProgramme,
    {
      schema: {
        tags,
        summary: 'Create a draft programme with its units; audited',
        description: `${scope} A school admin's programme is organised by and for their school. 422 with every field issue: enrolment ending before it starts or opening after the programme ends, an end before the start, a price or purchase outside the marketplace, a paid marketplace course not bought, a studio programme without an existing studio (or a studio on another kind), linked activities outside fusion, unit files that are not the tenant's video/document uploads, a cover that is not a cover upload, target units that are not the tenant's schools, unknown section or subject codes.`,
        querystring: AppIdQuery,
        body: ProgrammeInput,
        response: responses(ManagedProgramme),
      },
    },
    async (request) => ok(await createProgramme(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.trainingManageUpdateProgramme,
    {
      schema: {
        tags,
        summary: 'Edit a programme and its ordered units; audited',
        description: `${scope} \`version\` is the one last read: 409 (4010) when someone changed the programme since. Units keep their \`id\`, new ones have none, missing ones are deleted (hidden instead when a teacher completed them). The capacity cannot go below the seats taken. Same 422 rules as create.`,
        querystring: AppIdQuery,
        body: UpdateProgrammeBody,
        response: responses(ManagedProgramme),
      },
    },
    async (request) => ok(await updateProgramme(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.trainingManageProgrammeStatus,
    {
      schema: {
        tags,
        summary: 'Publish, close or archive a programme; audited',
        description: `${scope} publish: draft or closed → published (needs at least one unit, else 422); close: published → closed; archive: draft or closed → archived. Another move is 409 (4011); a stale \`version\` 409 (4010).`,
        querystring: AppIdQuery,
        body: ProgrammeStatusBody,
        response: responses(ManagedProgramme),
      },
    },
    async (request) => ok(await changeProgrammeStatus(contextOf(request), request.body)),
  );
};
