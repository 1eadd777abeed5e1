import type { LoginInfo } from '@yanxiu/contract/auth';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { rateLimitModule } from './rate-limit.jobs';
import { batchOf } from './shared-counts';

// Small limits so the test reaches them; an hour's window, and every check below notices a window ending mid-way.
const PER_SESSION = 5;
const PER_ADDRESS = 12;
const ANONYMOUS_PER_ADDRESS = 8;
const WINDOW_MS = 3_600_000;
const windowNow = () => Math.floor(Date.now() / WINDOW_MS);

let t: TestApp;
let teacher: LoginInfo;
let backbone: LoginInfo;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_SESSION: String(PER_SESSION),
    RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    RATE_LIMIT_ANONYMOUS_PER_ADDRESS: String(ANONYMOUS_PER_ADDRESS),
    RATE_LIMIT_WINDOW_SECONDS: '3600',
  });
  teacher = await t.login('teacher');
  backbone = await t.login('backbone');
});
afterAll(async () => {
  await t.close();
});

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.json()).toEqual({ code: 4029, status: 4029, msg: expect.any(String), data: { retryAfterSeconds: retryAfter } });
}

const own = (who: LoginInfo, remoteAddress: string) =>
  t.call('GET', `/baseData/user/teacher/getTeacherInfo/${who.userId}`, { token: who.access_token, remoteAddress });

/**
 * Runs `scenario` again (it must use fresh keys each time) while a window ended during it: fixed windows follow the
 * clock, so a run straddling an hour's turn would see its counts forgiven half-way.
 */
async function withinOneWindow<T>(scenario: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const started = windowNow();
    const result = await scenario(attempt);
    if (windowNow() === started) return result;
  }
}

describe('general rate limits', () => {
  it('limits one session wherever its calls come from, and no other session', async () => {
    await withinOneWindow(async (attempt) => {
      const session = attempt === 0 ? teacher : await t.login('teacher');
      for (let call = 0; call < PER_SESSION; call += 1) expect((await own(session, `10.0.1.${call}`)).statusCode).toBe(200);
      expectLimited(await own(session, '10.0.1.99'));
    });
    expect((await own(backbone, '10.0.1.99')).statusCode).toBe(200);
  });

  it('limits one address, session or not, made-up tokens included, and no other address', async () => {
    await withinOneWindow(async (attempt) => {
      const address = `10.0.2.${attempt + 1}`;
      for (let call = 0; call < PER_ADDRESS; call += 1) {
        const response = await t.call('GET', '/training/programmes', { token: `made-up-${call}`, remoteAddress: address });
        expect(response.statusCode).toBe(401);
      }
      expectLimited(await t.call('GET', '/training/programmes', { token: 'made-up-again', remoteAddress: address }));
      expectLimited(await t.call('GET', '/health', { withoutAppId: true, remoteAddress: address }));
    });
    expect((await t.call('GET', '/health', { withoutAppId: true, remoteAddress: '10.0.2.200' })).statusCode).toBe(200);
  });

  it('limits the calls of one address without a session sooner, and not its signed-in calls', async () => {
    await withinOneWindow(async (attempt) => {
      const address = `10.0.3.${attempt + 1}`;
      for (let call = 0; call < ANONYMOUS_PER_ADDRESS; call += 1) {
        expect((await t.call('GET', '/health', { withoutAppId: true, remoteAddress: address })).statusCode).toBe(200);
      }
      expectLimited(await t.call('GET', '/health', { withoutAppId: true, remoteAddress: address }));
      expect((await own(backbone, address)).statusCode).toBe(200);
    });
  });

  it('counts an IPv6 client by its /64, as one household or school network', async () => {
    await withinOneWindow(async (attempt) => {
      const network = `2001:db8:1:${(attempt * 2 + 2).toString(16)}`;
      for (let call = 0; call < ANONYMOUS_PER_ADDRESS; call += 1) {
        expect((await t.call('GET', '/health', { withoutAppId: true, remoteAddress: `${network}::${call + 1}` })).statusCode).toBe(200);
      }
      expectLimited(await t.call('GET', '/health', { withoutAppId: true, remoteAddress: `${network}:ffff::1` }));
    });
    expect((await t.call('GET', '/health', { withoutAppId: true, remoteAddress: '2001:db8:1:ff01::1' })).statusCode).toBe(200);
  });
});

