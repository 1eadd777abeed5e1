import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import {
  DeleteLessonQuestionBody,
  LessonQuestion,
  LessonQuestionList,
  LessonQuestionsQuery,
  PresenceReportPage,
  PresenceReportQuery,
  PresenceSettings,
  SaveLessonQuestionBody,
} from '@yanxiu/contract/learning-presence';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { sendWorkbook } from '@server/platform/export/download';
import { learningRoles } from '@server/modules/learning/learning.access';
import { listLessonQuestions, removeLessonQuestion, saveLessonQuestion } from './lesson-questions.service';
import { PRESENCE_EXPORT_MAX_ROWS, presenceReportPage, presenceReportWorkbook } from './presence-report.service';
import { readPresenceSettings, savePresenceSettingsOfTenant } from './presence-settings.service';

const tags = ['learning: presence checks'];
const scope =
  "School admins see their school's teachers; district admins every teacher of the district (`schoolId` narrows to one school). Teachers: 403.";
const authors =
  "Staff who manage the lesson's programme (403 for other staff, 404 for a lesson that does not exist); offline sessions are 422 (4502).";

/** The staff side of presence checks: the tenant's setting, the author's questions of a lesson, the report and its export. */
export const presenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.learningManagePresenceSettings,
    {
      config: { roles: learningRoles.presenceSettingsReaders },
      schema: {
        tags,
        summary: "The tenant's presence checks",
        description: 'Staff. `everyMinutes` null: off. Without a saved setting: every 10 minutes on average, 60 s to answer.',
        querystring: AppIdQuery,
        response: responses(PresenceSettings),
      },
    },
    async (request) => ok(await readPresenceSettings(contextOf(request))),
  );

  app.post(
    ApiPaths.learningManageSavePresenceSettings,
    {
      config: { roles: learningRoles.presenceSettingsSetters },
      schema: {
        tags,
        summary: 'Set the presence checks: off, or on average every N minutes, and the window to answer',
        description:
          'District admins. Minutes 1 to 120 or null (off), answer window 20 to 300 s. Applies to watch sessions opened from now on. Audited.',
        querystring: AppIdQuery,
        body: PresenceSettings,
        response: responses(PresenceSettings),
      },
    },
    async (request) => ok(await savePresenceSettingsOfTenant(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.learningManageLessonQuestions,
    {
      config: { roles: learningRoles.questionAuthors },
      schema: {
        tags,
        summary: "A lesson's questions (in-video quiz) with their right choices and results",
        description: `Results count the teachers in the caller's reach: issued, passed, missed (not answered in time or wrong twice). ${authors}`,
        querystring: LessonQuestionsQuery,
        response: responses(LessonQuestionList),
      },
    },
    async (request) => ok(await listLessonQuestions(contextOf(request), Number(request.query.unitId))),
  );

  app.post(
    ApiPaths.learningManageSaveLessonQuestion,
    {
      config: { roles: learningRoles.questionAuthors },
      schema: {
        tags,
        summary: 'Add a question to a moment of a lesson, or replace one (`id`)',
        description: `Asked as a presence check when playback crosses \`atSecond\` (while the tenant's checks are on). A moment past the lesson's end, or more than 50 questions, is 422. ${authors} Audited.`,
        querystring: AppIdQuery,
        body: SaveLessonQuestionBody,
        response: responses(LessonQuestion),
      },
    },
    async (request) => ok(await saveLessonQuestion(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.learningManageDeleteLessonQuestion,
    {
      config: { roles: learningRoles.questionAuthors },
      schema: {
        tags,
        summary: 'Remove a question',
        description: `Checks that already asked it keep their results. ${authors} Audited.`,
        querystring: AppIdQuery,
        body: DeleteLessonQuestionBody,
        response: responses(z.object({ id: z.number() })),
      },
    },
    async (request) => ok(await removeLessonQuestion(contextOf(request), request.body.id)),
  );

  app.get(
    ApiPaths.learningManagePresenceReport,
    {
      config: { roles: learningRoles.presenceReport },
      schema: {
        tags,
        summary: 'Presence checks issued, passed and missed per lesson and teacher',
        description: `Most recently checked first; \`programmeId\`, \`unitId\`, \`from\`/\`to\` (China days of issue) and \`keyword\` (the name) narrow it; \`totals\` sums every matching row. A check past its deadline unanswered counts as missed. ${scope}`,
        querystring: PresenceReportQuery,
        response: responses(PresenceReportPage),
      },
    },
    async (request) => ok(await presenceReportPage(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.learningManagePresenceReportExport,
    {
      config: { roles: learningRoles.presenceReport },
      schema: {
        tags,
        summary: 'The presence report as an Excel workbook',
        description: `Every matching row (not one page), at most ${PRESENCE_EXPORT_MAX_ROWS}; headers in the caller's language. ${scope}`,
        querystring: PresenceReportQuery.omit({ current: true, size: true }),
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await presenceReportWorkbook(contextOf(request), request.query));
    },
  );
};
