import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { QUESTION_PICTURE_MAX_BYTES, type FilePurpose, type StoredFileInfo } from '@yanxiu/contract/files';
import type { Locale } from '@yanxiu/contract/locale';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { acceptedTypesLabel, ACCEPTED_TYPES } from '@server/platform/storage/accepted-types';
import { BlobTooLargeError, type BlobStore } from '@server/platform/storage/blob-store';
import { EMPTY, sniffUpload, UnsupportedContentError } from '@server/platform/storage/content-type';
import { cleanFileName, contentDisposition, isInlineType, parseRange, USER_FILE_HEADERS } from '@server/platform/storage/http-file';
import { fileDeletionRequested } from './file-events';
import { filesAccess } from './files.access';
import { deleteStoredFile, insertStoredFile, lockStoredFile, selectStoredFile, type StoredFileRow } from './files.repository';
import { filesTexts } from './files.texts';

/**
 * A download as the route sends it: status, headers and, unless there is nothing to send, the bytes. 416 carries
 * only its `Content-Range` header; the route answers it with the error envelope.
 */
export type FileResponse = { statusCode: 200 | 206 | 304 | 416; headers: Record<string, string>; body?: Readable };

/** The request headers a download looks at. */
export type DownloadConditions = { range?: string | undefined; ifRange?: string | undefined; ifNoneMatch?: string | undefined };

function sizeLabel(bytes: number): string {
  const gibibytes = bytes / 1024 ** 3;
  if (gibibytes >= 1) return `${Number.isInteger(gibibytes) ? gibibytes : gibibytes.toFixed(1)} GB`;
  const mebibytes = bytes / (1024 * 1024);
  if (mebibytes >= 1) return `${Number.isInteger(mebibytes) ? mebibytes : mebibytes.toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

// Translates what the sniffer and the store refuse into the catalogue, with a message that says what to do.
function uploadRefusal(error: unknown, purpose: FilePurpose, locale: Locale, maxBytes: number): unknown {
  if (error instanceof UnsupportedContentError) {
    if (error.detected === EMPTY) {
      return new AppError('UNPROCESSABLE', { message: filesTexts(locale, 'empty') });
    }
    const accepted = acceptedTypesLabel(purpose, locale);
    return new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: filesTexts(locale, 'unsupported', { detected: error.detected, accepted }),
      issues: [{ path: 'body.file', message: `content sniffed as ${error.detected}` }],
    });
  }
  // Our own limit, or the multipart parser's one byte above it should it trip first.
  if (error instanceof BlobTooLargeError || (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
    const limit = sizeLabel(maxBytes);
    return new AppError('PAYLOAD_TOO_LARGE', {
      message: filesTexts(locale, 'tooLarge', { limit }),
    });
  }
  return error;
}

/** How a served file is presented. */
export type ServeOptions = { disposition: 'inline' | 'attachment'; cacheControl: string };

/**
 * A stored file's bytes as an HTTP answer: 304 for a cached copy, 206 for one byte range, 416 for a range outside
 * the file, else 200. Shared by downloads and the training media routes, which decide access their own way.
 */
export async function serveStoredFile(
  store: BlobStore,
  file: Pick<StoredFileRow, 'sha256' | 'contentType' | 'originalName' | 'size' | 'storageKey'>,
  conditions: DownloadConditions,
  options: ServeOptions,
): Promise<FileResponse> {
  const etag = `"${file.sha256}"`;
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    etag,
    'accept-ranges': 'bytes',
    'content-disposition': contentDisposition(options.disposition, file.originalName),
    // The type was sniffed and is the only one the browser may use, and no file runs script as the site (a page
    // opened from one is sandboxed): see USER_FILE_HEADERS.
    ...USER_FILE_HEADERS,
    'cache-control': options.cacheControl,
  };
  if (conditions.ifNoneMatch && conditions.ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return { statusCode: 304, headers };
  }
  // If-Range names the version the client holds a part of; if that is not this one, it needs the whole file.
  const rangeHeader = conditions.ifRange === undefined || conditions.ifRange === etag ? conditions.range : undefined;
  const range = parseRange(rangeHeader, file.size);
  if (range.kind === 'unsatisfiable') return { statusCode: 416, headers: { 'content-range': `bytes */${file.size}` } };
  if (range.kind === 'partial') {
    const { start, end } = range.range;
    return {
      statusCode: 206,
      headers: { ...headers, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${file.size}` },
      body: await store.get(file.storageKey, range.range),
    };
  }
  return { statusCode: 200, headers: { ...headers, 'content-length': String(file.size) }, body: await store.get(file.storageKey) };
}

/** The largest file of a purpose: videos have their own, larger limit; a question's picture a smaller one. */
export function uploadLimitOf(ctx: Pick<RequestContext, 'config'>, purpose: FilePurpose): number {
  if (purpose === 'video') return ctx.config.FILES_VIDEO_MAX_BYTES;
  if (purpose === 'question_picture') return Math.min(QUESTION_PICTURE_MAX_BYTES, ctx.config.FILES_MAX_BYTES);
  return ctx.config.FILES_MAX_BYTES;
}

