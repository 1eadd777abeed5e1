import { AppIdQuery } from '@yanxiu/contract/envelope';
import {
  HourCategoriesResult,
  HourRequirement,
  RequirementQuery,
  SaveRequirementBody,
  SaveSettingsBody,
} from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { learningRoles } from '@server/modules/learning/learning.access';
import {
  listHourCategoriesWithShare,
  readHoursRequirement,
  saveCompletionShareSetting,
  saveHoursRequirement,
} from './learning-config.service';

const tags = ['learning: requirement'];

/** The tenant's categories, yearly requirement and crediting settings. */
export const learningConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.learningHourCategories,
    {
      schema: {
        tags,
        summary: "The tenant's categories of hours and the share of a video that completes it",
        description: 'Any signed-in user. The three default categories while the tenant has configured none.',
        querystring: AppIdQuery,
        response: responses(HourCategoriesResult),
      },
    },
    async (request) => ok(await listHourCategoriesWithShare(contextOf(request))),
  );

  app.get(
    ApiPaths.learningManageRequirement,
    {
      config: { roles: learningRoles.requirementReaders },
      schema: {
        tags,
        summary: "The tenant's requirement for a year",
        description:
          'Staff (teachers read theirs within GET /learning/hours); `year` defaults to the current year (China time). Null hours when none is set for that year.',
        querystring: RequirementQuery,
        response: responses(HourRequirement),
      },
    },
    async (request) => ok(await readHoursRequirement(contextOf(request), request.query.year)),
  );

  app.post(
    ApiPaths.learningManageSaveRequirement,
    {
      config: { roles: learningRoles.requirementSetters },
      schema: {
        tags,
        summary: 'Set the requirement of a year',
        description:
          'District admins. Every category code must be one of the tenant; the minimums may not add up to more than the total (422). Audited.',
        querystring: AppIdQuery,
        body: SaveRequirementBody,
        response: responses(HourRequirement),
      },
    },
    async (request) => ok(await saveHoursRequirement(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.learningManageSaveSettings,
    {
      config: { roles: learningRoles.requirementSetters },
      schema: {
        tags,
        summary: 'Set the share of a video that completes it',
        description: 'District admins; 0.5 to 1 in steps of 0.01. Applies to watching from now on. Audited.',
        querystring: AppIdQuery,
        body: SaveSettingsBody,
        response: responses(z.object({ completionShare: z.number() })),
      },
    },
    async (request) => ok(await saveCompletionShareSetting(contextOf(request), request.body)),
  );
};
