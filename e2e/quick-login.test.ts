// Quick login end to end (issue 22): a portal link carrying a one-time ticket (`jti`, a JWT the portal signed; or
// `rpcid`, exchanged over the back channel) opens the page asked for, signed in, with the ticket gone from the address
// and no token check made on the way (spec 4); the same link again lands on the sign-in page saying it was used.
// The portal is a stand-in on a local port (its JWKS and back channel), as in the API tests. WeChat scan-to-sign-in
// runs the same way against the WeChat stand-in: bind on /account, then sign in from the sign-in page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTicketPortal, type TicketPortal } from '../apps/server/test/support/portal-tickets';
import { startWechatStandIn } from '../apps/server/test/support/wechat-stand-in';
import { login, requestJson, type LoginInfo } from './support/api';
import { signedInContext, storedLoginInfo, tenantOrigin, useBrowserFixture, waitForPath, waitForToast } from './support/web';

const CLIENT = { clientId: 'yanxiu-demo', clientSecret: 'yanxiu-demo-secret-0123456789' };
const TEACHER = { sub: 'portal-wangfang', name: '王芳', phone_number: '13800000001' };

const WECHAT_APP = { appId: 'wx-e2e-app', appSecret: 'wx-e2e-secret' };
// Started before the server, whose settings name its address.
const wechat = await startWechatStandIn(WECHAT_APP);

describe('quick login from a portal link', () => {
  const fixture = useBrowserFixture({
    env: {
      WECHAT_OPEN_APP_ID: WECHAT_APP.appId,
      WECHAT_OPEN_APP_SECRET: WECHAT_APP.appSecret,
      WECHAT_OPEN_CONNECT_URL: wechat.url,
      WECHAT_OPEN_API_URL: wechat.url,
    },
  });
  let portal: TicketPortal;
  let origin = '';
  let teacher: LoginInfo;

  beforeAll(async () => {
    portal = await startTicketPortal(CLIENT);
    origin = tenantOrigin(fixture.server.port);
    const platform = await login(fixture.server.baseUrl, { username: 'platform_admin', password: 'Yanxiu@2026' });
    const headers = { authorization: `Bearer ${platform.access_token}`, 'content-type': 'application/json' };
    const api = async (path: string, body?: unknown) => {
      const answer = await requestJson<{ code: number; data: unknown }>(
        `${origin}/api${path}${path.includes('?') ? '&' : '?'}appId=yxdemo`,
        {
          method: body === undefined ? 'GET' : 'POST',
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
      );
      expect(answer.body?.code, JSON.stringify(answer.body)).toBe(0);
      return answer.body!.data;
    };
    const tenants = (await api('/administration/manage/tenants/list')) as { tenantId: string; appId: string }[];
    const tenantId = tenants.find((tenant) => tenant.appId === 'yxdemo')!.tenantId;
    await api('/oauthService/manage/portal/save', {
      tenantId,
      version: 0,
      enabled: true,
      displayName: '演示区统一身份认证',
      issuer: portal.issuer,
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      scopes: ['openid', 'phone'],
      identifier: 'phone',
      claimName: 'phone_number',
      unknownPeople: 'refuse',
      provisionUnitId: null,
    });
    await api('/oauthService/manage/quickLogin/save', {
      tenantId,
      enabled: true,
      jwksUri: portal.jwksUri,
      ticketUrl: portal.ticketUrl,
      maxTicketSeconds: 300,
    });
    teacher = await login(fixture.server.baseUrl);
  });

  afterAll(async () => {
    await Promise.all([portal?.close(), wechat.close()]);
  });

  it('lands on the page asked for, signed in as the portal says, the ticket gone and no token check on the way', async () => {
    // Someone else was signed in in this browser: the link signs the portal's person in instead.
    const backbone = await login(fixture.server.baseUrl, { username: 'backbone', password: 'Yanxiu@2026' });
    const context = await signedInContext(fixture.browser, origin, backbone);
    const browserPage = await context.newPage();
    const tokenChecks: string[] = [];
    browserPage.on('request', (request) => {
      if (request.url().includes('/oauthService/checkToken/')) tokenChecks.push(request.url());
    });
    try {
      const jti = await portal.mintJti(TEACHER, { audience: CLIENT.clientId });
      const link = `${origin}/pc/studyTime?jti=${encodeURIComponent(jti)}&year=2026`;
      await browserPage.goto(link);
      await browserPage.waitForURL((url) => url.pathname === '/pc/studyTime' && !url.searchParams.has('jti'), { timeout: 15_000 });
      await browserPage.getByRole('heading').first().waitFor();
      expect(new URL(browserPage.url()).search).toBe('?year=2026');
      expect(await storedLoginInfo(browserPage)).toMatchObject({ userId: teacher.userId, appId: 'yxdemo' });
      expect(tokenChecks).toEqual([]);

      // The same link again, in a fresh browser: refused as used, on the sign-in page that returns to the page after.
      const again = await fixture.replaceContext();
      await again.goto(link);
      await waitForPath(again, '/pc/login');
      await waitForToast(again, '该登录链接已使用过');
      expect(new URL(again.url()).searchParams.get('redirect')).toBe('/studyTime?year=2026');
      expect(await storedLoginInfo(again)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('exchanges an rpcid over the back channel, registering the sign-in with the portal', async () => {
    const rpcid = portal.issueRpcid(TEACHER);
    const { page } = fixture;
    await page.goto(`${origin}/pc/home?rpcid=${rpcid}`);
    await page.waitForURL((url) => url.pathname === '/pc/home' && !url.searchParams.has('rpcid'), { timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(await storedLoginInfo(page)).toMatchObject({ userId: teacher.userId });
    expect(portal.registered).toContain(rpcid);
  });

  it('binds WeChat on the account page, then signs in by scanning on the sign-in page', async () => {
    wechat.scanAs({ openid: 'o-e2e-wangfang', nickname: '芳芳' });
    const context = await signedInContext(fixture.browser, origin, teacher);
    try {
      const account = await context.newPage();
      await account.goto(`${origin}/pc/account`);
      await account.getByRole('button', { name: '绑定微信' }).click();
      // Off to the QR page, scanned at once by the stand-in, and back with the code.
      await account.getByTestId('wechat-bound').waitFor({ timeout: 15_000 });
      expect(await account.getByTestId('wechat-bound').textContent()).toContain('芳芳');
      expect(new URL(account.url()).search).toBe('');
    } finally {
      await context.close();
    }

    const { page } = fixture;
    await page.goto(`${origin}/pc/login?redirect=${encodeURIComponent('/studyTime')}`);
    await page.getByRole('button', { name: '微信扫码登录' }).click();
    await page.waitForURL((url) => url.origin === origin && url.pathname === '/pc/studyTime', { timeout: 15_000 });
    expect(await storedLoginInfo(page)).toMatchObject({ userId: teacher.userId });
  });
});
