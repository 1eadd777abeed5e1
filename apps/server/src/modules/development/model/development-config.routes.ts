import {
  Condition,
  ConditionFile,
  DeleteByCodeBody,
  DeleteConditionBody,
  DeleteConditionFileBody,
  Deleted,
  DevelopmentType,
  PhaseView,
  PostType,
  PostTypePhaseBody,
  PostTypePhaseQuery,
  PostTypeQuery,
  ReviewStepSetting,
  SaveConditionBody,
  SaveConditionFileBody,
  SaveDevelopmentTypeBody,
  SavePostTypeBody,
  SaveReviewStepBody,
} from '@yanxiu/contract/development-model';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { developmentRoles } from '@server/modules/development/development.access';
import {
  listConfiguredDevelopmentTypes,
  saveDevelopmentType,
  removeDevelopmentType,
  listConfiguredPostTypes,
  savePostType,
  removePostType,
  listPostTypePhases,
  addPostTypePhase,
  removePostTypePhase,
  listPhaseConditions,
  savePhaseCondition,
  removePhaseCondition,
  listPhaseConditionFiles,
  savePhaseConditionFile,
  listDevelopmentReviewSteps,
  saveDevelopmentReviewStep,
  removePhaseConditionFile,
} from './development-config.service';

const tags = ['development config'];
const deleted = { deleted: true } as const;

/**
 * Configuration of the development model (types, post types, paths, conditions, files) by district staff, for
 * the whole tenant. The spec shows no paths for it; these are ours. Saves are upserts by code; every write is audited.
 */
