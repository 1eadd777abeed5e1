import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

// PostgreSQL refuses a NUL byte in text and jsonb, and a lone UTF-16 surrogate cannot be encoded as UTF-8 at all: such a
// string reaching the database ends in a driver error, i.e. a 500. No field of the API has a use for either, so they
// are refused once here, for every route, rather than by each schema.

// In a `u` regex a well-formed pair is one astral code point, so \p{Cs} (surrogate) matches lone surrogates only.
const UNSAFE = /[\0\p{Cs}]/u;
const UNSAFE_ALL = /[\0\p{Cs}]/gu;

/** Whether a string holds a NUL or a lone surrogate. */
function isUnsafe(text: string): boolean {
  return UNSAFE.test(text);
}

/** The name of a key as it can be shown in a path: the offending code units spelt out. */
function printable(key: string): string {
  return key.replace(UNSAFE_ALL, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The dotted path (`body.items.0.name`, the shape of validation issues) of the first string, or object key, holding a
 * NUL or a lone surrogate in `value`; undefined when there is none. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function findUnsafeString(value: unknown, root: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafe(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = `${path}.${printable(key)}`;
        if (isUnsafe(key)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

function refuse(path: string): AppError {
  const issues: FieldIssue[] = [{ path, message: 'must not contain NUL characters or unpaired UTF-16 surrogates' }];
  return new AppError('BAD_REQUEST', { issues });
}

function check(request: FastifyRequest, parts: ReadonlyArray<'params' | 'query' | 'body'>): void {
  for (const part of parts) {
    const path = findUnsafeString(request[part], part);
    if (path !== undefined) throw refuse(path);
  }
}

/**
 * Refuses such strings in path parameters and the query string as soon as the route is known (before the tenant
 * and session hooks, which read the database), and in the body once it is parsed, before validation and handlers.
 * Register on the root instance before any scope, so its hooks run first everywhere.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => check(request, ['params', 'query']));
  app.addHook('preValidation', async (request) => check(request, ['body']));
}
