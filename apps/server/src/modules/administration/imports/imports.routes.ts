import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_IMPORT_MAX_BYTES,
  ACCOUNT_IMPORT_MAX_ROWS,
  AccountImportCheck,
  AccountImportResult,
  IMPORT_PROGRESS_MEDIA_TYPE,
} from '@yanxiu/contract/administration-imports';
import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { constraintErrorName } from '@server/platform/http/error-handler';
import { ok } from '@server/platform/http/envelope';
import { localeOf } from '@server/platform/http/locale';
import { responses } from '@server/platform/http/route-schema';
import { sendWorkbook } from '@server/platform/export/download';
import { cleanFileName } from '@server/platform/storage/http-file';
import { administrationRoles } from '../administration.access';
import { checkAccountImport, exportAccounts, importTemplate, runAccountImport, type ProgressSink } from './imports.service';

const tags = ['administration'];
// Multipart framing around the file: boundaries and part headers, generously.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const scope =
  'Staff act within their units: schools outside them are refused per row, and so are roles the caller may not give there (a school admin cannot make district admins).';

/** The uploaded workbook's bytes and name; 400 without a file part, 413 over the size limit. */
async function uploadedWorkbook(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { issues: [{ path: 'headers.content-type', message: 'send multipart/form-data' }] });
  }
  const part = await request.file({ limits: { fileSize: ACCOUNT_IMPORT_MAX_BYTES, files: 1 } });
  if (!part)
    throw new AppError('BAD_REQUEST', {
      issues: [{ path: 'body.file', message: 'send the workbook as a multipart/form-data part named file' }],
    });
  return { bytes: await part.toBuffer(), fileName: cleanFileName(part.filename) };
}

/** The envelope a streamed answer ends with when the work failed (the error handler's, written as a line). */
function failureLine(request: FastifyRequest, error: unknown): ErrorEnvelope {
  if (error instanceof AppError) {
    const definition = ErrorCodes[error.errorName];
    const msg = error.customMessage ?? definition.message[localeOf(request)];
    return { code: definition.code, status: definition.code, msg, data: error.issues ? { issues: error.issues } : null };
  }
  // As the error handler answers a write that ran into a constraint (a race): 409 or 422, not a 500.
  const constraintError = constraintErrorName(error);
  if (constraintError) {
    request.log.warn({ err: error }, 'streamed import ran into a database constraint');
    const definition = ErrorCodes[constraintError];
    return { code: definition.code, status: definition.code, msg: definition.message[localeOf(request)], data: null };
  }
  request.log.error({ err: error }, 'streamed import failed');
  const internal = ErrorCodes.INTERNAL;
  return { code: internal.code, status: internal.code, msg: internal.message[localeOf(request)], data: { requestId: String(request.id) } };
}

/**
 * Answers the work's result as the usual envelope, or, to a client that accepts IMPORT_PROGRESS_MEDIA_TYPE, as
 * progress lines while it runs and then the envelope. The work runs in this request, so it needs no job table and
 * works the same on several processes and on embedded PGlite (where a second connection would wait for the import's
 * transaction).
 */
async function answer<T>(request: FastifyRequest, reply: FastifyReply, work: (onProgress: ProgressSink) => Promise<T>) {
  if (!(request.headers.accept ?? '').includes(IMPORT_PROGRESS_MEDIA_TYPE)) return ok(await work(() => undefined));
  const stream = new PassThrough();
  const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
  void reply.headers({ 'content-type': `${IMPORT_PROGRESS_MEDIA_TYPE}; charset=utf-8`, 'cache-control': 'no-store' });
  work((progress) => line({ progress }))
    .then(
      (data) => line(ok(data)),
      (error: unknown) => line(failureLine(request, error)),
    )
    .finally(() => stream.end())
    .catch(() => undefined);
  return reply.send(stream);
}

/** The teachers' import (template, check, run) and the accounts' export under /administration/manage. */
export const importsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  // Not compressed: a compressor would hold the progress lines back until the end.
  const upload = {
    bodyLimit: ACCOUNT_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    compress: false as const,
    config: { roles: administrationRoles.manageAccounts },
  };
  const progressNote = ` With \`Accept: ${IMPORT_PROGRESS_MEDIA_TYPE}\` the answer is newline-delimited JSON: progress lines \`{"progress":{"stage","done","total"}}\` (read, validated, written) and last the envelope.`;

  app.get(
    ApiPaths.administrationImportTemplate,
    {
      config: { roles: administrationRoles.manageAccounts },
      schema: {
        tags,
        summary: "The teachers' import template",
        description: `An .xlsx workbook with the header row in the caller's language and drop-down lists (data validation) of the schools the caller reaches, genders, sections, subjects, titles, the tenant's career phases and the roles the caller may give, on the first ${ACCOUNT_IMPORT_MAX_ROWS} rows.`,
        querystring: AppIdQuery,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await importTemplate(contextOf(request)));
    },
  );

  app.post(
    ApiPaths.administrationImportCheck,
    {
      ...upload,
      schema: {
        tags,
        summary: 'Check a filled import workbook (dry run)',
        description: `A \`multipart/form-data\` body with the workbook (field \`file\`, at most ${ACCOUNT_IMPORT_MAX_BYTES} bytes and ${ACCOUNT_IMPORT_MAX_ROWS} rows). Answers every row's problems in the file's own row numbers (required cells, phone format, a phone repeated in the file or held by another person of the tenant, unknown school, section or code, a subject not taught in the section) and how many accounts an import would create or find existing. Writes nothing. ${scope}${progressNote}`,
        querystring: AppIdQuery,
        response: responses(AccountImportCheck),
      },
    },
    async (request, reply) => {
      const { bytes } = await uploadedWorkbook(request);
      return answer(request, reply, (onProgress) => checkAccountImport(contextOf(request), bytes, onProgress));
    },
  );

  app.post(
    ApiPaths.administrationImportRun,
    {
      ...upload,
      schema: {
        tags,
        summary: 'Import teachers from a filled workbook',
        description: `The same body as the check. All or nothing, in one transaction: 422 (nothing written) while any row has a problem, 409 when another writer created one of the accounts meanwhile. A row whose phone and name are an existing account of the tenant is that account, so importing a file again creates no duplicates. Each new account signs in with its phone and its own initial password, listed in the answer's \`credentials\` workbook (base64 .xlsx; the server keeps no copy, so it is shown once) and must choose its own at first sign-in. Audited. ${scope}${progressNote}`,
        querystring: AppIdQuery,
        response: responses(AccountImportResult),
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await uploadedWorkbook(request);
      return answer(request, reply, (onProgress) => runAccountImport(contextOf(request), bytes, fileName, onProgress));
    },
  );

  app.get(
    ApiPaths.administrationAccountsExport,
    {
      config: { roles: administrationRoles.manageAccounts },
      schema: {
        tags,
        summary: 'The accounts of the caller’s units as an Excel workbook',
        description:
          "Every account of the caller's unit and the units below it (platform staff: the tenant), in the import's columns and then username and status, headers in the caller's language; a corrected export imports again. 422 over 50,000 accounts.",
        querystring: AppIdQuery,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await exportAccounts(contextOf(request)));
    },
  );
};
