import { DiskQuota, DiskQuotaSettings, SaveDiskQuotaSettingsBody } from '@yanxiu/contract/disk';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { diskRoles } from '@server/modules/disk/disk.access';
import { diskQuotaOf, diskQuotaSettingsOf, saveDiskQuotaSettings } from './disk-quota.service';

const tags = ['disk'];
const owner = { roles: diskRoles.owner };

// Two plugins, registered apart (disk.module.ts), so the API document lists the quota bar first among the disk's
// paths and the staff's settings after the resources, as it always has (the reviewed access matrix follows it).

/** The caller's quota bar at /disk/quota. */
export const diskQuotaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.diskQuota,
    {
      config: owner,
      schema: {
        tags,
        summary: 'The caller’s quota bar: their own and their school’s',
        querystring: AppIdQuery,
        response: responses(DiskQuota),
      },
    },
    async (request) => ok(await diskQuotaOf(contextOf(request))),
  );
};

/** The tenant's quota settings at /disk/manage/quota (district staff). */
export const diskQuotaSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.diskManageQuota,
    {
      config: { roles: diskRoles.quotaAdmin },
      schema: {
        tags,
        summary: 'The tenant’s disk quota settings (district staff)',
        querystring: AppIdQuery,
        response: responses(DiskQuotaSettings),
      },
    },
    async (request) => ok(await diskQuotaSettingsOf(contextOf(request))),
  );

  app.post(
    ApiPaths.diskManageSaveQuota,
    {
      config: { roles: diskRoles.quotaAdmin },
      schema: {
        tags,
        summary: 'Save the tenant’s disk quota settings (district staff)',
        description:
          'A user’s quota per role (the largest of their roles applies; roles without a setting get the default) and one school’s.',
        querystring: AppIdQuery,
        body: SaveDiskQuotaSettingsBody,
        response: responses(DiskQuotaSettings),
      },
    },
    async (request) => ok(await saveDiskQuotaSettings(contextOf(request), request.body)),
  );
};
