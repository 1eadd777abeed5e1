import type { IncomingHttpHeaders } from 'node:http';
import { DISK_UPLOAD_METADATA } from '@yanxiu/contract/disk';
import { DiskLimits } from '@yanxiu/contract/limits';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { cleanFileName } from '@server/platform/storage/http-file';
import { titleFromFileName } from './disk-upload-finish';
import { diskTexts } from '../disk.texts';

// What a tus creation request asks for, read from its headers (tus puts everything in headers, which the route's
// schema cannot describe): each refusal is a 400 naming the header, a file over DISK_MAX_FILE_BYTES a 413.

/** An upload as its creation request asks for it. */
export type DiskUploadRequest = { length: number; folderId: number | null; fileName: string; title: string };

/** Reads tus `Upload-Metadata`: comma-separated `key base64value` pairs (a key alone has no value). */
export function parseUploadMetadata(header: string | undefined): Map<string, string> | undefined {
  const values = new Map<string, string>();
  if (!header) return values;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9_.-]+$/.test(key) || (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)))
      return undefined;
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

/** The upload a tus creation request asks for, or the refusal of its headers (checked in this order). */
export function diskUploadRequestOf(ctx: RequestContext, headers: IncomingHttpHeaders): DiskUploadRequest {
  if (!headers['tus-resumable']) {
    throw refusal('headers.tus-resumable', 'send Tus-Resumable: 1.0.0');
  }
  const lengthHeader = headers['upload-length'];
  if (typeof lengthHeader !== 'string' || !/^\d{1,16}$/.test(lengthHeader))
    throw refusal('headers.upload-length', 'send the whole size in bytes');
  const length = Number(lengthHeader);
  const maxBytes = ctx.config.DISK_MAX_FILE_BYTES;
  if (length > maxBytes) {
    const limit = sizeLabel(maxBytes);
    throw new AppError('PAYLOAD_TOO_LARGE', { message: diskTexts(ctx.locale, 'fileTooLarge', { limit }) });
  }
  const metadata = parseUploadMetadata(headers['upload-metadata'] as string | undefined);
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
  return { length, folderId, fileName, title: rawTitle || titleFromFileName(fileName) };
}
