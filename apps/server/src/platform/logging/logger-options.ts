import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import { scrubError, scrubLogObject, scrubMessage, scrubUrl, type ScrubbedError } from './log-scrub';

/** Where log lines go instead of stdout (tests capture them). */
export type LogDestination = NonNullable<FastifyLoggerOptions['stream']>;

/** Fastify's `logger` option in its object form (Fastify's and pino's settings). */
type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The request as a log line shows it: Fastify's fields, with the URL's secret query values replaced. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A logged error in the shape Fastify's types ask of an `err` serializer (a thrown non-error becomes its text). */
function errorForLog(error: unknown): { type: string; message: string; stack: string; [field: string]: unknown } {
  const scrubbed = scrubError(error);
  if (typeof scrubbed === 'object' && scrubbed !== null)
    return { type: 'Object', message: '', stack: '', ...(scrubbed as Partial<ScrubbedError>) };
  return { type: typeof error, message: String(scrubbed), stack: '' };
}

/**
 * The one logger configuration of the app (Fastify's `logger` option); the job workers log through the app's logger,
 * so they share it. Every logged object passes scrubLogObject (secret-named fields, errors anywhere in it), `err`
 * and `error` the error scrubber, the message scrubMessage (Fastify logs some errors with their message as the line's
 * message, and URLs in messages), and the request serializer scrubUrl.
 */
export function loggerOptions(level: string, stream?: LogDestination): LoggerSettings {
  return {
    level,
    ...(stream ? { stream } : {}),
    // The request serializer writes no headers; these stay in case a header object is ever logged whole.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'], censor: '[redacted]' },
    serializers: {
      err: errorForLog,
      error: errorForLog,
      req: requestForLog,
      msg: (message: unknown) => (typeof message === 'string' ? scrubMessage(message) : message),
    },
    formatters: { log: scrubLogObject },
  };
}
