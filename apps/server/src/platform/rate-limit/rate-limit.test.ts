import type { LoginInfo } from '@yanxiu/contract/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// Small limits so the test reaches them; the defaults are far above anything a person or the test suite sends.
const PER_SESSION = 5;
const PER_ADDRESS = 12;

let t: TestApp;
let teacher: LoginInfo;
let backbone: LoginInfo;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_SESSION: String(PER_SESSION), RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS), RATE_LIMIT_WINDOW_SECONDS: '600' });
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

describe('general rate limits', () => {
  it('limits one session wherever its calls come from, and no other session', async () => {
    for (let call = 0; call < PER_SESSION; call += 1) expect((await own(teacher, `10.0.1.${call}`)).statusCode).toBe(200);
    expectLimited(await own(teacher, '10.0.1.99'));
    expect((await own(backbone, '10.0.1.99')).statusCode).toBe(200);
  });

  it('limits one address, session or not, made-up tokens included, and no other address', async () => {
    for (let call = 0; call < PER_ADDRESS; call += 1) {
      const response = await t.call('GET', '/training/programmes', { token: `made-up-${call}`, remoteAddress: '10.0.2.1' });
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await t.call('GET', '/training/programmes', { token: 'made-up-again', remoteAddress: '10.0.2.1' }));
    expectLimited(await t.call('GET', '/health', { withoutAppId: true, remoteAddress: '10.0.2.1' }));
    expect((await t.call('GET', '/health', { withoutAppId: true, remoteAddress: '10.0.2.2' })).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, as one household or school network', async () => {
    for (let call = 0; call < PER_ADDRESS; call += 1) {
      expect((await t.call('GET', '/health', { withoutAppId: true, remoteAddress: `2001:db8:1:2::${call + 1}` })).statusCode).toBe(200);
    }
    expectLimited(await t.call('GET', '/health', { withoutAppId: true, remoteAddress: '2001:db8:1:2:ffff::1' }));
    expect((await t.call('GET', '/health', { withoutAppId: true, remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });
});
