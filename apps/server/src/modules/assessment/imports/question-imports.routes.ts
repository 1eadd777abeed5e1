import { QuestionExportQuery, QuestionImportCheck, QuestionImportQuery, QuestionImportResult } from '@yanxiu/contract/assessment-banks';
import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { AssessmentLimits } from '@yanxiu/contract/limits';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { sendWorkbook } from '@server/platform/export/download';
import { AppError } from '@server/platform/http/app-error';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import { checkQuestionImport, commitQuestionImport, exportQuestions, questionImportTemplate } from './question-imports.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.bankStaff };
// Multipart framing around the file: boundaries and part headers, generously.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const upload = { bodyLimit: AssessmentLimits.importBytes + MULTIPART_OVERHEAD_BYTES, compress: false as const, config: staff };
const body = `A \`multipart/form-data\` body with the workbook (field \`file\`, at most ${AssessmentLimits.importBytes} bytes and ${AssessmentLimits.importRows} rows) in the template's columns (headers in either language); folder paths of the rows are created below \`folderId\` (the bank's top when absent).`;
const reach =
  'The bank must be one the caller manages: out of reach 404, shared down to them 403, archived 409; a folder not of the bank 404.';

/** The workbook's bytes; 415 unless multipart, 400 without a file part, 413 over the size limit. */
async function uploadedWorkbook(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { issues: [{ path: 'headers.content-type', message: 'send multipart/form-data' }] });
  }
  const part = await request.file({ limits: { fileSize: AssessmentLimits.importBytes, files: 1 } });
  if (!part)
    throw new AppError('BAD_REQUEST', {
      issues: [{ path: 'body.file', message: 'send the workbook as a multipart/form-data part named file' }],
    });
  return part.toBuffer();
}

/** The question workbook: template, dry run, commit and export under /assessment/imports and /assessment/exports. */
export const assessmentImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentImportTemplate,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The question import template',
        description: "An .xlsx workbook: the header row in the caller's language, an example row of every kind, and an instructions sheet.",
        querystring: AppIdQuery,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => sendWorkbook(reply, await questionImportTemplate(contextOf(request))),
  );

  app.post(
    ApiPaths.assessmentImportDryRun,
    {
      ...upload,
      schema: {
        tags,
        summary: 'Check a filled question workbook (dry run)',
        description: `${body} Answers every bad row's problems (row number as Excel shows it, column, reason in the caller's language) and how many folders the import would create. Writes nothing. ${reach}`,
        querystring: QuestionImportQuery,
        response: responses(QuestionImportCheck),
      },
    },
    async (request) => ok(await checkQuestionImport(contextOf(request), request.query, await uploadedWorkbook(request))),
  );

  app.post(
    ApiPaths.assessmentImportCommit,
    {
      ...upload,
      schema: {
        tags,
        summary: 'Import the questions of a filled workbook',
        description: `${body} All or nothing, in one transaction: 422 naming the bad rows (issues \`file.rows.<row>.<column>\`) and nothing written while any row has a problem. ${reach}`,
        querystring: QuestionImportQuery,
        response: responses(QuestionImportResult),
      },
    },
    async (request) => ok(await commitQuestionImport(contextOf(request), request.query, await uploadedWorkbook(request))),
  );

  app.get(
    ApiPaths.assessmentExport,
    {
      config: staff,
      schema: {
        tags,
        summary: 'A bank’s questions (or one folder’s, with the folders inside) as the template’s workbook',
        description:
          'The current version of every live question, oldest first; folder paths relative to the folder exported. Plain paragraphs are written as text, formatted rich text as its HTML (links keep their addresses, pictures stay `<img>` tags naming our own stored files), so the file imports again as the same questions; an import keeps only the tenant’s own question pictures. Any bank the caller may use; out of reach 404.',
        querystring: QuestionExportQuery,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => sendWorkbook(reply, await exportQuestions(contextOf(request), request.query)),
  );
};
