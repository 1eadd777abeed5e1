import type { FastifyReply } from 'fastify';
import { XLSX } from '@server/platform/storage/content-type';
import { contentDisposition } from '@server/platform/storage/http-file';

/** A file a route hands out: its download name and its bytes. */
export type Download = { fileName: string; bytes: Buffer };

/**
 * Sends a generated file as an attachment under its name (RFC 6266/8187, so Chinese names arrive intact), never cached:
 * every download the server generates holds people's data.
 */
export function sendDownload(reply: FastifyReply, contentType: string, download: Download): FastifyReply {
  void reply.headers({
    'content-type': contentType,
    'content-disposition': contentDisposition('attachment', download.fileName),
    'cache-control': 'no-store',
  });
  // A buffer bypasses the serializer; the route schema's string type is only what OpenAPI shows.
  return reply.send(download.bytes as unknown as string);
}

/** Sends an .xlsx workbook (bytes from workbookBytes) as a download. */
export function sendWorkbook(reply: FastifyReply, download: Download): FastifyReply {
  return sendDownload(reply, XLSX, download);
}
