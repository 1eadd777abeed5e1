import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { sessions, users } from '@server/db/schema/identity';
import { quickLoginSettings, quickLoginTicketUses } from '@server/db/schema/quick-login';
import { tenants } from '@server/db/schema/tenants';
import { countRows } from '@server-test/support/db-state';
import { startTicketPortal, type TicketPortal } from '@server-test/support/portal-tickets';
import { createTestApp, DEMO, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';

// Quick login against a stand-in portal (its JWKS and back channel on a local port): one app for the file. The demo
// tenant and Dongcheng trust the same portal under different client ids, so a ticket minted for one is foreign to the other.
let t: TestApp;
let portal: TicketPortal;
let platformToken: string;
const ids = { demo: 0, dongcheng: 0, teacher: 0 };
const CLIENT = { clientId: 'yanxiu-demo', clientSecret: 'demo-secret-0123456789' };
const DONGCHENG_CLIENT_ID = 'yanxiu-dongcheng';
/** 王芳 (the demo teacher), as the portal knows her: found by her phone number. */
const TEACHER = { sub: 'portal-wangfang', name: '王芳', phone_number: '13800000001' };

const tenantIdOf = async (appId: string) =>
  (await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, appId)))[0]!.id;
const quickLogin = (body: unknown, tenant: TestTenant = DEMO) => t.call('POST', '/oauthService/quickLogin', { tenant, body });
const jtiFor = (
  person: Record<string, unknown> & { sub: string },
  options: Parameters<TicketPortal['mintJti']>[1] = { audience: CLIENT.clientId },
) => portal.mintJti(person, options);
const sessionCount = () => countRows(t.deps.db, sessions);
const ticketUseCount = () => countRows(t.deps.db, quickLoginTicketUses);

async function savePortal(tenantId: number, clientId: string) {
  const body = {
    tenantId: String(tenantId),
    version: 0,
    enabled: true,
    displayName: '统一身份认证',
    issuer: portal.issuer,
    clientId,
    clientSecret: CLIENT.clientSecret,
    scopes: ['openid', 'phone'],
    identifier: 'phone',
    claimName: 'phone_number',
    unknownPeople: 'refuse',
    provisionUnitId: null,
  };
  const saved = await t.call('POST', '/oauthService/manage/portal/save', { token: platformToken, body });
  expect(saved.statusCode, saved.body).toBe(200);
}

const settingsBody = (tenantId: number, change: Record<string, unknown> = {}) => ({
  tenantId: String(tenantId),
  enabled: true,
  jwksUri: portal.jwksUri,
  ticketUrl: portal.ticketUrl,
  maxTicketSeconds: 300,
  ...change,
});

beforeAll(async () => {
  [t, portal] = await Promise.all([createTestApp(), startTicketPortal(CLIENT)]);
  ids.demo = await tenantIdOf(DEMO.appId);
  ids.dongcheng = await tenantIdOf(DONGCHENG.appId);
  ids.teacher = (
    await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, ids.demo), eq(users.username, 'teacher')))
  )[0]!.id;
  platformToken = (await t.login('platform_admin')).access_token;
  await savePortal(ids.demo, CLIENT.clientId);
  await savePortal(ids.dongcheng, DONGCHENG_CLIENT_ID);
  for (const tenantId of [ids.demo, ids.dongcheng]) {
    const saved = await t.call('POST', '/oauthService/manage/quickLogin/save', { token: platformToken, body: settingsBody(tenantId) });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});

afterAll(async () => {
  await Promise.all([t.close(), portal.close()]);
});

