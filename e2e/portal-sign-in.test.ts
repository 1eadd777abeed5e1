// Portal single sign-on end to end (issue 22): two districts, each with its own identity portal (a real OpenID
// provider, oidc-provider, on a local port), signing teachers in through the browser; logging out ends the portal's
// session too, and the portal's back-channel logout ends the person's other session here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followToCallback, startOidcProvider, type TestOidcProvider } from '../apps/server/test/support/oidc-provider';
import { login, requestJson, type LoginInfo } from './support/api';
import { chooseFromDropdown, newContext, storedLoginInfo, tenantOrigin, useBrowserFixture, waitForPath } from './support/web';

const PEOPLE = {
  'wang-fang': { name: '王芳', phone_number: '13800000001' },
  'li-qiang': { name: '李强', phone_number: '+86 138 0000 0002' },
};

describe('portal sign-in', () => {
  const fixture = useBrowserFixture();
  const portals: Record<'demo' | 'dongcheng', TestOidcProvider> = {} as never;
  const origins = { demo: '', dongcheng: '' };
  let platform: LoginInfo;

  /** An API call of `tenant` (demo: yxdemo), answering the envelope. */
  const api = <T>(origin: string, appId: string, path: string, init: RequestInit = {}) =>
    requestJson<{ code: number; data: T }>(`${origin}/api${path}${path.includes('?') ? '&' : '?'}appId=${appId}`, init);

  beforeAll(async () => {
    const port = fixture.server.port;
    origins.demo = tenantOrigin(port);
    origins.dongcheng = tenantOrigin(port, 'dongcheng');
    const client = (origin: string, id: string, appId: string) => ({
      client_id: id,
      client_secret: `${id}-secret-0123456789`,
      redirect_uris: [`${origin}/pc/login/portal`],
      post_logout_redirect_uris: [`${origin}/pc/login`],
      // The provider calls the server directly: 127.0.0.1 is the demo tenant as localhost is.
      backchannel_logout_uri: `http://127.0.0.1:${port}/api/oauthService/portal/backchannelLogout?appId=${appId}`,
      backchannel_logout_session_required: true,
    });
    [portals.demo, portals.dongcheng] = await Promise.all([
      startOidcProvider({ clients: [client(origins.demo, 'yanxiu-demo', 'yxdemo')], people: PEOPLE }),
      startOidcProvider({ clients: [client(origins.dongcheng, 'yanxiu-dongcheng', 'yx110101')], people: PEOPLE }),
    ]);
    platform = await login(fixture.server.baseUrl, { username: 'platform_admin', password: 'Yanxiu@2026' });
    const auth = { authorization: `Bearer ${platform.access_token}`, 'content-type': 'application/json' };
    const tenants = (
      await api<{ tenantId: string; appId: string }[]>(origins.demo, 'yxdemo', '/administration/manage/tenants/list', { headers: auth })
    ).body!.data;
    for (const [key, appId, clientId] of [
      ['demo', 'yxdemo', 'yanxiu-demo'],
      ['dongcheng', 'yx110101', 'yanxiu-dongcheng'],
    ] as const) {
      const saved = await api(origins.demo, 'yxdemo', '/oauthService/manage/portal/save', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          tenantId: tenants.find((tenant) => tenant.appId === appId)!.tenantId,
          version: 0,
          enabled: true,
          displayName: key === 'demo' ? '演示区统一身份认证' : '东城区统一身份认证',
          issuer: portals[key].issuer,
          clientId,
          clientSecret: `${clientId}-secret-0123456789`,
          scopes: ['openid', 'profile', 'phone'],
          identifier: 'phone',
          claimName: 'phone_number',
          unknownPeople: 'refuse',
          provisionUnitId: null,
        }),
      });
      expect(saved.body?.code, JSON.stringify(saved.body)).toBe(0);
    }
  });

  afterAll(async () => {
    await Promise.all(Object.values(portals).map((portal) => portal.close()));
  });

  const alive = async (origin: string, info: LoginInfo) =>
    (
      await api(origin, info.appId, `/oauthService/checkToken/${info.tokenId}`, {
        headers: { authorization: `Bearer ${info.access_token}` },
      })
    ).status === 200;

  it("signs teachers of two districts in through each district's own portal, onto the page asked for", async () => {
    portals.demo.signInAs('wang-fang');
    const { page } = fixture;
    await page.goto(`${origins.demo}/pc/login/portal?redirect=${encodeURIComponent('/studyTime')}`);
    await waitForPath(page, '/pc/studyTime');
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
    const demoTeacher = await login(fixture.server.baseUrl);
    expect(await storedLoginInfo(page)).toMatchObject({ userId: demoTeacher.userId, appId: 'yxdemo' });

    portals.dongcheng.signInAs('li-qiang');
    const dongcheng = await (await newContext(fixture.browser)).newPage();
    try {
      await dongcheng.goto(`${origins.dongcheng}/pc/login/portal?redirect=${encodeURIComponent('/personal/training')}`);
      await waitForPath(dongcheng, '/pc/personal/training');
      const info = await storedLoginInfo(dongcheng);
      expect(info).toMatchObject({ appId: 'yx110101' });
      // Asked from the page: this machine's resolver does not know <slug>.localhost, which browsers map to loopback.
      const checked = await dongcheng.evaluate(
        async ({ tokenId, token }) =>
          (await fetch(`/api/oauthService/checkToken/${tokenId}?appId=yx110101`, { headers: { authorization: `Bearer ${token}` } })).status,
        { tokenId: info!.tokenId, token: info!.access_token },
      );
      expect(checked).toBe(200);
      // The district's own portal signed in its own backbone teacher (phone ...0002), not the demo tenant's account.
      expect(info!.userId).not.toBe(demoTeacher.userId);
    } finally {
      await dongcheng.context().close();
    }

    // A sign-in started in the demo district cannot be completed in Dongcheng: the page says so and offers a retry.
    const start = await api<{ authorizationUrl: string }>(origins.demo, 'yxdemo', '/oauthService/portal/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirectUri: `${origins.demo}/pc/login/portal` }),
    });
    const back = await followToCallback(start.body!.data.authorizationUrl, `${origins.demo}/pc/login/portal`);
    const foreign = await fixture.replaceContext();
    await foreign.goto(`${origins.dongcheng}/pc/login/portal${back.search}`);
    await foreign.getByTestId('portal-error').waitFor();
    expect(await storedLoginInfo(foreign)).toBeNull();
  });

  it("logs out at the portal too, whose back-channel call ends the person's other session here", async () => {
    portals.demo.signInAs('wang-fang');
    const first = fixture.page;
    await first.goto(`${origins.demo}/pc/login/portal?redirect=${encodeURIComponent('/home')}`);
    await waitForPath(first, '/pc/home');
    const firstSession = (await storedLoginInfo(first))!;
    // A second sign-in in the same browser rides the portal's session (same `sid`), as a second tab would after the
    // first one's login info is gone (both tabs share it).
    await first.evaluate(() => window.localStorage.removeItem('yanxiu.loginInfo'));
    const second = await fixture.context.newPage();
    await second.goto(`${origins.demo}/pc/login/portal?redirect=${encodeURIComponent('/home')}`);
    await waitForPath(second, '/pc/home');
    const secondSession = (await storedLoginInfo(second))!;
    expect(secondSession.tokenId).not.toBe(firstSession.tokenId);

    await chooseFromDropdown(second, 'user-menu', '退出登录');
    // Through the portal's end-session page and back to our login page.
    // Our own session ends first; the page passes by /pc/login?redirect=… on its way to the portal, so the first
    // session is only over once the portal's back-channel call has come, which it makes before sending the page back.
    await second.waitForURL((url) => url.origin === origins.demo && url.pathname === '/pc/login', { timeout: 15_000 });
    expect(await alive(origins.demo, secondSession)).toBe(false);
    await expect.poll(() => alive(origins.demo, firstSession), { timeout: 15_000 }).toBe(false);
    const trail = await api<{ list: { action: string }[] }>(
      origins.demo,
      'yxdemo',
      '/administration/manage/audit/list?action=auth.portal_back_channel_logout',
      {
        headers: { authorization: `Bearer ${platform.access_token}` },
      },
    );
    expect(JSON.stringify(trail.body)).toContain('auth.portal_back_channel_logout');
  });
});
