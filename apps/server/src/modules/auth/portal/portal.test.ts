import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { sessions, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { identityProviders, portalAccountLinks, userIdentifiers } from '@server/db/schema/portal-sign-in';
import { tenants } from '@server/db/schema/tenants';
import { followToCallback, startOidcProvider, type TestOidcProvider } from '@server-test/support/oidc-provider';
import { createTestApp, DEMO, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';

// Portal single sign-on against a real OpenID provider (oidc-provider on a local port): one app and two providers
// (the demo tenant's and Dongcheng's) for the file; each test signs in afresh.
let t: TestApp;
let demoPortal: TestOidcProvider;
let dongchengPortal: TestOidcProvider;
let platformToken: string;
const ids = { demo: 0, dongcheng: 0, teacher: 0 };

const DEMO_CLIENT = { client_id: 'yanxiu-demo', client_secret: 'demo-secret-0123456789' };
const DONGCHENG_CLIENT = { client_id: 'yanxiu-dongcheng', client_secret: 'dongcheng-secret-0123456789' };
const redirectOf = (tenant: TestTenant) => `http://${tenant.host}/pc/login/portal`;
const clientOf = (tenant: TestTenant, client: { client_id: string; client_secret: string }) => ({
  ...client,
  redirect_uris: [redirectOf(tenant)],
  post_logout_redirect_uris: [`http://${tenant.host}/pc/login`],
  backchannel_logout_uri: `http://${tenant.host}/api/oauthService/portal/backchannelLogout?appId=${tenant.appId}`,
  backchannel_logout_session_required: true,
});

const tenantIdOf = async (appId: string) =>
  (await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, appId)))[0]!.id;
const userIdOf = async (tenantId: number, username: string) =>
  (
    await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.username, username)))
  )[0]!.id;

function saveBody(
  tenantId: number,
  portal: TestOidcProvider,
  client: { client_id: string; client_secret: string },
  change: Record<string, unknown> = {},
) {
  return {
    tenantId: String(tenantId),
    version: 0,
    enabled: true,
    displayName: '统一身份认证',
    issuer: portal.issuer,
    clientId: client.client_id,
    clientSecret: client.client_secret,
    scopes: ['openid', 'profile', 'employee', 'phone'],
    identifier: 'employeeNumber',
    claimName: 'employee_number',
    unknownPeople: 'refuse',
    provisionUnitId: null,
    ...change,
  };
}

/** Starts a sign-in in `tenant` and lets `subject` sign in at `portal`: the callback query and binding the browser would bring back. */
async function throughPortal(tenant: TestTenant, portal: TestOidcProvider, subject: string, returnTo = '/pc/myTraining') {
  portal.signInAs(subject);
  const start = await t.call('POST', '/oauthService/portal/start', { tenant, body: { redirectUri: redirectOf(tenant), returnTo } });
  expect(start.statusCode, start.body).toBe(200);
  const { authorizationUrl, binding } = start.json().data as { authorizationUrl: string; binding: string };
  expect(authorizationUrl).toContain('code_challenge_method=S256');
  const back = await followToCallback(authorizationUrl, redirectOf(tenant));
  return { callbackQuery: back.search, binding };
}

const complete = (tenant: TestTenant, body: { callbackQuery: string; binding: string }) =>
  t.call('POST', '/oauthService/portal/callback', { tenant, body });

beforeAll(async () => {
  const people = {
    'emp-1001': { name: '王芳', employee_number: 'E1001' },
    'stranger-1': { name: '新老师', employee_number: 'E9999' },
    'dc-teacher': { name: '东城老师', phone_number: '+86 138-0000-0001' },
  };
  [t, demoPortal, dongchengPortal] = await Promise.all([
    createTestApp(),
    startOidcProvider({ clients: [clientOf(DEMO, DEMO_CLIENT)], people }),
    startOidcProvider({ clients: [clientOf(DONGCHENG, DONGCHENG_CLIENT)], people }),
  ]);
  ids.demo = await tenantIdOf('yxdemo');
  ids.dongcheng = await tenantIdOf('yx110101');
  ids.teacher = await userIdOf(ids.demo, 'teacher');
  await t.deps.db.insert(userIdentifiers).values({ tenantId: ids.demo, kind: 'employeeNumber', value: 'E1001', userId: ids.teacher });
  platformToken = (await t.login('platform_admin')).access_token;
  const demoSaved = await t.call('POST', '/oauthService/manage/portal/save', {
    token: platformToken,
    body: saveBody(ids.demo, demoPortal, DEMO_CLIENT),
  });
  expect(demoSaved.statusCode, demoSaved.body).toBe(200);
  const dcSaved = await t.call('POST', '/oauthService/manage/portal/save', {
    token: platformToken,
    body: saveBody(ids.dongcheng, dongchengPortal, DONGCHENG_CLIENT, { identifier: 'phone', claimName: 'phone_number' }),
  });
  expect(dcSaved.statusCode, dcSaved.body).toBe(200);
});

