import { ErrorCodes, type ErrorName } from '@yanxiu/contract/errors';
import type { ErrorEnvelope, FieldIssue } from '@yanxiu/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@server/db/connection-errors';
import { constraintViolationOf } from '@server/db/constraint-errors';
import { AppError } from './app-error';
import { localeOf } from './locale';

// Fastify's own 4xx errors, mapped onto our catalogue so clients see one vocabulary.
const FASTIFY_CODES: Record<string, ErrorName> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'BAD_REQUEST',
};

/** What a 503 asks the client to wait: the database usually comes back within seconds of a restart or failover. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

const STATUS_NAMES: Record<number, ErrorName> = {
  400: 'BAD_REQUEST',
  401: 'SESSION_EXPIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/**
 * The catalogue error for a write that ran into a constraint no domain mapped: two writers racing for one unique
 * value (one wins; the others are told the data changed meanwhile: 409) or a row referring to one that is not (or
 * no longer) there (422). Domain mappings (a phone number in use, ...) are AppErrors and come first.
 */
export function constraintErrorName(error: unknown): ErrorName | undefined {
  const violation = constraintViolationOf(error);
  if (!violation) return undefined;
  return violation.kind === 'unique' ? 'CONFLICT' : 'UNPROCESSABLE';
}

/** Sends the error envelope for a catalogue error. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  name: ErrorName,
  extra: { message?: string | undefined; issues?: FieldIssue[] | undefined; retryAfterSeconds?: number | undefined } = {},
): FastifyReply {
  const definition = ErrorCodes[name];
  const data: NonNullable<ErrorEnvelope['data']> = {};
  if (extra.issues) data.issues = extra.issues;
  // Every 503 says when to come back, whoever raised it (the readiness probe included).
  const retryAfterSeconds = extra.retryAfterSeconds ?? (name === 'UNAVAILABLE' ? UNAVAILABLE_RETRY_SECONDS : undefined);
  if (retryAfterSeconds !== undefined) {
    data.retryAfterSeconds = retryAfterSeconds;
    void reply.header('retry-after', String(retryAfterSeconds));
  }
  if (definition.http >= 500) data.requestId = String(request.id);
  const body: ErrorEnvelope = {
    code: definition.code,
    status: definition.code,
    msg: extra.message ?? definition.message[localeOf(request)],
    data: Object.keys(data).length > 0 ? data : null,
  };
  return reply.status(definition.http).send(body);
}

/** Installs the one error handler of the app: catalogue errors as they are, everything else without internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.errorName, {
        message: error.customMessage,
        issues: error.issues,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'invalid',
      }));
      return sendError(request, reply, 'BAD_REQUEST', { issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return sendError(request, reply, 'INTERNAL');
    }
    // A database outage is not a bug: 503 with a time to retry (the pool reconnects by itself when it is back).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(request, reply, 'UNAVAILABLE');
    }
    // A race or a stale reference, not a bug; logged (scrubbed: the SQLSTATE, constraint and table) so a missing
    // pre-check shows.
    const constraintError = constraintErrorName(error);
    if (constraintError) {
      request.log.warn({ err: error }, 'a write ran into a database constraint');
      return sendError(request, reply, constraintError);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const name = FASTIFY_CODES[error.code] ?? STATUS_NAMES[status] ?? 'BAD_REQUEST';
      return sendError(request, reply, name);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
}
