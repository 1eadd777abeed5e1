// The security suite, generated from the OpenAPI document: every operation the app serves under /api gets the same
// probes, so an endpoint a later domain adds is covered the day it is registered, with no case written for it.
//
//   - who may call it, as the document declares (x-public, x-roles, x-tenantless; platform/http/openapi.ts), is
//     what the app enforces: no session, another tenant's token, another tenant's appId, every demo account outside
//     the declared roles;
//   - what the document declares is what was reviewed (access-matrix.txt beside this file) and staff paths
//     (/manage/) are staff-only, so a route that loses its role check fails here even though the document changes
//     with it;
//   - at least 30 malformed inputs per operation, generated from its schemas with a fixed seed: never a 5xx, never
//     accepted, no internals in the body, the error envelope, and no row added or removed in any table;
//   - every write (POST, PUT) sent 4 times at once with the same valid example input by a caller it allows, after
//     all of the above: never a 5xx, no internals, only envelope answers (a race answers 409/422, not 500).
//
// One app on PostgreSQL and one session per demo account for the whole file; requests go through app.inject.
// SECURITY_SEED=<n> replays the malformed inputs of another seed; every failure names its seed and case.
import { STAFF_ROLES } from '@yanxiu/contract/roles';
import { ErrorCodes, type ErrorName } from '@yanxiu/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '@server/seed/demo-data';
import { watchRowCounts } from '@server-test/support/db-state';
import { exampleRequest, malformedCases, type MalformedCase, type MalformedRequest } from '@server-test/support/malformed-inputs';
import { CONCURRENT_COPIES, isWriteOperation, raceProblemsOf, sendAtOnce } from '@server-test/support/concurrent-writes';
import { accessOf, readOperations, type Operation } from '@server-test/support/openapi-operations';
import { internalsIn, notAnErrorEnvelope } from '@server-test/support/response-leaks';
import { createTestApp, DEMO, DONGCHENG } from '@server-test/support/test-app';

const SEED = Number(process.env.SECURITY_SEED ?? 20_260_413);
const MINIMUM_CASES = 30;
/** Demo accounts from the lowest to the widest reach: the first one outside an operation's roles is "the lowest role". */
const LADDER = ['teacher', 'backbone', 'expert', 'school_admin', 'district_admin', 'platform_admin'] as const;
type Account = (typeof LADDER)[number];
const rolesOf = (account: Account): readonly string[] => DEMO_ACCOUNTS.find((demo) => demo.username === account)?.roles ?? [];

// The order sweep would change rows on its own; rate limits are another suite's subject and would answer 429 here.
const t = await createTestApp({
  ORDER_SWEEP_SECONDS: '0',
  RATE_LIMIT_PER_ADDRESS: '0',
  RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '0',
  RATE_LIMIT_PER_SESSION: '0',
});
afterAll(() => t.close());
const operations = readOperations(t.app.swagger());

const tokens = new Map<Account, string>();
let otherTenantToken = '';
beforeAll(async () => {
  for (const account of LADDER) tokens.set(account, (await t.login(account)).access_token);
  otherTenantToken = (await t.login('teacher', DONGCHENG)).access_token;
});

const deniedAccounts = (operation: Operation): Account[] => {
  const roles = operation.roles;
  return roles ? LADDER.filter((account) => !rolesOf(account).some((role) => roles.includes(role))) : [];
};

/** Who calls an operation when only its input is under test: the widest account it allows. */
function callerOf(operation: Operation): Account | undefined {
  if (operation.isPublic) return undefined;
  const roles = operation.roles;
  if (!roles) return 'teacher';
  return [...LADDER].reverse().find((account) => rolesOf(account).some((role) => roles.includes(role)));
}

function send(request: MalformedRequest, token?: string): Promise<LightMyRequestResponse> {
  const headers = token ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers;
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

const head = (body: string) => (body.length > 300 ? `${body.slice(0, 300)}…` : body);
const shown = (request: MalformedRequest) =>
  `${request.method} ${head(request.url)}${request.payload === undefined ? '' : ` <${request.headers['content-type']}> ${head(request.payload)}`}`;

/** Asserts a catalogue refusal, and that the body shows no internals. */
function expectRefusal(operation: Operation, what: string, response: LightMyRequestResponse, name: ErrorName): void {
  const { http, code } = ErrorCodes[name];
  let answered: unknown;
  try {
    answered = (JSON.parse(response.body) as { code?: unknown }).code;
  } catch {
    answered = 'no JSON body';
  }
  const context = `${operation.id} ${what}: expected ${http} ${name} (${code}), got ${response.statusCode} ${head(response.body)}`;
  expect({ status: response.statusCode, code: answered }, context).toEqual({ status: http, code });
  expect(internalsIn(response.body), context).toEqual([]);
}

/** What went wrong with one malformed input; empty when it was handled as it must be. */
function problemsOf(malformed: MalformedCase, response: LightMyRequestResponse, changed: string[]): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  else if (malformed.refused && status < 400) problems.push(`accepted it (${status})`);
  const leaks = internalsIn(response.body);
  if (leaks.length > 0) problems.push(`the body shows ${leaks.join(', ')}`);
  const notEnvelope = status >= 400 ? notAnErrorEnvelope(response.body) : undefined;
  if (notEnvelope) problems.push(notEnvelope);
  if (changed.length > 0) problems.push(`rows changed: ${changed.join(', ')}`);
  return problems;
}