afterAll(async () => {
  await Promise.all([t.close(), demoPortal.close(), dongchengPortal.close()]);
});

describe('portal sign-in', () => {
  it('signs a known person in through the portal, links the account and returns to the page asked for', async () => {
    expect((await t.call('GET', '/oauthService/portal/status')).json().data).toEqual({ enabled: true, displayName: '统一身份认证' });
    const signedIn = await complete(DEMO, await throughPortal(DEMO, demoPortal, 'emp-1001'));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { loginInfo, returnTo } = signedIn.json().data;
    expect(returnTo).toBe('/pc/myTraining');
    expect(loginInfo).toMatchObject({ userId: String(ids.teacher), appId: 'yxdemo', token_type: 'Bearer' });
    const check = await t.call('GET', `/oauthService/checkToken/${loginInfo.tokenId}`, { token: loginInfo.access_token });
    expect(check.json().data).toMatchObject({ active: true, userId: String(ids.teacher) });
    const links = await t.deps.db.select().from(portalAccountLinks).where(eq(portalAccountLinks.subject, 'emp-1001'));
    expect(links).toMatchObject([{ tenantId: ids.demo, issuer: demoPortal.issuer, userId: ids.teacher }]);
  });

  it('signs in by phone in another tenant with its own portal, and refuses a flow carried to the other tenant', async () => {
    const signedIn = await complete(DONGCHENG, await throughPortal(DONGCHENG, dongchengPortal, 'dc-teacher'));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.loginInfo).toMatchObject({ userId: String(await userIdOf(ids.dongcheng, 'teacher')), appId: 'yx110101' });
    const carried = await complete(DONGCHENG, await throughPortal(DEMO, demoPortal, 'emp-1001'));
    expect(carried.json()).toMatchObject({ code: 1011 });
    expect(carried.statusCode).toBe(401);
  });

  it('refuses a wrong state, another browser, a replayed callback and a replayed code', async () => {
    const flow = await throughPortal(DEMO, demoPortal, 'emp-1001');
    const wrongState = flow.callbackQuery.replace(/state=[^&]+/, 'state=not-the-state');
    expect((await complete(DEMO, { ...flow, callbackQuery: wrongState })).json().code).toBe(1011);
    expect((await complete(DEMO, { ...flow, binding: 'another-browser-binding-value' })).json().code).toBe(1011);
    expect((await complete(DEMO, flow)).json().code).toBe(1011);

    const used = await throughPortal(DEMO, demoPortal, 'emp-1001');
    expect((await complete(DEMO, used)).statusCode).toBe(200);
    expect((await complete(DEMO, used)).json().code).toBe(1011);
    const fresh = await throughPortal(DEMO, demoPortal, 'emp-1001');
    const code = new URLSearchParams(used.callbackQuery).get('code')!;
    const replayed = await complete(DEMO, { ...fresh, callbackQuery: fresh.callbackQuery.replace(/code=[^&]+/, `code=${code}`) });
    expect(replayed.json().code).toBe(1011);
  });

  it('refuses an expired ID token and one signed with a key the portal never published', async () => {
    const before = await t.deps.db.$count(sessions);
    const expired = await throughPortal(DEMO, demoPortal, 'emp-1001');
    demoPortal.tamperNextIdToken((claims, sign) =>
      sign({ ...claims, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    expect((await complete(DEMO, expired)).json().code).toBe(1011);
    const forged = await throughPortal(DEMO, demoPortal, 'emp-1001');
    demoPortal.tamperNextIdToken((claims, sign) => sign(claims, { foreignKey: true }));
    expect((await complete(DEMO, forged)).json().code).toBe(1011);
    expect(await t.deps.db.$count(sessions)).toBe(before);
  });

  it('refuses an unknown person, or provisions them into the chosen school where the tenant says so', async () => {
    const refused = await complete(DEMO, await throughPortal(DEMO, demoPortal, 'stranger-1'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(1024);

    const school = (
      await t.deps.db
        .select({ id: orgUnits.id })
        .from(orgUnits)
        .where(and(eq(orgUnits.tenantId, ids.demo), eq(orgUnits.level, 1)))
        .limit(1)
    )[0]!;
    const version = (
      await t.deps.db.select({ version: identityProviders.version }).from(identityProviders).where(eq(identityProviders.tenantId, ids.demo))
    )[0]!.version;
    const saved = await t.call('POST', '/oauthService/manage/portal/save', {
      token: platformToken,
      body: {
        ...saveBody(ids.demo, demoPortal, DEMO_CLIENT, { unknownPeople: 'provision', provisionUnitId: String(school.id), version }),
        clientSecret: undefined,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const provisioned = await complete(DEMO, await throughPortal(DEMO, demoPortal, 'stranger-1'));
    expect(provisioned.statusCode, provisioned.body).toBe(200);
    const userId = Number(provisioned.json().data.loginInfo.userId);
    const [account] = await t.deps.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, ids.demo), eq(users.id, userId)));
    expect(account).toMatchObject({ name: '新老师', orgUnitId: school.id, roles: ['teacher'] });
    expect(await t.deps.db.select().from(userIdentifiers).where(eq(userIdentifiers.userId, userId))).toMatchObject([
      { kind: 'employeeNumber', value: 'E9999' },
    ]);
    const back = await t.call('POST', '/oauthService/manage/portal/save', {
      token: platformToken,
      body: { ...saveBody(ids.demo, demoPortal, DEMO_CLIENT, { version: saved.json().data.version }), clientSecret: undefined },
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('portal logout', () => {
  it("ends our session and answers the portal's end-session address with the ID token hint", async () => {
    const { loginInfo } = (await complete(DEMO, await throughPortal(DEMO, demoPortal, 'emp-1001'))).json().data;
    const other = (await t.login('backbone')).tokenId;
    expect((await t.call('POST', `/oauthService/portal/logout/${other}`, { token: loginInfo.access_token })).statusCode).toBe(403);
    const out = await t.call('POST', `/oauthService/portal/logout/${loginInfo.tokenId}`, { token: loginInfo.access_token });
    expect(out.statusCode, out.body).toBe(200);
    const endSession = new URL(out.json().data.endSessionUrl);
    expect(endSession.origin).toBe(demoPortal.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost/pc/login');
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await t.call('GET', `/oauthService/checkToken/${loginInfo.tokenId}`, { token: loginInfo.access_token })).statusCode).toBe(401);
    // A password session has no portal to leave.
    const password = await t.login('teacher');
    expect((await t.call('POST', `/oauthService/portal/logout/${password.tokenId}`, { token: password.access_token })).json().data).toEqual(
      { endSessionUrl: null },
    );
    expect((await t.call('POST', `/oauthService/portal/logout/${password.tokenId}`)).statusCode).toBe(401);
  });

  it("ends that person's portal sessions on a valid back-channel logout token and refuses forged ones", async () => {
    const first = (await complete(DEMO, await throughPortal(DEMO, demoPortal, 'emp-1001'))).json().data.loginInfo;
    const second = (await complete(DEMO, await throughPortal(DEMO, demoPortal, 'emp-1001'))).json().data.loginInfo;
    const password = await t.login('teacher');
    const post = (logoutToken: string, tenant: TestTenant = DEMO) =>
      t.call('POST', '/oauthService/portal/backchannelLogout', {
        tenant,
        body: `logout_token=${logoutToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const alive = async (info: { tokenId: string; access_token: string }) =>
      (await t.call('GET', `/oauthService/checkToken/${info.tokenId}`, { token: info.access_token })).statusCode === 200;

    const forged = await post(await demoPortal.logoutToken(DEMO_CLIENT.client_id, { sub: 'emp-1001' }, { foreignKey: true }));
    expect(forged.statusCode).toBe(401);
    expect((await post(await demoPortal.logoutToken('another-client', { sub: 'emp-1001' }))).statusCode).toBe(401);
    expect((await post(await demoPortal.logoutToken(DEMO_CLIENT.client_id, { sub: 'emp-1001', nonce: 'n' }))).statusCode).toBe(401);
    // Dongcheng's portal cannot end the demo tenant's sessions, nor the demo portal Dongcheng's.
    expect((await post(await dongchengPortal.logoutToken(DONGCHENG_CLIENT.client_id, { sub: 'emp-1001' }))).statusCode).toBe(401);
    expect((await post(await demoPortal.logoutToken(DEMO_CLIENT.client_id, { sub: 'emp-1001' }), DONGCHENG)).statusCode).toBe(401);
    expect([await alive(first), await alive(second)]).toEqual([true, true]);

    const ended = await post(await demoPortal.logoutToken(DEMO_CLIENT.client_id, { sub: 'emp-1001' }));
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.endedSessions).toBeGreaterThanOrEqual(2);
    expect([await alive(first), await alive(second), await alive(password)]).toEqual([false, false, true]);
    expect(await t.deps.db.$count(auditLog, eq(auditLog.action, 'auth.portal_back_channel_logout'))).toBe(1);
  });
});

describe('portal settings (platform staff)', () => {
  it('keeps the client secret sealed and write-only', async () => {
    const detail = await t.call('GET', '/oauthService/manage/portal/detail', {
      token: platformToken,
      query: { tenantId: String(ids.dongcheng) },
    });
    expect(detail.json().data).toMatchObject({ configured: true, clientSecretSet: true, identifier: 'phone', version: 1 });
    expect(detail.body).not.toContain(DONGCHENG_CLIENT.client_secret);
    const [row] = await t.deps.db.select().from(identityProviders).where(eq(identityProviders.tenantId, ids.dongcheng));
    expect(row!.clientSecretSealed).not.toContain(DONGCHENG_CLIENT.client_secret);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.identity_provider_saved'));
    expect(JSON.stringify(audits)).not.toContain(DONGCHENG_CLIENT.client_secret);
  });

  it('refuses bad input, a stale version, no session, other roles and an unknown tenant, writing nothing', async () => {
    const save = (body: unknown, token = platformToken) => t.call('POST', '/oauthService/manage/portal/save', { token, body });
    const fresh = saveBody(ids.dongcheng, dongchengPortal, DONGCHENG_CLIENT, { version: 1, displayName: 'changed' });
    expect((await save({ ...fresh, issuer: 'ftp://portal' })).statusCode).toBe(400);
    expect((await save({ ...fresh, unknownPeople: 'provision', provisionUnitId: null })).statusCode).toBe(400);
    expect((await save({ ...fresh, issuer: 'http://portal.example.com' })).statusCode).toBe(422);
    const demoSchool = (
      await t.deps.db
        .select({ id: orgUnits.id })
        .from(orgUnits)
        .where(and(eq(orgUnits.tenantId, ids.demo), eq(orgUnits.level, 1)))
        .limit(1)
    )[0]!;
    expect((await save({ ...fresh, unknownPeople: 'provision', provisionUnitId: String(demoSchool.id) })).statusCode).toBe(422);
    expect((await save({ ...fresh, version: 0 })).statusCode).toBe(409);
    expect((await t.call('POST', '/oauthService/manage/portal/save', { body: fresh })).statusCode).toBe(401);
    expect((await save(fresh, (await t.login('district_admin')).access_token)).statusCode).toBe(403);
    expect((await save({ ...fresh, tenantId: '999999' })).statusCode).toBe(404);
    const detail = await t.call('GET', '/oauthService/manage/portal/detail', {
      token: (await t.login('teacher')).access_token,
      query: { tenantId: String(ids.demo) },
    });
    expect(detail.statusCode).toBe(403);
    const [row] = await t.deps.db.select().from(identityProviders).where(eq(identityProviders.tenantId, ids.dongcheng));
    expect(row).toMatchObject({ displayName: '统一身份认证', version: 1 });
  });

  it('answers that a tenant without a portal offers none, and refuses to start there', async () => {
    const chaoyang = { host: 'chaoyang.localhost', appId: 'yx110105' };
    expect((await t.call('GET', '/oauthService/portal/status', { tenant: chaoyang })).json().data).toEqual({
      enabled: false,
      displayName: null,
    });
    const start = await t.call('POST', '/oauthService/portal/start', { tenant: chaoyang, body: { redirectUri: redirectOf(chaoyang) } });
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe(1010);
    const offsite = await t.call('POST', '/oauthService/portal/start', {
      body: { redirectUri: 'http://localhost/pc/elsewhere', returnTo: '//evil.example/' },
    });
    expect(offsite.statusCode).toBe(400);
  });
});
