import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A caller's X-Request-Id ties its logs to ours, so a well-formed one is kept. Anything else (long, with spaces,
// markup, control characters, several values joined by a proxy) would be echoed in a header and stored in the audit
// log as the caller wrote it, so the server makes its own id instead.
const WELL_FORMED = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id: the caller's X-Request-Id when well-formed (a UUID is), else a new UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const offered = request.headers['x-request-id'];
  return typeof offered === 'string' && WELL_FORMED.test(offered) ? offered : randomUUID();
}
