import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '@server/platform/http/error-handler';
import type { DownloadConditions, FileResponse } from './files.service';

/** The request's conditional and range headers, as every route serving stored bytes passes them on. */
export function downloadConditionsOf(request: FastifyRequest): DownloadConditions {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  return { range: header('range'), ifRange: header('if-range'), ifNoneMatch: header('if-none-match') };
}

/** Sends a served file: its headers and status, or the catalogue's 416 for a range past the end. */
export function sendFileResponse(request: FastifyRequest, reply: FastifyReply, result: FileResponse) {
  void reply.headers(result.headers);
  if (result.statusCode === 416) return sendError(request, reply, 'RANGE_NOT_SATISFIABLE');
  // A stream bypasses the serializer; the schema's string type is only what OpenAPI shows.
  return reply.status(result.statusCode).send(result.body as unknown as string);
}
