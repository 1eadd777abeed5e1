import {
  ExamIdQuery,
  ManagedExam,
  ManagedExamPage,
  ManageExamsQuery,
  PaperPreview,
  PreviewPaperBody,
  PublishExamBody,
  SaveExamBody,
} from '@yanxiu/contract/assessment-exams';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { listManagedExams, previewExamPaper, publishExam, readManagedExam, saveExam } from './exams.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.examStaff };
const reach = 'An exam the caller does not manage (another unit’s, another tenant’s, or no such id) is 404.';

/** Staff set exams up under /assessment/manage/exams. */
export const assessmentExamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentManageExams,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The exams the caller manages',
        description: 'Exams owned by the caller’s unit and the units below it, newest first, without their papers.',
        querystring: ManageExamsQuery,
        response: responses(ManagedExamPage),
      },
    },
    async (request) => ok(await listManagedExams(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentManageExam,
    {
      config: staff,
      schema: { tags, summary: 'One exam with its paper', description: reach, querystring: ExamIdQuery, response: responses(ManagedExam) },
    },
    async (request) => ok(await readManagedExam(contextOf(request), request.query.examId)),
  );

  app.post(
    ApiPaths.assessmentManageSaveExam,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create or rewrite an exam',
        description: `Without examId a draft is created; with it the exam is rewritten at the version read (409 when stale). The placement is a unit of kind exam of a programme the caller manages (403 otherwise) or a school they are staff over; it may change only in a draft. The paper's questions and banks must be ones the caller may use (422 naming the item, 404 for a bank out of reach). Once a teacher has started an attempt the paper cannot change (409, code 4965). ${reach}`,
        querystring: AppIdQuery,
        body: SaveExamBody,
        response: responses(ManagedExam),
      },
    },
    async (request) => ok(await saveExam(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentManagePublishExam,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Publish a draft exam',
        description: `At the version read (409 when stale or already published). A random paper whose rule finds too few questions is refused (422, code 4966, naming the rule). ${reach}`,
        querystring: AppIdQuery,
        body: PublishExamBody,
        response: responses(ManagedExam),
      },
    },
    async (request) => ok(await publishExam(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentManagePreviewPaper,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Preview a paper as a teacher would get it',
        description: `A random paper drawn by the exam's stored rules (with the seed given, or a random one), in its order, without answers; 422 naming a rule that finds too few questions. ${reach}`,
        querystring: AppIdQuery,
        body: PreviewPaperBody,
        response: responses(PaperPreview),
      },
    },
    async (request) => ok(await previewExamPaper(contextOf(request), request.body)),
  );
};
