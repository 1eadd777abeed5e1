import { CreateDiskFolderBody, DiskFolder, DiskFolderList, RenameDiskFolderBody } from '@yanxiu/contract/disk';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { diskRoles } from '@server/modules/disk/disk.access';
import { createDiskFolder, listDiskFolders, renameDiskFolder } from './disk-folders.service';

const tags = ['disk'];
const owner = { roles: diskRoles.owner };
const notTheirs = 'Anything not the caller’s (another person’s, another tenant’s, or an id that does not exist) is 404.';

/** Folders of the caller's disk under /disk/folders. */
export const diskFolderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.diskFolders,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Every folder of the caller’s disk (a tree by parentId)',
        querystring: AppIdQuery,
        response: responses(DiskFolderList),
      },
    },
    async (request) => ok(await listDiskFolders(contextOf(request))),
  );

  app.post(
    ApiPaths.diskCreateFolder,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Create a folder',
        description: `409 when the place has a folder of the name already. ${notTheirs}`,
        querystring: AppIdQuery,
        body: CreateDiskFolderBody,
        response: responses(DiskFolder),
      },
    },
    async (request) => ok(await createDiskFolder(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.diskRenameFolder,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Rename a folder',
        description: notTheirs,
        querystring: AppIdQuery,
        body: RenameDiskFolderBody,
        response: responses(DiskFolder),
      },
    },
    async (request) => ok(await renameDiskFolder(contextOf(request), request.body)),
  );
};
