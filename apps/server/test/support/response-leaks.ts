import { ErrorEnvelope } from '@yanxiu/contract/envelope';

// What a response body must never show a caller: traces of the server's insides. The error handler answers every
// unexpected failure with a generic message and keeps the details in the log; these patterns catch a path that
// bypasses it (a raw driver error, a framework default page, a message built from an exception).
const INTERNALS: ReadonlyArray<readonly [string, RegExp]> = [
  ['a stack trace', /\bat [\w$.<>[\] ]+ \(?[^()\s]*:\d+:\d+\)?|\n\s+at\s/],
  ['an error class name', /\b[A-Z]\w*Error\b|\bError:/],
  ['SQL', /\b(select|insert into|delete from|relation|column|constraint|duplicate key|syntax error|violates|failed query)\b/i],
  ['a file path', /\/(?:home|root|work|usr|tmp|var|app|src|dist|node_modules)\/|[A-Za-z]:\\|\.(?:ts|js|mjs|cjs):\d+/],
  ['a database or driver name', /\b(postgres(?:ql)?|pglite|drizzle|node-postgres|sqlstate|pg_\w+)\b/i],
];

/** The internals a body shows, by name; empty when it shows none. Bodies are read as text, whatever their type. */
export function internalsIn(body: string): string[] {
  return INTERNALS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
}

/** Why a refusal is not the API's error envelope (`{ code, status, msg, data }`, code non-zero), or undefined. */
export function notAnErrorEnvelope(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const envelope = ErrorEnvelope.safeParse(parsed);
  if (!envelope.success) return 'the body is not the error envelope';
  if (envelope.data.code === 0 || envelope.data.status !== envelope.data.code) return 'the envelope does not carry an error code';
  return undefined;
}
