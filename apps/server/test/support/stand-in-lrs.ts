import http from 'node:http';
import type { AddressInfo } from 'node:net';
import xapiValidationModule from 'xapi-validation';

// Learning Locker's statement validator (npm `xapi-validation`, conformance tested as part of Learning Locker's LRS).
// It is CommonJS compiled from TypeScript: its function is the module's `default`, which interop may wrap once more.
type Problem = { path: string[]; name: string };
const validateStatement: (statement: unknown) => Problem[] =
  (xapiValidationModule as unknown as { default?: (statement: unknown) => Problem[] }).default ??
  (xapiValidationModule as unknown as (statement: unknown) => Problem[]);

/** A statement the stand-in refused as invalid, and why (the validator's paths and warnings). */
export type RefusedStatement = { statement: unknown; problems: string[] };

export type StandInLrs = {
  /** The xAPI endpoint to configure (statements are at `<endpoint>/statements`). */
  endpoint: string;
  /** The statements stored, by id, as received. */
  stored: Map<string, unknown>;
  /** Every POST of statements received, with the ids it carried, whatever was answered. */
  posts: Array<{ ids: string[]; status: number }>;
  /** Statements refused by the validator (a test expects none). */
  refused: RefusedStatement[];
  /** Answers the next `times` POSTs with this status (a 500: the LRS is down), storing nothing. */
  failNext(status: number, times: number): void;
  close(): Promise<void>;
};

/** A JSON text with keys sorted, so a statement read back from jsonb compares equal to the one first sent. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * A local Learning Record Store for tests, answering as xAPI 1.0.3 says an LRS does: basic auth (401 otherwise), the
 * `X-Experience-API-Version` header (400 without it), `POST /statements` with one statement or an array, each checked
 * by Learning Locker's validator (400, nothing stored, when one fails), 409 when an id is stored with other content
 * (the same content again is accepted and stored once), 200 with the ids otherwise; `GET /statements` answers a page.
 */
export async function startStandInLrs({ key, secret }: { key: string; secret: string }): Promise<StandInLrs> {
  const stored = new Map<string, unknown>();
  const posts: StandInLrs['posts'] = [];
  const refused: RefusedStatement[] = [];
  let failing = { status: 0, times: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

  const answer = (response: http.ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };

  const receive = (body: string): { status: number; body: unknown; ids: string[] } => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { status: 400, body: { error: 'not JSON' }, ids: [] };
    }
    const statements = Array.isArray(parsed) ? parsed : [parsed];
    const ids = statements.map((statement) => String((statement as { id?: unknown }).id));
    if (failing.times > 0) {
      failing.times -= 1;
      return { status: failing.status, body: { error: 'the LRS is unwell' }, ids };
    }
    const invalid = statements
      .map((statement) => ({
        statement,
        problems: validateStatement(statement).map((problem) => `${problem.path.join('.')}: ${problem.name}`),
      }))
      .filter((check) => check.problems.length > 0);
    if (invalid.length > 0) {
      refused.push(...invalid);
      return { status: 400, body: { error: 'invalid statement', problems: invalid.map((check) => check.problems) }, ids };
    }
    const conflicting = statements.filter((statement) => {
      const id = (statement as { id?: string }).id;
      return id !== undefined && stored.has(id) && canonical(stored.get(id)) !== canonical(statement);
    });
    if (conflicting.length > 0) return { status: 409, body: { error: 'conflicting statement id' }, ids };
    for (const statement of statements) {
      const id = (statement as { id?: string }).id!;
      if (!stored.has(id)) stored.set(id, statement);
    }
    return { status: 200, body: ids, ids };
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://lrs.invalid');
    if (request.headers.authorization !== expectedAuth) return answer(response, 401, { error: 'unauthorised' });
    if (!String(request.headers['x-experience-api-version'] ?? '').startsWith('1.0')) return answer(response, 400, { error: 'version' });
    if (url.pathname !== '/xapi/statements') return answer(response, 404, { error: 'not found' });
    if (request.method === 'GET') return answer(response, 200, { statements: [...stored.values()].slice(0, 1), more: '' });
    if (request.method !== 'POST') return answer(response, 405, { error: 'method' });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const result = receive(Buffer.concat(chunks).toString('utf8'));
      posts.push({ ids: result.ids, status: result.status });
      answer(response, result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/xapi`,
    stored,
    posts,
    refused,
    failNext(status, times) {
      failing = { status, times };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
