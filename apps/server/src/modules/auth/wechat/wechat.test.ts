import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { sessions } from '@server/db/schema/identity';
import { wechatAccountLinks, wechatAuthStates } from '@server/db/schema/wechat-sign-in';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DEMO, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';
import { startWechatStandIn, type WechatPerson, type WechatStandIn } from '@server-test/support/wechat-stand-in';

// WeChat website sign-in against a local stand-in speaking the Open Platform's protocol: one app for the file.
let t: TestApp;
let wechat: WechatStandIn;
const APP = { appId: 'wx-test-app', appSecret: 'wx-test-secret' };
const FANG: WechatPerson = { openid: 'o-wangfang', unionid: 'u-wangfang', nickname: '芳' };
const QIANG: WechatPerson = { openid: 'o-liqiang', nickname: '强' };

type Start = { authorizeUrl: string; state: string };
const startSignIn = async (tenant: TestTenant = DEMO): Promise<Start> => {
  const response = await t.call('POST', '/oauthService/wechat/signInStart', { tenant });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const startBind = async (token: string, tenant: TestTenant = DEMO): Promise<Start> => {
  const response = await t.call('POST', '/oauthService/wechat/bindStart', { tenant, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
/** Scans the QR page as `person`: the code and state the browser returns with. */
const scan = (start: Start, person: WechatPerson) => {
  const back = new URL(wechat.scan(start.authorizeUrl, person));
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, returnedTo: `${back.origin}${back.pathname}` };
};
const signIn = (body: { code: string; state: string }, tenant: TestTenant = DEMO) =>
  t.call('POST', '/oauthService/wechat/signIn', { tenant, body });
const bind = (token: string, body: { code: string; state: string }, tenant: TestTenant = DEMO) =>
  t.call('POST', '/oauthService/wechat/bind', { tenant, token, body });

let teacher: { token: string; userId: string };
let backbone: { token: string; userId: string };

beforeAll(async () => {
  wechat = await startWechatStandIn(APP);
  t = await createTestApp({
    WECHAT_OPEN_APP_ID: APP.appId,
    WECHAT_OPEN_APP_SECRET: APP.appSecret,
    WECHAT_OPEN_CONNECT_URL: wechat.url,
    WECHAT_OPEN_API_URL: wechat.url,
  });
  const [a, b] = await Promise.all([t.login('teacher'), t.login('backbone')]);
  teacher = { token: a.access_token, userId: a.userId };
  backbone = { token: b.access_token, userId: b.userId };
});

afterAll(async () => {
  await Promise.all([t.close(), wechat.close()]);
});

describe('WeChat binding and sign-in', () => {
  it('starts a sign-in at the QR page with the website app, returning to /pc/login', async () => {
    const start = await startSignIn();
    const url = new URL(start.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${wechat.url}/connect/qrconnect`);
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: APP.appId,
      redirect_uri: 'http://localhost/pc/login',
      response_type: 'code',
      scope: 'snsapi_login',
      state: start.state,
    });
  });

  it('refuses an unbound WeChat with a message saying how to bind, and opens no session', async () => {
    const before = await countRows(t.deps.db, sessions);
    const refused = await signIn(scan(await startSignIn(), FANG));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 1026, msg: expect.stringContaining('账号安全') });
    expect(await countRows(t.deps.db, sessions)).toBe(before);
  });

  it('binds from the account page, audited, then the scan signs that account in', async () => {
    expect((await t.call('GET', '/oauthService/wechat/binding', { token: teacher.token })).json().data).toEqual({
      available: true,
      bound: false,
      nickname: null,
      boundAt: null,
    });
    const returned = scan(await startBind(teacher.token), FANG);
    expect(returned.returnedTo).toBe('http://localhost/pc/account');
    const bound = await bind(teacher.token, returned);
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data).toMatchObject({ available: true, bound: true, nickname: '芳' });
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.wechat_bound'))).toHaveLength(1);

    const signedIn = await signIn(scan(await startSignIn(), FANG));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ userId: teacher.userId, appId: DEMO.appId, token_type: 'Bearer' });
  });

  it('accepts each state once, for its own purpose, and refuses a code WeChat has already redeemed', async () => {
    const returned = scan(await startSignIn(), FANG);
    expect((await signIn(returned)).statusCode).toBe(200);
    const replayed = await signIn(returned);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe(1028);
    // A binding's state cannot sign anyone in, nor can another account use it to bind.
    const bindReturn = scan(await startBind(teacher.token), FANG);
    expect((await signIn(bindReturn)).json().code).toBe(1028);
    const other = scan(await startBind(teacher.token), FANG);
    expect((await bind(backbone.token, other)).json().code).toBe(1028);
    // The stand-in answers 40163 for a code used twice: a fresh state with a spent code is refused.
    const fresh = await startSignIn();
    expect((await signIn({ code: returned.code, state: fresh.state })).json().code).toBe(1028);
  });

  it('refuses binding a WeChat another account of the district has (409), and keeps the first binding', async () => {
    const refused = await bind(backbone.token, scan(await startBind(backbone.token), FANG));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(1029);
    const links = await t.deps.db.select().from(wechatAccountLinks).where(eq(wechatAccountLinks.openid, FANG.openid));
    expect(links.map((link) => String(link.userId))).toEqual([teacher.userId]);
  });

  it("keeps tenants apart: the demo tenant's binding signs nobody in at Dongcheng, and a demo state is unknown there", async () => {
    const atDongcheng = await signIn(scan(await startSignIn(DONGCHENG), FANG), DONGCHENG);
    expect(atDongcheng.json().code).toBe(1026);
    const demoState = scan(await startSignIn(DEMO), FANG);
    expect((await signIn(demoState, DONGCHENG)).json().code).toBe(1028);
  });

  it('refuses bad input with 400 and writes nothing; the binding calls need a session', async () => {
    const states = await countRows(t.deps.db, wechatAuthStates);
    for (const body of [{}, { code: 'a b', state: 'x' }, { code: 'abc', state: 'x'.repeat(300) }, { code: 1, state: 'x' }]) {
      expect((await bind(teacher.token, body as never)).statusCode, JSON.stringify(body)).toBe(400);
      expect((await signIn(body as never)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await countRows(t.deps.db, wechatAuthStates)).toBe(states);
    for (const path of ['/oauthService/wechat/bindStart', '/oauthService/wechat/bind', '/oauthService/wechat/unbind']) {
      expect((await t.call('POST', path, { body: { code: 'abc', state: 'abc' } })).statusCode, path).toBe(401);
    }
    expect((await t.call('GET', '/oauthService/wechat/binding')).statusCode).toBe(401);
  });

  it('unbinds, audited, after which the scan no longer signs in', async () => {
    const unbound = await t.call('POST', '/oauthService/wechat/unbind', { token: teacher.token });
    expect(unbound.json().data).toEqual({ available: true, bound: false, nickname: null, boundAt: null });
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.wechat_unbound'))).toHaveLength(1);
    expect((await signIn(scan(await startSignIn(), FANG))).json().code).toBe(1026);
    // Now free, another account may bind it.
    expect((await bind(backbone.token, scan(await startBind(backbone.token), FANG))).statusCode).toBe(200);
    expect((await bind(teacher.token, scan(await startBind(teacher.token), QIANG))).json().data.nickname).toBe('强');
  });

  it('says WeChat is not set up where it is not', async () => {
    const plain = await t.twin({ WECHAT_OPEN_APP_ID: '', WECHAT_OPEN_APP_SECRET: '' });
    try {
      const off = await plain.call('POST', '/oauthService/wechat/signInStart');
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe(1027);
      expect((await plain.call('GET', '/oauthService/wechat/binding', { token: teacher.token })).json().data.available).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
