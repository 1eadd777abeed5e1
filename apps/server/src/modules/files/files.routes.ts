import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { DeletedFile, FileBytes, FileIdParams, StoredFileInfo, UploadFileQuery } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { downloadConditionsOf, sendFileResponse } from './file-replies';
import { deleteOwnFile, downloadFile, requireMayUploadFile, uploadFile, uploadLimitOf } from './files.service';

const tags = ['files'];

// Multipart framing around the file: boundaries and part headers, generously.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Uploading, downloading and deleting files under /files. */
export const filesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    ApiPaths.uploadFile,
    {
      // The JSON body limit is for JSON; an upload is bounded by its purpose's file limit instead.
      bodyLimit: Math.max(deps.config.FILES_MAX_BYTES, deps.config.FILES_VIDEO_MAX_BYTES) + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags,
        summary: 'Upload a file',
        description:
          'A `multipart/form-data` body with one file part (field name `file`). The type is sniffed from the bytes ' +
          '(the name and the declared type are ignored) and must be one the purpose accepts, else 415; larger than ' +
          '`FILES_MAX_BYTES` (`FILES_VIDEO_MAX_BYTES` for `video`, 5 MiB for `question_picture`) is 413. A `cover` or a ' +
          '`question_picture` is uploaded by staff only, `video` and `document` by staff and teachers (403 for others). ' +
          'Nothing is kept of a refused upload.',
        querystring: UploadFileQuery,
        response: responses(StoredFileInfo),
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { issues: [{ path: 'headers.content-type', message: 'send multipart/form-data' }] });
      }
      const { purpose } = request.query;
      // Refused before a byte of the file is read.
      const ctx = contextOf(request);
      requireMayUploadFile(ctx, purpose);
      const part = await request.file({ limits: { fileSize: uploadLimitOf(ctx, purpose) + 1 } });
      const stored = await uploadFile(ctx, purpose, part);
      app.metrics.uploadedBytes.inc({ kind: 'multipart' }, stored.size);
      return ok(stored);
    },
  );

  app.get(
    ApiPaths.downloadFile,
    {
      schema: {
        tags,
        summary: 'Download a file',
        description:
          'The bytes with the sniffed type, `ETag` and `Content-Disposition` (inline for PDF and images). One byte ' +
          'range per request (`Range: bytes=0-99`, `bytes=-100`) answers 206; a range outside the file 416. For the ' +
          "owner, staff over the owner's org unit and the tenant's experts; a `question_picture` for anyone signed in to the tenant.",
        querystring: AppIdQuery,
        params: FileIdParams,
        response: { 200: FileBytes, 206: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await downloadFile(contextOf(request), request.params.id, downloadConditionsOf(request));
      return sendFileResponse(request, reply, result);
    },
  );

  app.delete(
    ApiPaths.deleteFile,
    {
      schema: {
        tags,
        summary: 'Delete one of your files',
        description:
          'Only the owner deletes; staff who may read the file may not. 409 while something running uses it (evidence of a development application not yet ended).',
        querystring: AppIdQuery,
        params: FileIdParams,
        response: responses(DeletedFile),
      },
    },
    async (request) => ok(await deleteOwnFile(contextOf(request), request.params.id)),
  );
};