describe('POST /oauthService/quickLogin with jti', () => {
  it('signs the person in once: the login info works, and the same ticket again is refused as used', async () => {
    const jti = await jtiFor(TEACHER);
    const first = await quickLogin({ jti });
    expect(first.statusCode, first.body).toBe(200);
    const info = first.json().data;
    expect(info).toMatchObject({ userId: String(ids.teacher), appId: DEMO.appId, token_type: 'Bearer', roles: ['teacher'] });
    expect(first.headers['cache-control']).toBe('no-store');
    const check = await t.call('GET', `/oauthService/checkToken/${info.tokenId}`, { token: info.access_token });
    expect(check.json().data).toMatchObject({ active: true, userId: String(ids.teacher) });

    const sessionsBefore = await sessionCount();
    const again = await quickLogin({ jti });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 1020, msg: '该登录链接已使用过，请从门户重新进入' });
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it('opens one session when two uses of a ticket arrive at once (the replay race)', async () => {
    const jti = await jtiFor(TEACHER);
    const sessionsBefore = await sessionCount();
    const answers = await Promise.all([quickLogin({ jti }), quickLogin({ jti }), quickLogin({ jti })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
    expect(answers.filter((answer) => answer.statusCode === 401).map((answer) => answer.json().code)).toEqual([1020, 1020]);
    expect(await sessionCount()).toBe(sessionsBefore + 1);
  });

  it('refuses an expired ticket, one living longer than the tenant allows, and one signed with a key the portal never published', async () => {
    const sessionsBefore = await sessionCount();
    const expired = await quickLogin({
      jti: await jtiFor(TEACHER, { audience: CLIENT.clientId, lifetimeSeconds: 60, issuedAgoSeconds: 600 }),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(1021);
    const longLived = await quickLogin({ jti: await jtiFor(TEACHER, { audience: CLIENT.clientId, lifetimeSeconds: 86_400 }) });
    expect(longLived.json().code).toBe(1022);
    const forged = await quickLogin({ jti: await jtiFor(TEACHER, { audience: CLIENT.clientId, foreignKey: true }) });
    expect(forged.json().code).toBe(1022);
    const otherIssuer = await quickLogin({
      jti: await jtiFor(TEACHER, { audience: CLIENT.clientId, issuer: 'https://portal.elsewhere.example' }),
    });
    expect(otherIssuer.json().code).toBe(1022);
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it("refuses another tenant's ticket: minted for Dongcheng's client, used at the demo tenant, and the reverse", async () => {
    const forDongcheng = await jtiFor(TEACHER, { audience: DONGCHENG_CLIENT_ID });
    const atDemo = await quickLogin({ jti: forDongcheng });
    expect(atDemo.statusCode).toBe(401);
    expect(atDemo.json().code).toBe(1022);
    const atDongcheng = await quickLogin({ jti: await jtiFor(TEACHER) }, DONGCHENG);
    expect(atDongcheng.json().code).toBe(1022);
  });

  it('refuses a person the platform does not know, and burns nothing for tickets that never verified', async () => {
    const usesBefore = await ticketUseCount();
    const stranger = await quickLogin({ jti: await jtiFor({ sub: 'portal-stranger', phone_number: '13999999999' }) });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe(1024);
    expect(await ticketUseCount()).toBe(usesBefore + 1);
    await quickLogin({ jti: await jtiFor(TEACHER, { audience: CLIENT.clientId, foreignKey: true }) });
    expect(await ticketUseCount()).toBe(usesBefore + 1);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const usesBefore = await ticketUseCount();
    for (const body of [{}, { jti: await jtiFor(TEACHER), rpcid: 'abc' }, { rpcid: 'a/b' }, { jti: 'x'.repeat(5000) }, { jti: 12 }]) {
      const refused = await quickLogin(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe(4000);
    }
    const garbage = await quickLogin({ jti: 'not-a-jwt' });
    expect(garbage.json().code).toBe(1022);
    expect(await ticketUseCount()).toBe(usesBefore);
  });
});

describe('POST /oauthService/quickLogin with rpcid', () => {
  it('exchanges the ticket over the back channel, registers the sign-in (type=DLDJ) and signs the person in once', async () => {
    const rpcid = portal.issueRpcid(TEACHER);
    const signedIn = await quickLogin({ rpcid });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.userId).toBe(String(ids.teacher));
    expect(portal.registered).toContain(rpcid);
    expect(portal.calls.unauthorised).toBe(0);
    const replayed = await quickLogin({ rpcid });
    expect(replayed.json().code).toBe(1020);
  });

  it("refuses a ticket the portal does not know, and one of the demo tenant's tickets at Dongcheng once it was used", async () => {
    const unknown = await quickLogin({ rpcid: 'no-such-ticket' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(1022);
    const rpcid = portal.issueRpcid(TEACHER);
    expect((await quickLogin({ rpcid })).statusCode).toBe(200);
    expect((await quickLogin({ rpcid }, DONGCHENG)).json().code).toBe(1022);
  });

  it('answers 502 when the portal is out of reach and leaves the ticket usable', async () => {
    const [row] = await t.deps.db.select().from(quickLoginSettings).where(eq(quickLoginSettings.tenantId, ids.demo));
    await t.deps.db
      .update(quickLoginSettings)
      .set({ ticketUrl: 'http://127.0.0.1:9/tickets/{token}' })
      .where(eq(quickLoginSettings.tenantId, ids.demo));
    const rpcid = portal.issueRpcid(TEACHER);
    const usesBefore = await ticketUseCount();
    try {
      const down = await quickLogin({ rpcid });
      expect(down.statusCode).toBe(502);
      expect(down.json().code).toBe(1025);
      expect(await ticketUseCount()).toBe(usesBefore);
    } finally {
      await t.deps.db.update(quickLoginSettings).set({ ticketUrl: row!.ticketUrl }).where(eq(quickLoginSettings.tenantId, ids.demo));
    }
    expect((await quickLogin({ rpcid })).statusCode).toBe(200);
  });

  it('refuses every link where the tenant has not set quick login up', async () => {
    const off = await quickLogin({ rpcid: portal.issueRpcid(TEACHER) }, { host: 'xicheng.localhost', appId: 'yx110102' });
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe(1023);
  });
});

describe('quick-login settings (platform staff)', () => {
  it('reads and saves a tenant’s settings, audited', async () => {
    const detail = await t.call('GET', '/oauthService/manage/quickLogin/detail', {
      token: platformToken,
      query: { tenantId: String(ids.dongcheng) },
    });
    expect(detail.json().data).toEqual(settingsBody(ids.dongcheng));
    const saved = await t.call('POST', '/oauthService/manage/quickLogin/save', {
      token: platformToken,
      body: settingsBody(ids.dongcheng, { maxTicketSeconds: 120 }),
    });
    expect(saved.json().data.maxTicketSeconds).toBe(120);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.quick_login_settings_saved'));
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad input (plain http elsewhere, a ticket address without {token}) and writes nothing', async () => {
    const before = await t.deps.db.select().from(quickLoginSettings).where(eq(quickLoginSettings.tenantId, ids.dongcheng));
    for (const change of [
      { jwksUri: 'http://portal.example/jwks' },
      { ticketUrl: 'https://portal.example/tickets' },
      { maxTicketSeconds: 5 },
    ]) {
      const refused = await t.call('POST', '/oauthService/manage/quickLogin/save', {
        token: platformToken,
        body: settingsBody(ids.dongcheng, change),
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(await t.deps.db.select().from(quickLoginSettings).where(eq(quickLoginSettings.tenantId, ids.dongcheng))).toEqual(before);
  });

  it('is for platform staff only: no session 401, a district admin 403, an unknown tenant 404', async () => {
    const body = settingsBody(ids.dongcheng);
    expect((await t.call('POST', '/oauthService/manage/quickLogin/save', { body })).statusCode).toBe(401);
    const districtAdmin = (await t.login('district_admin', DONGCHENG)).access_token;
    const refused = await t.call('POST', '/oauthService/manage/quickLogin/save', { tenant: DONGCHENG, token: districtAdmin, body });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.call('GET', '/oauthService/manage/quickLogin/detail', { token: platformToken, query: { tenantId: '999999' } });
    expect(unknown.statusCode).toBe(404);
  });
});
