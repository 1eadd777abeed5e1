// What may reach a log line. Every log of the app and of the job workers goes through these (logger-options.ts), so
// no call site has to remember: an error keeps its type, message, stack frames and the database's SQLSTATE,
// constraint, table and column, and loses everything else it carries (drizzle's query parameters, the driver's
// `detail` with the key's values, PGlite's copy of the parameters, an HTTP client's response); a field whose name
// says it holds a secret (password hashes, tokens, tickets, client secrets, sealed settings, signatures) is replaced
// wherever it sits in a logged object; a URL keeps its path and the names of its query parameters, and the values
// of the secret-named ones are replaced.

/** What a removed value is replaced with. */
export const REDACTED = '[redacted]';

// Field names (compared without case, `_` or `-`) that hold a secret or a credential. Broad on purpose: a redacted
// harmless field costs a little context, a missed secret is a leak. `params` is drizzle's and PGlite's list of a
// query's values.
const SECRET_NAME =
  /pass(word|wd|phrase)|secret|token|ticket|sealed|authorization|cookie|credential|apikey|privatekey|signature|^sig$|^jti$|^rpcid$|^code(verifier)?$|^state$|^params$|^parameters$|^detail$/;

/** Whether a field or query parameter of this name is kept out of the logs. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name.toLowerCase().replace(/[-_]/g, ''));
}

// Error fields worth an operator's time and free of user data: the database's (node-postgres and PGlite name them
// alike), Node's system errors' and HTTP errors' status.
const KEPT_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'errno',
  'syscall',
  'statusCode',
  'status',
];
// Longest SQL text kept: enough to find the statement in the code.
const SQL_MAX = 2000;
// How deep causes and nested objects are followed: a chain is short, a cycle must not loop forever.
const MAX_DEPTH = 6;

/** A logged error without the values it may carry. */
export type ScrubbedError = {
  type: string;
  message: string;
  stack?: string;
  /** The failed statement's text (its placeholders, never its parameters), for a drizzle query error. */
  sql?: string;
  cause?: ScrubbedError | unknown;
  errors?: unknown[];
  [field: string]: unknown;
};

// Marks what has been scrubbed: pino runs the log formatter before the `err` serializer, so both see an error.
const SCRUBBED = Symbol('scrubbed');
const markScrubbed = <T extends object>(value: T): T => Object.defineProperty(value, SCRUBBED, { value: true, enumerable: false });

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { stack?: unknown }).stack === 'string');

/**
 * A message as it may be logged: drizzle's "Failed query: <sql>\nparams: <values>" loses the values (also when
 * another message quotes it), a database's data error loses the quoted value it names
 * (`invalid input syntax for type uuid: "…"`), and URLs in it lose their secret query values.
 */
export function scrubMessage(message: string): string {
  return scrubUrlsIn(
    message
      .replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`)
      // A value the database quotes follows ": " (identifiers it names do not: `constraint "x"`, `column "y"`).
      .replace(/: "(?:[^"\\]|\\.)*"/g, `: "${REDACTED}"`),
  );
}

/** The stack's frames under a scrubbed first line (the stock first line repeats the whole message). */
function scrubStack(stack: string, heading: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [heading, ...frames].join('\n');
}

function scrubErrorAt(error: Error, depth: number, seen: Set<object>): ScrubbedError {
  seen.add(error);
  const type = error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  const query = (error as { query?: unknown }).query;
  // DrizzleQueryError: its message is "Failed query: <sql>\nparams: <values>"; the SQL text is kept apart.
  const isQueryError = typeof query === 'string' && error.message.startsWith('Failed query:');
  const message = isQueryError ? 'Failed query' : scrubMessage(error.message);
  const scrubbed: ScrubbedError = markScrubbed({ type, message });
  if (typeof error.stack === 'string') scrubbed.stack = scrubStack(error.stack, `${type}: ${message}`);
  if (isQueryError) scrubbed.sql = query.length > SQL_MAX ? `${query.slice(0, SQL_MAX)}…` : query;
  for (const field of KEPT_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') scrubbed[field] = typeof value === 'string' ? scrubMessage(value) : value;
  }
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && depth < MAX_DEPTH && !(typeof cause === 'object' && cause !== null && seen.has(cause))) {
    scrubbed.cause = scrubValue(cause, depth + 1, seen);
  }
  if (Array.isArray(errors) && depth < MAX_DEPTH) scrubbed.errors = errors.slice(0, 10).map((each) => scrubValue(each, depth + 1, seen));
  return scrubbed;
}

/** An error (or anything thrown) as it may be logged. Idempotent: a scrubbed error comes back as it is. */
export function scrubError(error: unknown): unknown {
  return scrubValue(error, 0, new Set());
}

function scrubValue(value: unknown, depth: number, seen: Set<object>): unknown {
  if (typeof value === 'string') return scrubMessage(value);
  if (typeof value !== 'object' || value === null) return value;
  if (SCRUBBED in value) return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[circular or too deep]';
  if (isErrorLike(value)) return scrubErrorAt(value, depth, seen);
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) {
    seen.add(value);
    return value.map((item) => scrubValue(item, depth + 1, seen));
  }
  // Only plain objects are walked; class instances (Fastify's request and reply) are left to their serializers.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  seen.add(value);
  const out: Record<string, unknown> = markScrubbed({});
  for (const [key, field] of Object.entries(value)) out[key] = isSecretName(key) ? REDACTED : scrubValue(field, depth + 1, seen);
  return out;
}

/** A logged object (the first argument of a log call) without secrets, at any depth. */
export function scrubLogObject(object: Record<string, unknown>): Record<string, unknown> {
  return scrubValue(object, 0, new Set()) as Record<string, unknown>;
}

/** A URL or path as it may be logged: the values of secret-named query parameters replaced. */
export function scrubUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const fragmentAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, fragmentAt < 0 ? undefined : fragmentAt);
  const kept = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is judged as it was sent.
      }
      return isSecretName(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${kept}`;
}

/** Every URL-like run (a path or an absolute URL followed by a query) inside a text, scrubbed. */
function scrubUrlsIn(text: string): string {
  if (!text.includes('?')) return text;
  return text.replace(/[^\s"'?]*\?[^\s"'#]*/g, (match) => scrubUrl(match));
}

/**
 * An error fit to be stored where people read it (a failed job's message on the staff jobs page, its stack in the
 * queue's table): the scrubbed message, or for a failed statement only the database's SQLSTATE and constraint,
 * never the statement or its values; the scrubbed stack.
 */
export function storableError(error: unknown): Error {
  const scrubbed = scrubError(error);
  if (typeof scrubbed !== 'object' || scrubbed === null) return new Error(String(scrubbed));
  const { type, message, stack, sql, cause } = scrubbed as ScrubbedError;
  const database = typeof cause === 'object' && cause !== null ? (cause as Record<string, unknown>) : {};
  const text =
    sql === undefined
      ? message
      : [
          'a database statement failed',
          database.code && `SQLSTATE ${String(database.code)}`,
          database.constraint && `constraint ${String(database.constraint)}`,
        ]
          .filter(Boolean)
          .join(', ');
  const stored = new Error(text);
  stored.name = type;
  stored.stack = stack === undefined ? `${type}: ${text}` : stack.replace(/^[^\n]*/, `${type}: ${text}`);
  return stored;
}