describe('rate limits across processes', () => {
  // Two apps on one database, as two server processes behind a load balancer (on PGlite: one process's two apps).
  const MAX = 200;
  // Each process allows at most a batch more once the total has passed the limit (shared-counts.ts).
  const TOLERANCE = 2 * batchOf(MAX);
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({
      RATE_LIMIT_PER_ADDRESS: String(MAX),
      RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '0',
      RATE_LIMIT_PER_SESSION: '0',
      RATE_LIMIT_WINDOW_SECONDS: '3600',
    });
    two = await one.twin();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  const health = (app: TestApp, address: string) => app.call('GET', '/health', { withoutAppId: true, remoteAddress: address });

  it('lets one client through the two together no more than the limit and the stated tolerance', async () => {
    await withinOneWindow(async (attempt) => {
      const address = `10.0.4.${attempt + 1}`;
      let allowed = 0;
      let firstRefusal: number | undefined;
      // Alternate between the processes until each has refused three calls in a row.
      const refusedInARow = [0, 0];
      for (let call = 0; refusedInARow.some((refused) => refused < 3); call += 1) {
        expect(call).toBeLessThan(MAX + TOLERANCE + 10);
        const side = call % 2;
        const response = await health(side === 0 ? one : two, address);
        if (response.statusCode === 200) {
          allowed += 1;
          refusedInARow[side] = 0;
        } else {
          expectLimited(response);
          firstRefusal ??= call;
          refusedInARow[side]! += 1;
        }
      }
      // Never refused before the limit, whichever process answered; at most the tolerance after it.
      expect(firstRefusal).toBeGreaterThanOrEqual(MAX);
      expect(allowed).toBeGreaterThanOrEqual(MAX);
      expect(allowed).toBeLessThanOrEqual(MAX + TOLERANCE);
    });
  });

  it('holds under concurrent calls to both processes within the tolerance and the calls in flight', async () => {
    const CONCURRENT = 20;
    await withinOneWindow(async (attempt) => {
      const address = `10.0.5.${attempt + 1}`;
      let allowed = 0;
      for (let round = 0; round < Math.ceil((MAX * 2) / (2 * CONCURRENT)); round += 1) {
        const responses = await Promise.all(
          Array.from({ length: 2 * CONCURRENT }, (_, index) => health(index % 2 === 0 ? one : two, address)),
        );
        allowed += responses.filter((response) => response.statusCode === 200).length;
      }
      expect(allowed).toBeGreaterThanOrEqual(MAX);
      expect(allowed).toBeLessThanOrEqual(MAX + TOLERANCE + 2 * CONCURRENT);
    });
  });

  it('keeps the shared counts in the database, and the sweep forgets ended windows only', async () => {
    const key = 'address:10.0.9.9';
    const current = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS;
    await one.deps.db.execute(sql`insert into rate_limit_counters (key, window_start, count) values
      (${key}, ${new Date(current - WINDOW_MS).toISOString()}::timestamptz, 7),
      (${key}, ${new Date(current).toISOString()}::timestamptz, 3)`);
    const sweep = rateLimitModule.jobs!.find((job) => job.name === 'rateLimit.sweepEndedWindows')!;
    const log = one.app.log;
    expect(await sweep.run(one.deps, log)).toBeGreaterThanOrEqual(1);
    const left = await one.deps.db.execute(sql`select count from rate_limit_counters where key = ${key}`);
    expect((left as unknown as { rows: Array<{ count: number }> }).rows).toEqual([{ count: 3 }]);
  });
});
