import {
  EvaluationIdQuery,
  EvaluationVersionBody,
  ManagedEvaluation,
  ManagedEvaluationPage,
  ManageEvaluationsQuery,
  SaveEvaluationBody,
} from '@yanxiu/contract/assessment-evaluations';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { listManagedEvaluations, publishEvaluation, readManagedEvaluation, removeEvaluation, saveEvaluation } from './evaluations.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.evaluationStaff };
const reach = 'A questionnaire the caller does not manage (another unit’s, another tenant’s, or no such id) is 404.';

/** Staff set questionnaires up under /assessment/manage/evaluations. */
export const assessmentEvaluationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentManageEvaluations,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The questionnaires the caller manages',
        description:
          'Questionnaires of the programmes organised by the caller’s unit and the units below it, newest first, without their questions, each with its answers and the programme’s enrolled teachers counted.',
        querystring: ManageEvaluationsQuery,
        response: responses(ManagedEvaluationPage),
      },
    },
    async (request) => ok(await listManagedEvaluations(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentManageEvaluation,
    {
      config: staff,
      schema: {
        tags,
        summary: 'One questionnaire with its questions',
        description: reach,
        querystring: EvaluationIdQuery,
        response: responses(ManagedEvaluation),
      },
    },
    async (request) => ok(await readManagedEvaluation(contextOf(request), request.query.evaluationId)),
  );

  app.post(
    ApiPaths.assessmentManageSaveEvaluation,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create or rewrite a questionnaire',
        description: `Without evaluationId a draft is created; with it the questionnaire is rewritten at the version read (409 when stale). The placement is a unit of kind evaluation of a programme the caller manages (403 otherwise, 422 for another kind), one questionnaire per unit (409). Once a teacher has answered, its anonymity and questions cannot change (409, code 4983). ${reach}`,
        querystring: AppIdQuery,
        body: SaveEvaluationBody,
        response: responses(ManagedEvaluation),
      },
    },
    async (request) => ok(await saveEvaluation(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentManagePublishEvaluation,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Publish a draft questionnaire',
        description: `At the version read (409 when stale or already published): the programme’s enrolled teachers may answer it in its window. ${reach}`,
        querystring: AppIdQuery,
        body: EvaluationVersionBody,
        response: responses(ManagedEvaluation),
      },
    },
    async (request) => ok(await publishEvaluation(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentManageDeleteEvaluation,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete a questionnaire nobody answered',
        description: `At the version read (409 when stale); refused once a teacher has answered (409, code 4983). Its unit stays. ${reach}`,
        querystring: AppIdQuery,
        body: EvaluationVersionBody,
        response: responses(z.null()),
      },
    },
    async (request) => ok(await removeEvaluation(contextOf(request), request.body)),
  );
};
