import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { AcceptNoticeBody, PrivacyNotice, PrivacySettings, SavePrivacySettingsBody } from '@yanxiu/contract/privacy-erasure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { privacyRoles } from '../privacy.access';
import { acceptPrivacyNotice, readPrivacyNotice, readPrivacySettings, savePrivacySettings } from './settings.service';

const tags = ['privacy'];
const deciders = { roles: privacyRoles.erasureDeciders };

/** The tenant's consent and retention settings (district admin) and the privacy notice every signed-in user meets. */
export const privacySettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.privacySettings,
    {
      config: deciders,
      schema: {
        tags,
        summary: "The tenant's consent and retention settings",
        querystring: AppIdQuery,
        response: responses(PrivacySettings),
      },
    },
    async (request) => ok(await readPrivacySettings(contextOf(request))),
  );

  app.post(
    ApiPaths.privacySettingsSave,
    {
      config: deciders,
      schema: {
        tags,
        summary: "Save the tenant's consent and retention settings",
        description:
          'At the version read (409 STALE_VERSION). Raising the notice version asks every teacher to accept it again; it never goes back (422).',
        querystring: AppIdQuery,
        body: SavePrivacySettingsBody,
        response: responses(PrivacySettings),
      },
    },
    async (request) => ok(await savePrivacySettings(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.privacyNotice,
    {
      schema: {
        tags,
        summary: 'The privacy notice and whether the caller must accept it',
        description: '`mustAccept` is true for a teacher who has not accepted the version the district requires.',
        querystring: AppIdQuery,
        response: responses(PrivacyNotice),
      },
    },
    async (request) => ok(await readPrivacyNotice(contextOf(request))),
  );

  app.post(
    ApiPaths.privacyNoticeAccept,
    {
      schema: {
        tags,
        summary: 'Accept the privacy notice version read',
        description: 'Recorded with its time, once per version. 409 PRIVACY_NOTICE_CHANGED when a newer version has been published since.',
        querystring: AppIdQuery,
        body: AcceptNoticeBody,
        response: responses(PrivacyNotice),
      },
    },
    async (request) => ok(await acceptPrivacyNotice(contextOf(request), request.body)),
  );
};