describe('the OpenAPI document declares who may call what', () => {
  test('every API operation declares its access (x-public, and x-roles where limited)', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((operation) => !operation.declared).map((operation) => operation.id)).toEqual([]);
  });

  test('the declarations are the reviewed access matrix (update it with `vitest -u` after a deliberate change)', async () => {
    const width = Math.max(...operations.map((operation) => operation.id.length));
    const lines = operations.map((operation) => `${operation.id.padEnd(width)}  ${accessOf(operation)}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./access-matrix.txt');
  });

  test('operations on /manage/ paths are staff work: they allow staff roles only', () => {
    const staffPaths = operations.filter((operation) => operation.path.includes('/manage/'));
    expect(staffPaths.length).toBeGreaterThan(0);
    const open = staffPaths.filter((operation) => !operation.roles || operation.roles.some((role) => !STAFF_ROLES.includes(role as never)));
    expect(open.map((operation) => `${operation.id}: ${accessOf(operation)}`)).toEqual([]);
  });
});

describe.each(operations.map((operation) => [operation.id, operation] as const))('%s', (_id, operation) => {
  const example = (appId = DEMO.appId) => exampleRequest(operation, { appId, seed: SEED });
  const caller = callerOf(operation);
  const token = () => (caller ? tokens.get(caller) : undefined);

  if (!operation.isPublic) {
    test('without a session: 401 (1001)', async () => {
      expectRefusal(operation, 'without a session', await send(example()), 'SESSION_EXPIRED');
    });

    test('with a valid session of another tenant: 401 (1001)', async () => {
      expectRefusal(operation, 'with a dongcheng session on the demo host', await send(example(), otherTenantToken), 'SESSION_EXPIRED');
    });
  }

  if (!operation.tenantless) {
    test("with another tenant's appId: 403 (4103)", async () => {
      expectRefusal(
        operation,
        `with appId ${DONGCHENG.appId} on the demo host`,
        await send(example(DONGCHENG.appId), token()),
        'APP_ID_MISMATCH',
      );
    });
  }

  const denied = deniedAccounts(operation);
  if (denied.length > 0) {
    test(`refuses every demo account outside ${operation.roles!.join(', ')}: ${denied.join(', ')} -> 403 (4003)`, async () => {
      for (const account of denied) expectRefusal(operation, `as ${account}`, await send(example(), tokens.get(account)), 'FORBIDDEN');
    });
  }

  if (operation.path.includes('/manage/') && !denied.includes('teacher')) {
    // Staff work by its path: a plain teacher must be refused whatever the route declares.
    test('is staff work (a /manage/ path): a plain teacher -> 403 (4003)', async () => {
      expectRefusal(operation, 'as a plain teacher on a staff path', await send(example(), tokens.get('teacher')), 'FORBIDDEN');
    });
  }

  test(`refuses at least ${MINIMUM_CASES} malformed inputs (seed ${SEED}): no 5xx, no internals, nothing written`, async () => {
    const cases = malformedCases(operation, {
      appId: DEMO.appId,
      seed: SEED,
      bodyLimit: t.deps.config.BODY_LIMIT_BYTES,
      minimum: MINIMUM_CASES,
    });
    expect(cases.length).toBeGreaterThanOrEqual(MINIMUM_CASES);
    const failures: string[] = [];
    const rows = await watchRowCounts(t.deps.db);
    for (const malformed of cases) {
      const response = await send(malformed.request, token());
      const problems = problemsOf(malformed, response, await rows.changesSinceLastCall());
      if (problems.length > 0) {
        failures.push(
          `${malformed.label}: ${problems.join('; ')}\n      ${shown(malformed.request)}\n      -> ${response.statusCode} ${head(response.body)}`,
        );
      }
    }
    const title = `${operation.id} as ${caller ?? 'nobody'}: ${failures.length} of ${cases.length} malformed inputs mishandled (SECURITY_SEED=${SEED})`;
    expect(failures, title).toEqual([]);
  });
});

// Last, once every probe above has run: these calls may succeed and change the demo data the probes rely on.
const writes = operations.filter(isWriteOperation);
const racedWithASuccess: string[] = [];
describe.each(writes.map((operation) => [operation.id, operation] as const))('%s, sent at once', (_id, operation) => {
  test(`the same valid request ${CONCURRENT_COPIES} times at once: no 5xx, no internals, envelope answers`, async () => {
    const caller = callerOf(operation);
    const request = exampleRequest(operation, { appId: DEMO.appId, seed: SEED });
    const answers = await sendAtOnce(() => send(request, caller ? tokens.get(caller) : undefined));
    if (answers.some((answer) => answer.statusCode < 300)) racedWithASuccess.push(operation.id);
    const failures = answers.flatMap((answer) =>
      raceProblemsOf(answer).map((problem) => `${problem}: ${answer.statusCode} ${head(answer.body)}`),
    );
    expect(failures, `${operation.id} as ${caller ?? 'nobody'}, ${CONCURRENT_COPIES} at once: ${shown(request)}`).toEqual([]);
  });
});

describe('the race probe', () => {
  test('covers writes that succeed, so racing copies meet real constraints', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(racedWithASuccess.length, racedWithASuccess.join('\n')).toBeGreaterThan(10);
  });
});