export const developmentConfigRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Registered inside this plugin only, so the hook guards exactly the configuration routes.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: developmentRoles.district };
  });

  app.get(
    ApiPaths.developmentConfigListTypes,
    {
      schema: {
        tags,
        summary: 'Every development type, disabled ones too',
        querystring: AppIdQuery,
        response: responses(z.array(DevelopmentType)),
      },
    },
    async (request) => ok(await listConfiguredDevelopmentTypes(contextOf(request))),
  );
  app.post(
    ApiPaths.developmentConfigSaveType,
    {
      schema: {
        tags,
        summary: 'Create or replace a development type',
        querystring: AppIdQuery,
        body: SaveDevelopmentTypeBody,
        response: responses(DevelopmentType),
      },
    },
    async (request) => ok(await saveDevelopmentType(contextOf(request), request.body)),
  );
  app.post(
    ApiPaths.developmentConfigDeleteType,
    {
      schema: {
        tags,
        summary: 'Delete a development type',
        description: '409 while a teacher has chosen it or a post type belongs to it (disable it instead).',
        querystring: AppIdQuery,
        body: DeleteByCodeBody,
        response: responses(Deleted),
      },
    },
    async (request) => {
      await removeDevelopmentType(contextOf(request), request.body.code);
      return ok(deleted);
    },
  );

  app.get(
    ApiPaths.developmentConfigListPostTypes,
    {
      schema: {
        tags,
        summary: 'Every post type with its sections and path',
        querystring: AppIdQuery,
        response: responses(z.array(PostType)),
      },
    },
    async (request) => ok(await listConfiguredPostTypes(contextOf(request))),
  );
  app.post(
    ApiPaths.developmentConfigSavePostType,
    {
      schema: {
        tags,
        summary: 'Create or replace a post type and the sections it is open in (its path is kept)',
        querystring: AppIdQuery,
        body: SavePostTypeBody,
        response: responses(PostType),
      },
    },
    async (request) => ok(await savePostType(contextOf(request), request.body)),
  );
  app.post(
    ApiPaths.developmentConfigDeletePostType,
    {
      schema: {
        tags,
        summary: 'Delete a post type with its sections, path, conditions and files',
        querystring: AppIdQuery,
        body: DeleteByCodeBody,
        response: responses(Deleted),
      },
    },
    async (request) => {
      await removePostType(contextOf(request), request.body.code);
      return ok(deleted);
    },
  );

  app.get(
    ApiPaths.developmentConfigListPhases,
    {
      schema: {
        tags,
        summary: "A post type's path, lowest phase first",
        querystring: PostTypeQuery,
        response: responses(z.array(PhaseView)),
      },
    },
    async (request) => ok(await listPostTypePhases(contextOf(request), request.query.postTypeCode)),
  );
  app.post(
    ApiPaths.developmentConfigSavePhase,
    {
      schema: {
        tags,
        summary: "Put a phase of the tenant's ladder on a post type's path; answers the path",
        querystring: AppIdQuery,
        body: PostTypePhaseBody,
        response: responses(z.array(PhaseView)),
      },
    },
    async (request) => ok(await addPostTypePhase(contextOf(request), request.body)),
  );
  app.post(
    ApiPaths.developmentConfigDeletePhase,
    {
      schema: {
        tags,
        summary: "Take a phase off a post type's path with its conditions and files",
        querystring: AppIdQuery,
        body: PostTypePhaseBody,
        response: responses(Deleted),
      },
    },
    async (request) => {
      await removePostTypePhase(contextOf(request), request.body);
      return ok(deleted);
    },
  );

  app.get(
    ApiPaths.developmentConfigListConditions,
    {
      schema: {
        tags,
        summary: 'The conditions of a phase of a post type',
        querystring: PostTypePhaseQuery,
        response: responses(z.array(Condition)),
      },
    },
    async (request) => ok(await listPhaseConditions(contextOf(request), request.query.postTypeCode, request.query.phaseCode)),
  );
  app.post(
    ApiPaths.developmentConfigSaveCondition,
    {
      schema: {
        tags,
        summary: 'Create or replace a condition of a phase of a post type (its files are kept)',
        querystring: AppIdQuery,
        body: SaveConditionBody,
        response: responses(Condition),
      },
    },
    async (request) => ok(await savePhaseCondition(contextOf(request), request.body)),
  );
  app.post(
    ApiPaths.developmentConfigDeleteCondition,
    {
      schema: {
        tags,
        summary: 'Delete a condition with its files',
        querystring: AppIdQuery,
        body: DeleteConditionBody,
        response: responses(Deleted),
      },
    },
    async (request) => {
      await removePhaseCondition(contextOf(request), request.body);
      return ok(deleted);
    },
  );

  app.get(
    ApiPaths.developmentConfigListConditionFiles,
    {
      schema: {
        tags,
        summary: 'The files the conditions of a phase of a post type ask for',
        querystring: PostTypePhaseQuery,
        response: responses(z.array(ConditionFile)),
      },
    },
    async (request) => ok(await listPhaseConditionFiles(contextOf(request), request.query.postTypeCode, request.query.phaseCode)),
  );
  app.post(
    ApiPaths.developmentConfigSaveConditionFile,
    {
      schema: {
        tags,
        summary: 'Create or replace a file a condition asks for',
        querystring: AppIdQuery,
        body: SaveConditionFileBody,
        response: responses(ConditionFile),
      },
    },
    async (request) => ok(await savePhaseConditionFile(contextOf(request), request.body)),
  );
  app.post(
    ApiPaths.developmentConfigDeleteConditionFile,
    {
      schema: {
        tags,
        summary: 'Delete a file a condition asks for',
        querystring: AppIdQuery,
        body: DeleteConditionFileBody,
        response: responses(Deleted),
      },
    },
    async (request) => {
      await removePhaseConditionFile(contextOf(request), request.body);
      return ok(deleted);
    },
  );

  app.get(
    ApiPaths.developmentConfigListReviewSteps,
    {
      schema: {
        tags,
        summary: 'The steps of the development review workflow, on or off, and which may be switched',
        description:
          'School and district review are mandatory (the school vouches for its teacher, the district decides and finishes); the expert panel is optional.',
        querystring: AppIdQuery,
        response: responses(z.array(ReviewStepSetting)),
      },
    },
    async (request) => ok(await listDevelopmentReviewSteps(contextOf(request))),
  );
  app.post(
    ApiPaths.developmentConfigSaveReviewStep,
    {
      schema: {
        tags,
        summary: 'Switch an optional review step on or off for applications submitted from now on; answers every step; audited',
        description:
          'Applications already submitted keep the steps they were submitted with: switching the expert panel off does not skip it for one waiting there, switching it on does not add it to one under review. 422 for an unknown or mandatory step.',
        querystring: AppIdQuery,
        body: SaveReviewStepBody,
        response: responses(z.array(ReviewStepSetting)),
      },
    },
    async (request) => ok(await saveDevelopmentReviewStep(contextOf(request), request.body)),
  );
};
