import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths, profileRecordPath } from '@yanxiu/contract/paths';
import {
  PROFILE_KIND_CODES,
  PROFILE_KINDS,
  PROFILE_SCHEMAS,
  ProfileDeleteBody,
  ProfileDeleted,
  ProfileSummary,
  ProfileSummaryQuery,
  type ProfileKind,
} from '@yanxiu/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { profileRoles } from '@server/modules/profile/profile.access';
import {
  listProfileRecords,
  saveProfileRecord,
  deleteProfileRecord,
  profileSummary,
  type RecordListQuery,
  type RecordSaveBody,
} from './records.service';

const tags = ['profile: records'];

/** The three calls of one kind (spec 7), with that kind's schemas. */
function kindRoutes(kind: ProfileKind): FastifyPluginAsyncZod<AppDeps> {
  const schemas = PROFILE_SCHEMAS[kind] as unknown as { ListQuery: z.ZodObject; SaveBody: z.ZodObject; Page: z.ZodType; Record: z.ZodType };
  const label = PROFILE_KINDS[kind].label;
  const name = `${label['en-US']} (${label['zh-CN']})`;
  return async (app) => {
    app.get(
      profileRecordPath(kind, 'list'),
      {
        config: { roles: profileRoles.reader },
        schema: {
          tags,
          summary: `A teacher's ${name} records, newest first`,
          description:
            "The caller's own; with `userId`, staff read a teacher under their school or district (read-only, `editable` false). Anyone else naming another teacher: 403. Filters: `year` of the record's date, `level`, `state` and the kind's own.",
          querystring: schemas.ListQuery,
          response: responses(schemas.Page),
        },
      },
      async (request) => ok(await listProfileRecords(contextOf(request), kind, request.query as RecordListQuery)),
    );

    app.post(
      profileRecordPath(kind, 'save'),
      {
        config: { roles: profileRoles.teacher },
        schema: {
          tags,
          summary: `Create or update one of the caller's ${name} records`,
          description:
            'Without `id`, creates an unverified record. With `id` and the `version` read, updates it: 409 STALE_VERSION when it changed since, 409 PROFILE_RECORD_LOCKED (4601) once verified, 404 for a record not the caller’s. A rejected record goes back to unverified. Evidence: the caller’s own `evidence` uploads of PDF, PNG, JPEG, WebP or Word (422 naming the entry otherwise). Bad fields: 400 naming them; nothing is written.',
          querystring: AppIdQuery,
          body: schemas.SaveBody,
          response: responses(schemas.Record),
        },
      },
      async (request) => ok(await saveProfileRecord(contextOf(request), kind, request.body as RecordSaveBody)),
    );

    app.post(
      profileRecordPath(kind, 'del'),
      {
        config: { roles: profileRoles.teacher },
        schema: {
          tags,
          summary: `Delete one of the caller's ${name} records`,
          description:
            'Unverified and rejected records only: 409 PROFILE_RECORD_LOCKED (4601) for a verified one (staff reopen it first), 409 STALE_VERSION when `version` is sent and the record changed since, 404 for a record not the caller’s.',
          querystring: AppIdQuery,
          body: ProfileDeleteBody,
          response: responses(ProfileDeleted),
        },
      },
      async (request) => ok(await deleteProfileRecord(contextOf(request), kind, request.body)),
    );
  };
}

/** Every kind's list, save and del, generated from the kind table, and the per-kind counts. */
export const recordsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  for (const kind of PROFILE_KIND_CODES) await app.register(kindRoutes(kind), deps);

  app.get(
    ApiPaths.profileRecordsSummary,
    {
      config: { roles: profileRoles.reader },
      schema: {
        tags,
        summary: 'How many records of each kind a teacher has, by verification state',
        description: "The caller's own, or with `userId` a teacher under the calling staff member (403 for anyone else).",
        querystring: ProfileSummaryQuery,
        response: responses(ProfileSummary),
      },
    },
    async (request) => ok(await profileSummary(contextOf(request), request.query.userId)),
  );
};
