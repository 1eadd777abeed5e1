import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { SaveXapiSettingsBody, XapiConnectionTest, XapiSendNow, XapiSettings } from '@yanxiu/contract/xapi-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { saveXapiSettings, sendXapiNow, testXapiConnection, xapiSettingsOf } from './settings/xapi-settings.service';
import { xapiRoles } from './xapi.access';

const tags = ['xapi: learning record store'];
const config = { roles: xapiRoles.settingsManagers };

/** The tenant's LRS settings, its connection test and sending now (issue 43), registered under /api. */
export const xapiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.xapiSettings,
    {
      config,
      schema: {
        tags,
        summary: "The tenant's LRS settings and delivery state",
        description: "District admins, their own tenant's. The secret only as set or not; pending and sent counts, the last failure.",
        querystring: AppIdQuery,
        response: responses(XapiSettings),
      },
    },
    async (request) => ok(await xapiSettingsOf(contextOf(request))),
  );

  app.post(
    ApiPaths.xapiSettingsSave,
    {
      config,
      schema: {
        tags,
        summary: "Save the tenant's LRS settings",
        description:
          'At the version read (409/4010 otherwise). The endpoint is https (http only for a loopback host outside production), 422 otherwise. ' +
          'The secret is write-only: absent keeps the stored one (required the first time, 422). Audited without the secret.',
        querystring: AppIdQuery,
        body: SaveXapiSettingsBody,
        response: responses(XapiSettings),
      },
    },
    async (request) => ok(await saveXapiSettings(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.xapiSettingsTest,
    {
      config,
      schema: {
        tags,
        summary: 'Test the connection to the saved LRS',
        description:
          'Asks the LRS for one statement with the saved key; answers ok or why not (not_configured before the first save). Writes nothing.',
        querystring: AppIdQuery,
        response: responses(XapiConnectionTest),
      },
    },
    async (request) => ok(await testXapiConnection(contextOf(request))),
  );

  app.post(
    ApiPaths.xapiSendNow,
    {
      config,
      schema: {
        tags,
        summary: 'Send the pending statements now',
        description: 'Queues a delivery at once; queued false when sending is off or nothing is pending.',
        querystring: AppIdQuery,
        response: responses(XapiSendNow),
      },
    },
    async (request) => ok(await sendXapiNow(contextOf(request))),
  );
};
