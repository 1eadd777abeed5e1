import { AppIdQuery } from '@yanxiu/contract/envelope';
import { DeleteHelpBody, HelpfulBody, HelpfulResult, HelpListQuery, HelpPage, SavedHelp, SaveHelpBody } from '@yanxiu/contract/help';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { helpRoles } from './help.access';
import { deleteHelpEntry, listHelp, markHelpHelpful, saveHelp } from './help.service';

const tags = ['help'];
const authors = { roles: helpRoles.authors };

/** Help (/helpList): reading and voting for everyone signed in; writing for district and platform staff. */
export const helpRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.helpList,
    {
      schema: {
        tags,
        summary: 'Help articles and FAQ by category, searchable',
        description: '`keyword` searches title and text.',
        querystring: HelpListQuery,
        response: responses(HelpPage),
      },
    },
    async (request) => ok(await listHelp(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.helpHelpful,
    {
      schema: {
        tags,
        summary: '"Was this helpful": counted once per user',
        description: 'Repeating answers the same count. 404 for an unknown entry.',
        querystring: AppIdQuery,
        body: HelpfulBody,
        response: responses(HelpfulResult),
      },
    },
    async (request) => ok(await markHelpHelpful(contextOf(request), request.body.id)),
  );

  app.post(
    ApiPaths.helpManageSave,
    {
      config: authors,
      schema: {
        tags,
        summary: 'Create or edit a help entry',
        description: 'District and platform staff; the rich text is sanitised. An edit names the version it read (409 when stale).',
        querystring: AppIdQuery,
        body: SaveHelpBody,
        response: responses(SavedHelp),
      },
    },
    async (request) => ok(await saveHelp(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.helpManageDelete,
    {
      config: authors,
      schema: {
        tags,
        summary: 'Delete a help entry at the version read',
        description: 'District and platform staff.',
        querystring: AppIdQuery,
        body: DeleteHelpBody,
        response: responses(SavedHelp),
      },
    },
    async (request) => ok(await deleteHelpEntry(contextOf(request), request.body.id, request.body.version)),
  );
};
