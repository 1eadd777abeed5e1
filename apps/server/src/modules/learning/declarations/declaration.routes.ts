import { AppIdQuery } from '@yanxiu/contract/envelope';
import {
  CreateDeclarationBody,
  DecideDeclarationBody,
  Declaration,
  DeclarationListQuery,
  DeclarationPage,
  WithdrawDeclarationBody,
} from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { learningRoles } from '@server/modules/learning/learning.access';
import {
  decideHoursDeclaration,
  fileHoursDeclaration,
  hoursDeclarationQueue,
  listMyHoursDeclarations,
  readHoursDeclaration,
  withdrawHoursDeclaration,
} from './declaration.service';

const tags = ['learning: declarations'];
const IdParams = z.object({ id: z.string().regex(/^\d{1,15}$/, 'must be a number') });

/** Declared hours of training done elsewhere: filing, reading, withdrawing, and the school's decision. */
export const declarationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.learningDeclarations,
    {
      schema: {
        tags,
        summary: "The caller's own declarations, newest first",
        querystring: DeclarationListQuery,
        response: responses(DeclarationPage),
      },
    },
    async (request) => ok(await listMyHoursDeclarations(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.learningCreateDeclaration,
    {
      schema: {
        tags,
        summary: 'Declare hours of training done elsewhere, with evidence',
        description:
          'A teacher for themselves, or staff for a teacher under their unit (`userId`). The category must be one of the tenant, `activityOn` not in the future, and every evidence file an `evidence` upload of the caller (422 otherwise). Opens the school review at once; the files cannot be deleted while it is pending.',
        querystring: AppIdQuery,
        body: CreateDeclarationBody,
        response: responses(Declaration),
      },
    },
    async (request) => ok(await fileHoursDeclaration(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.learningWithdrawDeclaration,
    {
      schema: {
        tags,
        summary: 'Withdraw a pending declaration',
        description: 'The teacher it is for only (403 for staff); 409 STATE_NOT_ALLOWED once decided.',
        querystring: AppIdQuery,
        body: WithdrawDeclarationBody,
        response: responses(Declaration),
      },
    },
    async (request) => ok(await withdrawHoursDeclaration(contextOf(request), request.body.id)),
  );

  app.get(
    ApiPaths.learningManageDeclarationQueue,
    {
      config: { roles: learningRoles.staff },
      schema: {
        tags,
        summary: 'Declarations of the teachers under the caller',
        description:
          '`status` defaults to pending (oldest first; others newest first). School admins see their school and decide (`canDecide`); district admins see the district read-only.',
        querystring: DeclarationListQuery,
        response: responses(DeclarationPage),
      },
    },
    async (request) => ok(await hoursDeclarationQueue(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.learningManageDecideDeclaration,
    {
      config: { roles: learningRoles.staff },
      schema: {
        tags,
        summary: 'Approve or reject a pending declaration',
        description:
          'School admins over the teacher, not for a declaration they filed themselves (403). Approval credits the hours to the ledger (source declared, on the activity day) in the same transaction; rejection needs a comment (422). `version` is the one read: 409 STALE_VERSION when it moved meanwhile, 409 STATE_NOT_ALLOWED once decided.',
        querystring: AppIdQuery,
        body: DecideDeclarationBody,
        response: responses(Declaration),
      },
    },
    async (request) => ok(await decideHoursDeclaration(contextOf(request), request.body)),
  );

  // Registered after the fixed paths under /learning/declarations/ (find-my-way prefers static segments anyway).
  app.get(
    ApiPaths.learningDeclaration,
    {
      schema: {
        tags,
        summary: 'One declaration',
        description: 'The teacher it is for, or staff over them; 404 for anyone else.',
        querystring: AppIdQuery,
        params: IdParams,
        response: responses(Declaration),
      },
    },
    async (request) => ok(await readHoursDeclaration(contextOf(request), Number(request.params.id))),
  );
};
