import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { DISK_RESOURCE_ID_HEADER, DISK_UPLOAD_METADATA } from '@yanxiu/contract/disk';
import { AppIdQuery, ErrorEnvelope, type ErrorEnvelope as ErrorBody } from '@yanxiu/contract/envelope';
import { ErrorCodes, type ErrorName } from '@yanxiu/contract/errors';
import { DiskLimits } from '@yanxiu/contract/limits';
import { API_PREFIX, ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, type RequestContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { hijackKeepingHeaders } from '@server/platform/http/hijack';
import { cleanFileName } from '@server/platform/storage/http-file';
import { diskRoles } from '@server/modules/disk/disk.access';
import { findOwnFolders } from '@server/modules/disk/folders/disk-folders.repository';
import { quotaLimits, quotaOwnersOf, unitLimitOf } from '@server/modules/disk/storage/disk-quota.service';
import { adjustUsage, takeQuota } from '@server/modules/disk/storage/disk-storage.repository';
import { finishDiskUpload, titleFromFileName, UploadAlreadyFinished } from './disk-upload-finish';
import { deleteOpenUpload, findOpenUpload, insertUpload, touchUpload } from './disk-uploads.repository';

const tags = ['disk: uploads'];
const owner = { roles: diskRoles.owner };

/** The tus upload ids this server makes (and so the only ones it looks up). */
const UploadIdParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

/** What a tus request carries through to the tus server's hooks: the caller and the upload. */
type Pending = { ctx: RequestContext; id: string };

/** Reads tus `Upload-Metadata`: comma-separated `key base64value` pairs (a key alone has no value). */
export function parseUploadMetadata(header: string | undefined): Map<string, string> | undefined {
  const values = new Map<string, string>();
  if (!header) return values;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9_.-]+$/.test(key) || (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value))) return undefined;
    values.set(key, value ? Buffer.from(value, 'base64').toString('utf8') : '');
  }
  return values;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function refusal(path: string, message: string): AppError {
  return new AppError('BAD_REQUEST', { issues: [{ path, message }] });
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.ceil(bytes / 1024 ** 2)} MB`;
}

/** The standard envelope of an error the tus server answers itself (offsets, protocol headers). */
function envelopeOf(status: number, locale: 'zh-CN' | 'en-US'): string {
  const name = (Object.keys(ErrorCodes) as ErrorName[]).find((candidate) => ErrorCodes[candidate].http === status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  const definition = ErrorCodes[name] ?? ErrorCodes.BAD_REQUEST;
  const body: ErrorBody = { code: definition.code, status: definition.code, msg: definition.message[locale], data: null };
  return JSON.stringify(body);
}

/**
 * Resumable uploads (tus 1.0) at /disk/uploads. Our routes authenticate the caller, check the upload is theirs and,
 * at creation, reserve the quota BEFORE a byte is sent; then hand the request to the tus server, which writes the
 * bytes as they stream into a part file under DATA_DIR/disk-uploads. The last byte turns the upload into a resource
 * (disk-upload-finish.ts).
 */
export const diskUploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, db } = deps;
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
      const row = await findOpenUpload(db, ctx.tenantId, ctx.actor.userId, id);
      if (!row) throw { status_code: 404, body: envelopeOf(404, ctx.locale) };
      try {
        const resourceId = await finishDiskUpload(deps, ctx, ctx.tenantId, row, uploadDir);
        await store.remove(upload.id).catch((error: unknown) => ctx.log.warn({ err: error, id }, 'could not remove a finished upload part'));
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
    const removed = await ctx.transaction(async (tx) => {
      const row = await deleteOpenUpload(tx, ctx.tenantId, id);
      if (!row) return false;
      await adjustUsage(tx, ctx.tenantId, { kind: 'user', ownerId: row.ownerUserId }, { reserved: -row.reservedBytes });
      await adjustUsage(tx, ctx.tenantId, { kind: 'unit', ownerId: row.ownerUnitId }, { reserved: -row.reservedBytes });
      return true;
    });
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
      if (!request.headers['tus-resumable']) {
        throw refusal('headers.tus-resumable', 'send Tus-Resumable: 1.0.0');
      }
      const lengthHeader = request.headers['upload-length'];
      if (typeof lengthHeader !== 'string' || !/^\d{1,16}$/.test(lengthHeader)) throw refusal('headers.upload-length', 'send the whole size in bytes');
      const length = Number(lengthHeader);
      if (length > config.DISK_MAX_FILE_BYTES) {
        const limit = sizeLabel(config.DISK_MAX_FILE_BYTES);
        throw new AppError('PAYLOAD_TOO_LARGE', { message: ctx.locale === 'zh-CN' ? `单个文件不能超过 ${limit}` : `A file must not be larger than ${limit}` });
      }
      const metadata = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined);
      if (!metadata) throw refusal('headers.upload-metadata', 'comma-separated "key base64value" pairs');
      const rawName = metadata.get(DISK_UPLOAD_METADATA.fileName);
      if (!rawName?.trim()) throw refusal('headers.upload-metadata.filename', 'name the file');
      const fileName = cleanFileName(rawName);
      const folderText = metadata.get(DISK_UPLOAD_METADATA.folderId);
      if (folderText !== undefined && !/^\d{1,15}$/.test(folderText)) throw refusal('headers.upload-metadata.folderId', 'a folder id');
      const folderId = folderText === undefined ? null : Number(folderText);
      const rawTitle = metadata.get(DISK_UPLOAD_METADATA.title)?.trim();
      // The title is what /disk/resources/update would accept: NUL would fail the insert, and a longer one the edit.
      if (rawTitle && (CONTROL_CHARACTER.test(rawTitle) || rawTitle.length > DiskLimits.title)) {
        throw refusal('headers.upload-metadata.title', `at most ${DiskLimits.title} characters, without control characters`);
      }
      const title = rawTitle || titleFromFileName(fileName);
      const { actor, tenantId } = ctx;
      const limits = await quotaLimits(db, tenantId, actor.roles, config);
      const owners = quotaOwnersOf(actor);
      const id = randomBytes(16).toString('hex');
      await ctx.transaction(async (tx) => {
        if (folderId !== null && (await findOwnFolders(tx, tenantId, actor.userId, [folderId])).length !== 1) throw new AppError('NOT_FOUND');
        // The user's row first, then the unit's: every upload locks them in this order.
        const fits = (await takeQuota(tx, tenantId, owners.user, length, limits.user, 'reserved')) && (await takeQuota(tx, tenantId, owners.unit, length, unitLimitOf(owners, limits), 'reserved'));
        if (!fits) {
          throw new AppError('PAYLOAD_TOO_LARGE', {
            message: ctx.locale === 'zh-CN' ? '空间不足：此文件超出剩余的存储配额' : 'Not enough space: this file is larger than the quota left',
          });
        }
        await insertUpload(tx, tenantId, { id, ownerUserId: actor.userId, ownerUnitId: actor.orgUnitId, length, reservedBytes: length, folderId, fileName, title });
      });
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
        summary: method === 'HEAD' ? 'Where a resumable upload stands (tus HEAD: Upload-Offset)' : 'Send bytes of a resumable upload (tus PATCH)',
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
        if (!(await findOpenUpload(db, ctx.tenantId, ctx.actor.userId, id))) throw new AppError('NOT_FOUND');
        if (method === 'PATCH') await touchUpload(db, ctx.tenantId, id, new Date());
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
      if (!(await findOpenUpload(db, ctx.tenantId, ctx.actor.userId, request.params.id))) throw new AppError('NOT_FOUND');
      if (!(await cancel(ctx, request.params.id))) throw new AppError('NOT_FOUND');
      return reply.status(204).header('tus-resumable', '1.0.0').send(null);
    },
  );
};

