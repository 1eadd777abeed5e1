import {
  ManagedUnit,
  ManagedUnitList,
  UnitCloseBody,
  UnitCreateBody,
  UnitMoveBody,
  UnitRenameBody,
  UnitSectionsBody,
} from '@yanxiu/contract/administration-units';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { administrationRoles } from '../administration.access';
import { closeUnit, createUnit, listManagedUnits, moveUnit, renameUnit, replaceUnitSections } from './units.service';

const tags = ['administration: units'];
const guarded =
  'Units outside the caller’s reach answer 404; changing the unit one acts from answers 403. `version` is the one read: 409 STALE_VERSION (4010) when the unit changed since, 409 STATE_NOT_ALLOWED (4011) when it is closed. Bad fields: 400 or 422 naming them; nothing is written. Audited.';

/** The org-unit tree under /administration/manage/units. */
export const unitsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const manage = { roles: administrationRoles.manageUnits };

  app.get(
    ApiPaths.administrationUnits,
    {
      config: { roles: administrationRoles.readUnits },
      schema: {
        tags,
        summary: 'The units the caller reaches, as a flat list in tree order',
        querystring: AppIdQuery,
        response: responses(ManagedUnitList),
      },
    },
    async (request) => ok({ units: await listManagedUnits(contextOf(request)) }),
  );

  app.post(
    ApiPaths.administrationUnitCreate,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create a unit under a parent the caller reaches',
        description: `The level may not rank above the parent's, and a school has no units below it (422); only a school (level 1) lists sections. ${guarded}`,
        querystring: AppIdQuery,
        body: UnitCreateBody,
        response: responses(ManagedUnit),
      },
    },
    async (request) => ok(await createUnit(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.administrationUnitRename,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Rename a unit',
        description: guarded,
        querystring: AppIdQuery,
        body: UnitRenameBody,
        response: responses(ManagedUnit),
      },
    },
    async (request) => ok(await renameUnit(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.administrationUnitMove,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Move a unit, with everything below it, under another parent',
        description: `The new parent must be an office (not a school) of the same level or higher, and not below the unit itself (422); a school keeps its sections. ${guarded}`,
        querystring: AppIdQuery,
        body: UnitMoveBody,
        response: responses(ManagedUnit),
      },
    },
    async (request) => ok(await moveUnit(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.administrationUnitClose,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Close a unit',
        description: `Only once no open unit and no active account is left in it or below it (409 STATE_NOT_ALLOWED otherwise). ${guarded}`,
        querystring: AppIdQuery,
        body: UnitCloseBody,
        response: responses(ManagedUnit),
      },
    },
    async (request) => ok(await closeUnit(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.administrationUnitSections,
    {
      config: { roles: administrationRoles.readUnits },
      schema: {
        tags,
        summary: "Replace a school's sections",
        description: `Staff over the school (a school admin: their own). Section codes from the code table (422 otherwise). ${guarded}`,
        querystring: AppIdQuery,
        body: UnitSectionsBody,
        response: responses(ManagedUnit),
      },
    },
    async (request) => ok(await replaceUnitSections(contextOf(request), request.body)),
  );
};
