import {
  CopyDiskResourceToFileBody,
  DeleteDiskItemsBody,
  DiskBatchResult,
  DiskFileParams,
  DiskFileQuery,
  DiskRecycleBody,
  DiskRecyclePage,
  DiskRecycleQuery,
  DiskResourceDetail,
  DiskResourceQuery,
  DiskResourcesPage,
  DiskResourcesQuery,
  MoveDiskItemsBody,
  UpdateDiskResourceBody,
  UpdatedDiskResource,
} from '@yanxiu/contract/disk';
import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes, StoredFileInfo } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { diskRoles } from '@server/modules/disk/disk.access';
import { copyDiskResourceToFile } from './disk-resource-copy.service';
import { readDiskResource, serveDiskResourceFile } from './disk-resource-reading.service';
import {
  listDiskRecycleBin,
  listDiskResources,
  moveDiskItems,
  purgeDiskResources,
  recycleDiskItems,
  restoreDiskResources,
  updateDiskResource,
} from './disk-resources.service';

const tags = ['disk'];
const owner = { roles: diskRoles.owner };
const notTheirs = 'Anything not the caller’s (another person’s, another tenant’s, or an id that does not exist) is 404.';

/**
 * A previewed file may be framed by the app's own pages only (X-Frame-Options DENY, set on every answer, would show
 * Chromium's "refused" page instead of the PDF); it stays sandboxed like every user file, so a polyglot runs nothing.
 */
const FRAMED_BY_OUR_PAGES = { 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': "sandbox; frame-ancestors 'self'" } as const;

/** Resources of the caller's disk under /disk: the list, one resource, edits, moves, the recycle bin, and their bytes on signed addresses. */
export const diskResourceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.diskResources,
    {
      config: owner,
      schema: {
        tags,
        summary: 'The caller’s resources of a folder, or matching a keyword anywhere on the disk',
        description: 'Filters, sorts and keyset paging (`cursor` from the page before). The keyword matches title, tags and file name.',
        querystring: DiskResourcesQuery,
        response: responses(DiskResourcesPage),
      },
    },
    async (request) => ok(await listDiskResources(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.diskResource,
    {
      config: owner,
      schema: {
        tags,
        summary: 'One resource with its preview state and signed addresses',
        description: `The caller’s own, or one of an issue to them (\`issueId\`). ${notTheirs}`,
        querystring: DiskResourceQuery,
        response: responses(DiskResourceDetail),
      },
    },
    async (request) => ok(await readDiskResource(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.diskCopyResourceToFile,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Copy a resource to a file of yours (to hand it in)',
        description:
          'A new stored file of the caller (purpose `document`, as uploaded with POST /files) with the resource’s bytes, ' +
          'which an assignment’s submission then names by id. The caller’s own resource, or one of an issue to them ' +
          `(\`issueId\`). The copy has its own bytes: deleting it or the resource leaves the other. Larger than ` +
          '`FILES_MAX_BYTES` is 413, a type documents do not accept 415, and nothing is written then. ' +
          notTheirs,
        querystring: AppIdQuery,
        body: CopyDiskResourceToFileBody,
        response: responses(StoredFileInfo),
      },
    },
    async (request) => ok(await copyDiskResourceToFile(contextOf(request), request.body.resourceId, 'document', request.body.issueId)),
  );

  app.post(
    ApiPaths.diskUpdateResource,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Edit a resource’s fields',
        description: `Names the version read (409 when it changed). ${notTheirs}`,
        querystring: AppIdQuery,
        body: UpdateDiskResourceBody,
        response: responses(UpdatedDiskResource),
      },
    },
    async (request) => ok(await updateDiskResource(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.diskMove,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Move resources and folders into a folder',
        description: `All or nothing. 422 for a folder into itself or below; 409 when a folder of the same name is there. ${notTheirs}`,
        querystring: AppIdQuery,
        body: MoveDiskItemsBody,
        response: responses(DiskBatchResult),
      },
    },
    async (request) => ok(await moveDiskItems(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.diskDelete,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Put resources and folders (with everything in them) in the recycle bin',
        description: `All or nothing. ${notTheirs}`,
        querystring: AppIdQuery,
        body: DeleteDiskItemsBody,
        response: responses(DiskBatchResult),
      },
    },
    async (request) => ok(await recycleDiskItems(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.diskRecycleBin,
    {
      config: owner,
      schema: {
        tags,
        summary: 'The recycle bin: latest deleted first, with when each is purged',
        querystring: DiskRecycleQuery,
        response: responses(DiskRecyclePage),
      },
    },
    async (request) => ok(await listDiskRecycleBin(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.diskRestore,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Restore resources from the recycle bin',
        description: `Into their folder, or the top level when it is gone. All or nothing. ${notTheirs}`,
        querystring: AppIdQuery,
        body: DiskRecycleBody,
        response: responses(DiskBatchResult),
      },
    },
    async (request) => ok(await restoreDiskResources(contextOf(request), request.body.resourceIds)),
  );

  app.post(
    ApiPaths.diskPurge,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Delete resources in the recycle bin for good',
        description: `Their quota is released; the bytes are deleted when no other resource has the same content. All or nothing. ${notTheirs}`,
        querystring: AppIdQuery,
        body: DiskRecycleBody,
        response: responses(DiskBatchResult),
      },
    },
    async (request) => ok(await purgeDiskResources(contextOf(request), request.body.resourceIds)),
  );

  app.get(
    ApiPaths.diskFile,
    {
      // `<iframe>`, `<img>`, `<video>` send no Bearer header: the signature in the query is the permission.
      config: { public: true },
      schema: {
        tags,
        summary: 'A resource’s bytes on a signed address (from the detail calls), with byte ranges',
        description:
          '`variant` original (attachment), inline (PDF, images, video, audio, text) or pdf (an Office file’s converted PDF). A forged signature is 401 (4104), ' +
          'an expired address 403 (4106); a resource its holder may no longer read (withdrawn issue, deleted) 404.',
        querystring: DiskFileQuery,
        params: DiskFileParams,
        response: { 200: FileBytes, 206: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const file = await serveDiskResourceFile(tenantContextOf(request), request.params.id, request.query, downloadConditionsOf(request));
      // /disk/detail shows the inline variants in an <iframe> of our own page; every other answer refuses framing.
      return sendFileResponse(
        request,
        reply,
        request.query.variant === 'original' || file.statusCode === 416
          ? file
          : { ...file, headers: { ...file.headers, ...FRAMED_BY_OUR_PAGES } },
      );
    },
  );
};
