// Telling "the database is not there" apart from every other failure, so callers get 503 and a time to retry
// instead of a 500 that says the server is broken. Both drivers are covered: node-postgres (socket errors, the
// server's shutdown codes, the pool's own messages) and PGlite (closed). Query errors that are our fault (a bad
// statement, a constraint) are not matched and stay 500s.

// Socket-level failures reaching or talking to the server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is going away or not accepting us: class 08 (connection exception), admin/crash
// shutdown and "cannot connect now" (57P01-57P03, 57P05 idle session timeout), too many connections (53300).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

// Driver messages without a code: node-postgres's client and pool, and PGlite.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

function matchesOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known));
}

/**
 * Whether an error means the database cannot be reached right now. Follows `cause` (drizzle wraps driver errors in
 * a DrizzleQueryError) and AggregateError's `errors` (a host name with several addresses refuses on each).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  // Bounded: a cause chain is short, and a cycle must not loop forever.
  for (let seen = 0; pending.length > 0 && seen < 20; seen += 1) {
    const current = pending.pop();
    if (matchesOne(current)) return true;
    if (typeof current !== 'object' || current === null) continue;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
