import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  CopyProjectBody,
  ExtendProjectBody,
  ManageProjectDetail,
  ManageProjectPage,
  ManageProjectsQuery,
  ProjectIdQuery,
  ProjectVersionBody,
  ProjectWriteResult,
  SaveProjectBody,
} from '@yanxiu/contract/selection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { selectionRoles } from '@server/modules/selection/selection.access';
import {
  listManagedSelectionProjects,
  managedSelectionProject,
  saveSelectionProject,
  copySelectionProject,
  publishSelectionProject,
  extendSelectionProject,
  closeSelectionProject,
} from './project.service';

const tags = ['selection'];
const managers = { roles: selectionRoles.manager };
const owners =
  'Only staff of the unit running the project (403 otherwise; 404 for an unknown id). `version` is the one read: 409 STALE_VERSION when it changed since. Audited.';

/** Selection projects, staff side: district staff run district projects, school staff their school's. */
export const projectRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.selectionManageProjects,
    {
      config: managers,
      schema: {
        tags,
        summary: "Selection projects the caller's unit or a unit below it runs, and published ones of a unit above it; newest first, paged",
        description: '`manageable` says whether the caller may edit, publish, extend or close it (run by their own unit).',
        querystring: ManageProjectsQuery,
        response: responses(ManageProjectPage),
      },
    },
    async (request) => ok(await listManagedSelectionProjects(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.selectionManageProject,
    {
      config: managers,
      schema: {
        tags,
        summary: 'A selection project with its eligibility, groups and items, for editing',
        description:
          'For staff of its unit or of a unit above it, and once published for staff of a unit below it; 404 otherwise, as for an unknown id.',
        querystring: ProjectIdQuery,
        response: responses(ManageProjectDetail),
      },
    },
    async (request) => ok(await managedSelectionProject(contextOf(request), Number(request.query.prjId))),
  );

  app.post(
    ApiPaths.selectionManageSaveProject,
    {
      config: managers,
      schema: {
        tags,
        summary: 'Create a draft selection project (no prjId) or replace a draft’s fields, groups and items',
        description: `A school admin at a school creates school-level projects (level 1), a district admin at the district office district ones (level 2); others 403. A published or closed project cannot be saved (409 SELECTION_PROJECT_FROZEN). Unknown section or subject codes are 422. ${owners}`,
        querystring: AppIdQuery,
        body: SaveProjectBody,
        response: responses(ProjectWriteResult),
      },
    },
    async (request) => ok(await saveSelectionProject(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.selectionManageCopyProject,
    {
      config: managers,
      schema: {
        tags,
        summary: "Copy a project (last year's, another unit's the caller sees) into a new draft of the caller's unit; audited",
        description:
          'Fields, eligibility, groups and items are copied; the window is kept for the caller to set again. 404 for a project the caller does not see (as in detail), 403 when the caller creates none.',
        querystring: AppIdQuery,
        body: CopyProjectBody,
        response: responses(ProjectWriteResult),
      },
    },
    async (request) => ok(await copySelectionProject(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.selectionManagePublishProject,
    {
      config: managers,
      schema: {
        tags,
        summary: 'Publish a draft: teachers see it and its items freeze',
        description: `409 STATE_NOT_ALLOWED unless a draft; 422 when its window has ended. ${owners}`,
        querystring: AppIdQuery,
        body: ProjectVersionBody,
        response: responses(ProjectWriteResult),
      },
    },
    async (request) => ok(await publishSelectionProject(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.selectionManageExtendProject,
    {
      config: managers,
      schema: {
        tags,
        summary: 'Extend a published project’s application window',
        description: `The new end must be after the current end and after now (422). 409 STATE_NOT_ALLOWED unless published. ${owners}`,
        querystring: AppIdQuery,
        body: ExtendProjectBody,
        response: responses(ProjectWriteResult),
      },
    },
    async (request) => ok(await extendSelectionProject(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.selectionManageCloseProject,
    {
      config: managers,
      schema: {
        tags,
        summary: 'Close a published project: no more applications (reviews under way go on)',
        description: `409 STATE_NOT_ALLOWED unless published. ${owners}`,
        querystring: AppIdQuery,
        body: ProjectVersionBody,
        response: responses(ProjectWriteResult),
      },
    },
    async (request) => ok(await closeSelectionProject(contextOf(request), request.body)),
  );
};
