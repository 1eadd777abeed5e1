import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { GroupPage, ResearchIdParams } from '@yanxiu/contract/research';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { researchRoles } from '@server/modules/research/research.access';
import { groupPage } from './group-page.service';

const tags = ['research: groups'];
const member = { roles: researchRoles.member };

/** A research group's page (members, activities by state, files, announcements). */
export const groupPageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchGroup,
    {
      config: member,
      schema: {
        tags,
        summary: "A group's page: members, activities (upcoming, running, past), files, announcements",
        description: 'Members, managers, and anyone for an open group; 404 otherwise.',
        params: ResearchIdParams,
        querystring: AppIdQuery,
        response: responses(GroupPage),
      },
    },
    async (request) => ok(await groupPage(contextOf(request), Number(request.params.id))),
  );
};
