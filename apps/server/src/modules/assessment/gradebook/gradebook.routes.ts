import {
  GradebookFilter,
  GradebookPage,
  GradebookProgrammeQuery,
  GradebookQuery,
  GradebookSchools,
  MyResults,
  MyResultsQuery,
} from '@yanxiu/contract/assessment-gradebook';
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
import { GRADEBOOK_EXPORT_MAX_ROWS } from './gradebook-export';
import { exportGradebook, listGradebookSchools, readGradebook } from './gradebook.service';
import { readMyResults } from './my-results.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.gradebookStaff };
const teacher = { roles: assessmentRoles.resultsTeacher };
const manages = 'For the staff who manage the programme; another programme (or tenant, or no such id) is 404.';

/** Staff read and export a programme's grade book; teachers read their own results. */
export const assessmentGradebookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentGradebook,
    {
      config: staff,
      schema: {
        tags,
        summary: 'A page of a programme’s grade book',
        description: `Enrolled teachers by school then name, each with one cell per assessed unit (the columns, in the programme’s order: an exam’s counted score and pass, an assignment’s counted grade and state, an evaluation answered or not), completed units and the hours credited. Filters: school, a keyword on the name, progress. ${manages}`,
        querystring: GradebookQuery,
        response: responses(GradebookPage),
      },
    },
    async (request) => ok(await readGradebook(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentGradebookSchools,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The schools of a programme’s teachers',
        description: `For the grade book’s school filter, by name, with how many enrolled teachers each. ${manages}`,
        querystring: GradebookProgrammeQuery,
        response: responses(GradebookSchools),
      },
    },
    async (request) => ok(await listGradebookSchools(contextOf(request), request.query.programmeId)),
  );

  app.get(
    ApiPaths.assessmentGradebookExport,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Export a programme’s grade book to Excel',
        description: `The whole book under the same filters as an .xlsx (headers and cells in the caller’s language), at most ${GRADEBOOK_EXPORT_MAX_ROWS} teachers. ${manages}`,
        querystring: GradebookFilter,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => sendWorkbook(reply, await exportGradebook(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentMyResults,
    {
      config: teacher,
      schema: {
        tags,
        summary: 'My results',
        description:
          'The caller’s own attempts, grades and feedback per programme, each assessed unit in the programme’s order; scores only as the exam reveals them. With programmeId: that programme’s assessed units (404 for a programme the caller cannot see); without: the programmes the caller has results in, the latest first (at most 20).',
        querystring: MyResultsQuery,
        response: responses(MyResults),
      },
    },
    async (request) => ok(await readMyResults(contextOf(request), request.query)),
  );
};