/** 403 unless the caller may upload files of this purpose (training material: staff only). */
export function requireMayUploadFile(ctx: RequestContext, purpose: FilePurpose): void {
  requireAccess(ctx.actor, filesAccess.uploadFile, purpose);
}

/**
 * Stores the uploaded file part for the caller (sniffed, size-limited, streamed into the blob store); nothing is
 * kept (row or bytes) when it is refused.
 */
export async function uploadFile(ctx: RequestContext, purpose: FilePurpose, part: MultipartFile | undefined): Promise<StoredFileInfo> {
  if (!part) {
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'body.file', message: 'send the file as a multipart/form-data part' }] });
  }
  return storeCallerFile(ctx, purpose, part.filename, part.file);
}

/**
 * A new stored file of the caller with the bytes of a stream (another domain's copy of its own content): checked
 * like an upload (who may store the purpose, sniffed type, size limit), with its own bytes in the store, so deleting
 * it never touches the source. Nothing is kept when it is refused.
 */
export async function storeCallerFile(
  ctx: RequestContext,
  purpose: FilePurpose,
  fileName: string,
  bytes: Readable,
): Promise<StoredFileInfo> {
  requireMayUploadFile(ctx, purpose);
  const name = cleanFileName(fileName);
  const maxBytes = uploadLimitOf(ctx, purpose);
  let stored;
  try {
    const sniffed = await sniffUpload(bytes, ACCEPTED_TYPES[purpose]);
    const blob = await ctx.storage.put(sniffed.stream, { maxBytes, keyPrefix: `t${ctx.tenantId}` });
    stored = { ...blob, contentType: sniffed.contentType() };
  } catch (error) {
    throw uploadRefusal(error, purpose, ctx.locale, maxBytes);
  }
  const id = randomUUID();
  try {
    await insertStoredFile(ctx.db, {
      tenantId: ctx.tenantId,
      id,
      ownerUserId: ctx.actor.userId,
      purpose,
      originalName: name,
      contentType: stored.contentType,
      size: stored.size,
      sha256: stored.sha256,
      storageKey: stored.key,
    });
  } catch (error) {
    await ctx.storage.delete(stored.key);
    throw error;
  }
  return { id, name, contentType: stored.contentType, size: stored.size };
}

/** 413 (in the catalogue's words) for a file of `size` bytes over the purpose's limit, before a byte is copied. */
export function requireWithinUploadLimit(ctx: RequestContext, purpose: FilePurpose, size: number): void {
  const maxBytes = uploadLimitOf(ctx, purpose);
  if (size > maxBytes) throw uploadRefusal(new BlobTooLargeError(maxBytes), purpose, ctx.locale, maxBytes);
}

/** The file's bytes, or the requested range of them, for a caller allowed to read it. */
export async function downloadFile(ctx: RequestContext, id: string, conditions: DownloadConditions): Promise<FileResponse> {
  const file = await selectStoredFile(ctx.db, ctx.tenantId, id);
  if (!file) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, filesAccess.readFile, file);
  return serveStoredFile(ctx.storage, file, conditions, {
    disposition: isInlineType(file.contentType) ? 'inline' : 'attachment',
    // Access is checked on every request; caches may keep the bytes but must ask first.
    cacheControl: 'private, no-cache',
  });
}

/**
 * Deletes one of the caller's own files: the row (audited) at once, then the bytes (a failure there is logged).
 * 409 when a domain still needs the file (domains refuse through `fileDeletionRequested`).
 */
export async function deleteOwnFile(ctx: RequestContext, id: string): Promise<{ id: string }> {
  const file = await selectStoredFile(ctx.db, ctx.tenantId, id);
  if (!file) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, filesAccess.deleteFile, file);
  await ctx.transaction(async (tx) => {
    // Locked first, so what uses the file is read after anything naming it has committed.
    if (!(await lockStoredFile(tx, ctx.tenantId, id))) throw new AppError('NOT_FOUND');
    // Domains that still need the file refuse here (409, nothing deleted).
    await ctx.events.emit(eventScopeOf(ctx, tx), fileDeletionRequested, { fileId: id, locale: ctx.locale });
    if (!(await deleteStoredFile(tx, ctx.tenantId, id))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, ctx, {
      action: 'file.deleted',
      entityType: 'stored_file',
      entityId: id,
      before: { name: file.originalName, purpose: file.purpose, contentType: file.contentType, size: file.size, sha256: file.sha256 },
    });
  });
  // After the commit: a failure here leaves unreferenced bytes, never a row pointing at nothing.
  await ctx.storage
    .delete(file.storageKey)
    .catch((error: unknown) => ctx.log.warn({ err: error, key: file.storageKey }, 'could not delete blob'));
  return { id };
}
