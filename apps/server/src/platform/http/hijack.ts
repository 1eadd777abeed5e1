import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Takes the response over from Fastify, for a library that answers on Node's response itself (the tus server). The
 * headers our hooks have put on the reply so far (the security headers, set on request) and the request id (set on
 * send, which a hijacked reply never reaches) are copied onto the raw response first: Fastify would drop them.
 */
export function hijackKeepingHeaders(request: FastifyRequest, reply: FastifyReply): ServerResponse {
  const headers = reply.getHeaders();
  void reply.hijack();
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) reply.raw.setHeader(name, value);
  reply.raw.setHeader('x-request-id', request.id);
  return reply.raw;
}
