import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ProfileLimits } from '@yanxiu/contract/limits';
import { ApiPaths } from '@yanxiu/contract/paths';
import { ProfileDecideBody, ProfileDecided, ProfileQueueExportQuery, ProfileQueuePage, ProfileQueueQuery } from '@yanxiu/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { sendWorkbook } from '@server/platform/export/download';
import { profileRoles } from '@server/modules/profile/profile.access';
import { listRecordsToVerify, exportRecordsToVerify, decideProfileRecords } from './verification.service';

const tags = ['profile: verification'];
const scope =
  "School admins see their school's teachers; district admins every teacher of the district (`schoolId` narrows to one school; 403 for school admins). Teachers: 403.";

/** Staff verification of teachers' profile records: the queue, its Excel export and the decisions. */
export const verificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: profileRoles.staff };
  });

  app.get(
    ApiPaths.profileManageRecords,
    {
      schema: {
        tags,
        summary: 'Records of the teachers under the caller, by verification state',
        description: `\`state\` defaults to unverified (oldest first); verified and rejected newest first. Filters: \`kind\`, \`schoolId\`, \`keyword\` (part of the teacher's name), \`year\` of the record's date, \`level\`. \`after\` (the last id of the previous page) pages by keyset instead of skipping rows. \`total\` is counted up to ten pages past the page asked for (\`totalIsLowerBound\`). ${scope}`,
        querystring: ProfileQueueQuery,
        response: responses(ProfileQueuePage),
      },
    },
    async (request) => ok(await listRecordsToVerify(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.profileManageRecordsExport,
    {
      schema: {
        tags,
        summary: 'The queue as an Excel workbook',
        description: `Every record of the filters (not one page), at most ${ProfileLimits.exportRows}; headers and labels in the caller's language. ${scope}`,
        querystring: ProfileQueueExportQuery,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await exportRecordsToVerify(contextOf(request), request.query));
    },
  );

  app.post(
    ApiPaths.profileManageDecide,
    {
      schema: {
        tags,
        summary: 'Verify, reject or reopen records, one or a batch',
        description:
          'Each item at the `version` read; all or none. `verify` (from unverified or rejected) locks a record; `reject` (from unverified) and `reopen` (from verified, so its teacher may correct or delete it) need a `reason`. 404 for an unknown record, 403 for one outside the caller’s reach or their own, 409 PROFILE_RECORD_DECIDED (4602) for one in another state, 409 STALE_VERSION when one changed since it was read (of two staff deciding at once, one wins); the issues name the items. Audited.',
        querystring: AppIdQuery,
        body: ProfileDecideBody,
        response: responses(ProfileDecided),
      },
    },
    async (request) => ok(await decideProfileRecords(contextOf(request), request.body)),
  );
};
