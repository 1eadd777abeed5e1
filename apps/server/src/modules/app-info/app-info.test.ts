import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { appInfoSignature } from './app-info.service';

const SECRET = 'yanxiu-dev-secret-change-me';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function search(domain: string, options: { timestamp?: string; sig?: string; appKey?: string; host?: string } = {}) {
  const timestamp = options.timestamp ?? String(Date.now());
  return t.call('POST', '/baseData/app-info/search', {
    withoutAppId: true,
    tenant: { host: options.host ?? 'localhost', appId: '' },
    query: { sig: options.sig ?? appInfoSignature(SECRET, timestamp), appKey: options.appKey ?? 'yanxiu-web', timestamp },
    body: { where: { domain_like: domain } },
  });
}

describe('POST /baseData/app-info/search', () => {
  it('answers the tenant of a hostname as the first element of data, without a session', async () => {
    const response = await search('localhost');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data[0]).toEqual({
      appId: 'yxdemo',
      name: '研修示范区',
      nameEn: 'Yanxiu Demo District',
      districtCode: '000000',
      loginLogo: '/pc/tenant-logos/demo.svg',
      defaultLocale: 'zh-CN',
      isDistrict: false,
      demoAccounts: true,
      // WECHAT_OPEN_APP_ID and _SECRET unset: the sign-in page offers no WeChat.
      wechatSignIn: false,
      signInPolicy: { passwordMinLength: 8, passwordNeedsLettersAndDigits: true, idleLogoutMinutes: 15 },
    });
  });

  it('resolves the test host to the demo tenant and each district by its own hostname', async () => {
    expect((await search('test.localhost')).json().data[0].appId).toBe('yxdemo');
    const haidian = (await search('haidian.localhost')).json().data[0];
    expect(haidian).toMatchObject({ appId: 'yx110108', districtCode: '110108', isDistrict: true });
    // Each tenant sees only itself, whatever page asks.
    expect((await search('dongcheng.localhost', { host: 'localhost' })).json().data).toHaveLength(1);
  });

  it('refuses a wrong signature, a wrong key and a stale or future timestamp', async () => {
    const timestamp = String(Date.now());
    const badSig = await search('localhost', { timestamp, sig: appInfoSignature('other-secret', timestamp) });
    expect(badSig.statusCode).toBe(401);
    expect(badSig.json().code).toBe(4104);
    expect((await search('localhost', { appKey: 'someone-else' })).json().code).toBe(4104);
    const stale = String(Date.now() - 6 * 60_000);
    expect((await search('localhost', { timestamp: stale })).json().code).toBe(4105);
    const future = String(Date.now() + 6 * 60_000);
    expect((await search('localhost', { timestamp: future })).json().code).toBe(4105);
  });

  it('rejects malformed queries and bodies with 400', async () => {
    expect((await search('localhost', { timestamp: '123' })).statusCode).toBe(400);
    expect((await search('localhost', { sig: 'xyz' })).statusCode).toBe(400);
    expect((await search('')).statusCode).toBe(400);
  });

  it('answers 404 for a hostname no tenant serves', async () => {
    const response = await search('unknown.example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(4101);
  });
});
