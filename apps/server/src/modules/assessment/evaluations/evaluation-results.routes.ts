import {
  DistrictEvaluationPage,
  DistrictEvaluationsExportQuery,
  DistrictEvaluationsQuery,
  EvaluationIdQuery,
  EvaluationResults,
} from '@yanxiu/contract/assessment-evaluations';
import { ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { sendWorkbook } from '@server/platform/export/download';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { districtEvaluations, exportDistrictEvaluations } from './evaluation-district.service';
import { exportEvaluationResults, readEvaluationResults } from './evaluation-results.service';

const tags = ['assessment'];
const binary = { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
const reach = 'A questionnaire the caller does not manage (another unit’s, another tenant’s, or no such id) is 404.';
const anonymity = 'An anonymous questionnaire’s answers carry no name anywhere; a named one’s open answers and raw rows do.';
const district =
  'The published questionnaires of the programmes organised by the caller’s unit and the units below it (platform staff: the whole tenant), each with its response rate against the enrolled teachers and each rating question’s mean; no answer and no name.';

/** Staff read a questionnaire's results and the district's view, and download both. */
export const assessmentEvaluationResultRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentEvaluationResults,
    {
      config: { roles: assessmentRoles.evaluationStaff },
      schema: {
        tags,
        summary: 'A questionnaire’s results per question',
        description: `Counts per option, the rating distribution and mean, the open answers, and the answers against the programme’s enrolled teachers. ${anonymity} ${reach}`,
        querystring: EvaluationIdQuery,
        response: responses(EvaluationResults),
      },
    },
    async (request) => ok(await readEvaluationResults(contextOf(request), request.query.evaluationId)),
  );

  app.get(
    ApiPaths.assessmentEvaluationResultsExport,
    {
      config: { roles: assessmentRoles.evaluationStaff },
      schema: {
        tags,
        summary: 'A questionnaire’s results as an Excel workbook',
        description: `A summary sheet, one sheet per question and a sheet of every answer; headers in the caller’s language. ${anonymity} ${reach}`,
        querystring: EvaluationIdQuery,
        response: binary,
      },
    },
    async (request, reply) => sendWorkbook(reply, await exportEvaluationResults(contextOf(request), request.query.evaluationId)),
  );

  app.get(
    ApiPaths.assessmentEvaluationDistrict,
    {
      config: { roles: assessmentRoles.evaluationDistrict },
      schema: {
        tags,
        summary: 'The district’s training evaluations',
        description: district,
        querystring: DistrictEvaluationsQuery,
        response: responses(DistrictEvaluationPage),
      },
    },
    async (request) => ok(await districtEvaluations(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentEvaluationDistrictExport,
    {
      config: { roles: assessmentRoles.evaluationDistrict },
      schema: {
        tags,
        summary: 'The district’s training evaluations as an Excel workbook',
        description: `${district} Every matching questionnaire, not one page.`,
        querystring: DistrictEvaluationsExportQuery,
        response: binary,
      },
    },
    async (request, reply) => sendWorkbook(reply, await exportDistrictEvaluations(contextOf(request), request.query)),
  );
};
