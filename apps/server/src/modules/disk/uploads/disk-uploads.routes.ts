import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { DISK_RESOURCE_ID_HEADER } from '@yanxiu/contract/disk';
import { AppIdQuery, ErrorEnvelope, type ErrorEnvelope as ErrorBody } from '@yanxiu/contract/envelope';
import { ErrorCodes, type ErrorName } from '@yanxiu/contract/errors';
import { API_PREFIX, ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, type RequestContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { hijackKeepingHeaders } from '@server/platform/http/hijack';
import { diskRoles } from '@server/modules/disk/disk.access';
import { finishDiskUpload, UploadAlreadyFinished } from './disk-upload-finish';
import { diskUploadRequestOf } from './disk-upload-request';
import { cancelDiskUpload, findOpenDiskUpload, requireOpenDiskUpload, startDiskUpload, touchDiskUpload } from './disk-uploads.service';

const tags = ['disk: uploads'];
const owner = { roles: diskRoles.owner };

/** The tus upload ids this server makes (and so the only ones it looks up). */
const UploadIdParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

/** What a tus request carries through to the tus server's hooks: the caller and the upload. */
type Pending = { ctx: RequestContext; id: string };

/** The standard envelope of an error the tus server answers itself (offsets, protocol headers). */
function envelopeOf(status: number, locale: 'zh-CN' | 'en-US'): string {
  const name =
    (Object.keys(ErrorCodes) as ErrorName[]).find((candidate) => ErrorCodes[candidate].http === status) ??
    (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  const definition = ErrorCodes[name] ?? ErrorCodes.BAD_REQUEST;
  const body: ErrorBody = { code: definition.code, status: definition.code, msg: definition.message[locale], data: null };
  return JSON.stringify(body);
}

/**
 * Resumable uploads (tus 1.0) at /disk/uploads. Our routes authenticate the caller, check the upload is theirs and,
 * at creation, reserve the quota BEFORE a byte is sent; then hand the request to the tus server, which writes the
 * bytes as they stream into a part file under DATA_DIR/disk-uploads. The last byte turns the upload into a resource
 * (disk-upload-finish.ts). The tus server and its file store belong to the app (its part files are under the app's
 * DATA_DIR), so they are built once, here, when the app registers these routes; the services do the rest.
 */
export const diskUploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  const uploadDir = path.join(config.DATA_DIR, 'disk-uploads');
  const pending = new WeakMap<object, Pending>();
  // The tus server wraps Node's request; the original is what our route saw.
  const pendingOf = (req: { runtime?: { node?: { req: object } | undefined } | undefined }): Pending => {
    const found = req.runtime?.node ? pending.get(req.runtime.node.req) : undefined;
    if (!found) throw new Error('a tus request reached the tus server without passing our route');
    return found;
  };
  const store = new FileStore({ directory: uploadDir });

  const tus = new Server({
    path: API_PREFIX + ApiPaths.diskUploads,
    datastore: store,
    maxSize: config.DISK_MAX_FILE_BYTES,
    relativeLocation: true,
    exposedHeaders: [DISK_RESOURCE_ID_HEADER],
    // The web app uploads from its own origin; without this the tus server answers Access-Control-Allow-Origin: *.
    allowedOrigins: () => false,
    namingFunction: (req) => pendingOf(req).id,
    getFileIdFromRequest: (req) => pendingOf(req).id,
    // The tenant's appId stays in the address, so the client's later HEAD and PATCH reach the same tenant.
    generateUrl: (req, { path: base, id }) => `${base}/${id}?appId=${encodeURIComponent(pendingOf(req).ctx.tenant.appId)}`,
    async onUploadFinish(req, upload) {
      const { ctx, id } = pendingOf(req);
      const row = await findOpenDiskUpload(ctx, id);
      if (!row) throw { status_code: 404, body: envelopeOf(404, ctx.locale) };
      try {
        const resourceId = await finishDiskUpload(ctx, row, uploadDir);
        app.metrics.uploadedBytes.inc({ kind: 'tus' }, upload.offset);
        await store
          .remove(upload.id)
          .catch((error: unknown) => ctx.log.warn({ err: error, id }, 'could not remove a finished upload part'));
        return { headers: { [DISK_RESOURCE_ID_HEADER]: String(resourceId) } };
      } catch (error) {
        if (error instanceof UploadAlreadyFinished) throw { status_code: 409, body: envelopeOf(409, ctx.locale) };
        throw error;
      }
    },
    // Every answer in the standard envelope; an internal error is logged, never shown.
    onResponseError(req, error) {
      const ctx = pendingOf(req).ctx;
      const status = 'status_code' in error && typeof error.status_code === 'number' ? error.status_code : 500;
      if (status >= 500) ctx.log.error({ err: error }, 'disk upload failed');
      if ('body' in error && typeof error.body === 'string' && error.body.startsWith('{')) return { status_code: status, body: error.body };
      return { status_code: status, body: envelopeOf(status, ctx.locale) };
    },
  });

  /** Hands the request to the tus server, which answers it on the raw response. */
  async function handOver(request: FastifyRequest, reply: FastifyReply, ctx: RequestContext, id: string): Promise<number> {
    pending.set(request.raw, { ctx, id });
    const raw = hijackKeepingHeaders(request, reply);
    raw.setHeader('cache-control', 'no-store');
    await tus.handle(request.raw, raw);
    return raw.statusCode;
  }

  /** Gives back an unfinished upload's reservation and removes it. */
  async function cancel(ctx: RequestContext, id: string): Promise<boolean> {
    const removed = await cancelDiskUpload(ctx, id);
    await store.remove(id).catch(() => undefined);
    return removed;
  }

  // tus bodies are the file's bytes: the tus server streams them itself, Fastify must not read them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null, undefined));

  app.post(
    ApiPaths.diskUploads,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Start a resumable upload (tus creation)',
        description:
          'tus 1.0 creation: `Tus-Resumable: 1.0.0`, `Upload-Length` (bytes) and `Upload-Metadata` (`filename` required; `folderId`, `title`). 400 for a `title` over 120 characters or with a control character. ' +
          'Refused before any byte is sent: 413 over `DISK_MAX_FILE_BYTES` or the remaining quota (the user’s or the school’s; reserved now, so ' +
          'uploads together never pass it), 404 for a folder that is not the caller’s. Answers 201 with `Location` (keeping `appId`).',
        querystring: AppIdQuery,
        response: { 201: z.null(), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const id = await startDiskUpload(ctx, diskUploadRequestOf(ctx, request.headers));
      const status = await handOver(request, reply, ctx, id);
      if (status !== 201 && status !== 204) await cancel(ctx, id);
    },
  );

  for (const method of ['HEAD', 'PATCH'] as const) {
    app.route({
      method,
      url: ApiPaths.diskUpload,
      config: owner,
      schema: {
        tags,
        summary:
          method === 'HEAD' ? 'Where a resumable upload stands (tus HEAD: Upload-Offset)' : 'Send bytes of a resumable upload (tus PATCH)',
        description:
          method === 'HEAD'
            ? 'The caller’s own unfinished upload only (404 otherwise, and for one finished or expired: start again).'
            : '`Upload-Offset` must equal the bytes received so far (409 otherwise); `Content-Type: application/offset+octet-stream`. The answer ' +
              `to the PATCH that completes the upload carries the new resource’s id in \`${DISK_RESOURCE_ID_HEADER}\`.`,
        querystring: AppIdQuery,
        params: UploadIdParams,
        response: { 204: z.null(), 200: z.null(), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
      handler: async (request, reply) => {
        const ctx = contextOf(request);
        const { id } = request.params as z.infer<typeof UploadIdParams>;
        await requireOpenDiskUpload(ctx, id);
        if (method === 'PATCH') await touchDiskUpload(ctx, id);
        await handOver(request, reply, ctx, id);
      },
    });
  }

  app.delete(
    ApiPaths.diskUpload,
    {
      config: owner,
      schema: {
        tags,
        summary: 'Cancel a resumable upload (tus termination)',
        description: 'The caller’s own unfinished upload only (404 otherwise); its part is deleted and its quota reservation released.',
        querystring: AppIdQuery,
        params: UploadIdParams,
        response: { 204: z.null(), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      await requireOpenDiskUpload(ctx, request.params.id);
      if (!(await cancel(ctx, request.params.id))) throw new AppError('NOT_FOUND');
      return reply.status(204).header('tus-resumable', '1.0.0').send(null);
    },
  );
};
