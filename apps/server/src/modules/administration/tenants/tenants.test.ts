import { createHash, randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DEMO, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';
import { minimalPng } from '@server/platform/storage/storage.fixtures';
import { prepareDatabase } from '@server/bootstrap';

// Tenant settings (platform staff), branding (district staff) and the public logo. One app for the file; the demo
// tenant's `idle` account is made the platform administrator (no demo account holds that role).
let t: TestApp;
const who: Record<string, LoginInfo> = {};
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db
    .update(users)
    .set({ roles: ['platform_admin'] })
    .where(eq(users.username, 'idle'));
  for (const name of ['idle', 'district_admin', 'school_admin', 'teacher']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  ids = Object.fromEntries(
    (await t.deps.db.select({ id: tenants.id, appId: tenants.appId }).from(tenants)).map((row) => [row.appId, String(row.id)]),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, viewer: LoginInfo | undefined, query: Record<string, string> = {}, tenant: TestTenant = DEMO) =>
  t.call('GET', `/administration/manage/${path}`, { tenant, query, ...(viewer ? { token: viewer.access_token } : {}) });
const post = (path: string, viewer: LoginInfo | undefined, body: unknown, tenant: TestTenant = DEMO) =>
  t.call('POST', `/administration/manage/${path}`, { tenant, body, ...(viewer ? { token: viewer.access_token } : {}) });
const expectError = (response: { statusCode: number; json(): { code: number } }, status: number, code: number) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json().code).toBe(code);
};
const appInfoOf = async (hostname: string) => {
  const timestamp = String(Date.now());
  // Signed as the web client signs it (docs/api.md): SHA-256 hex of the secret followed by the timestamp.
  const sig = createHash('sha256')
    .update(t.deps.config.APP_INFO_SECRET + timestamp)
    .digest('hex');
  return t.call('POST', '/baseData/app-info/search', {
    withoutAppId: true,
    query: { sig, appKey: t.deps.config.APP_INFO_KEY, timestamp },
    body: { where: { domain_like: hostname } },
  });
};
async function uploadLogo(viewer: LoginInfo, bytes = minimalPng(32), tenant: TestTenant = DEMO) {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return t.call('POST', '/files', {
    tenant,
    token: viewer.access_token,
    query: { purpose: 'logo' },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
const tenantRow = async (appId: string) => (await t.deps.db.select().from(tenants).where(eq(tenants.appId, appId)))[0]!;

describe('tenant settings (platform staff)', () => {
  it('lists every tenant and one tenant in full, to platform staff only', async () => {
    const list = await get('tenants/list', who.idle);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((tenant: { appId: string }) => tenant.appId)).toEqual(
      expect.arrayContaining(['yxdemo', 'yx110101', 'yx110109']),
    );
    const detail = await get('tenants/detail', who.idle, { tenantId: ids.yx110101! });
    expect(detail.json().data).toMatchObject({
      appId: 'yx110101',
      districtCode: '110101',
      hostnames: ['dongcheng.localhost'],
      version: 1,
      signInPolicy: {
        passwordMinLength: 8,
        passwordNeedsLettersAndDigits: true,
        lockoutAfterFailures: 0,
        lockoutMinutes: 15,
        idleLogoutMinutes: 15,
      },
      learning: { completionShare: 0.95 },
    });
    for (const name of ['district_admin', 'school_admin', 'teacher']) expectError(await get('tenants/list', who[name]), 403, 4003);
    expectError(await get('tenants/list', undefined), 401, 1001);
    expectError(await get('tenants/list', who.idle, {}, DONGCHENG), 401, 1001);
    expectError(await get('tenants/detail', who.idle, { tenantId: 'x1' }), 400, 4000);
    expectError(await get('tenants/detail', who.idle, { tenantId: '999999' }), 404, 4004);
  });

  it('saves names, hostnames, language, policy and learning settings, audited, and the new hostname is served at once', async () => {
    const current = (await get('tenants/detail', who.idle, { tenantId: ids.yx110101! })).json().data;
    const body = {
      ...current,
      name: '东城区研修',
      hostnames: ['dongcheng.localhost', 'DC.Example.org'],
      defaultLocale: 'en-US',
      loginLogo: { keep: true },
      signInPolicy: { ...current.signInPolicy, passwordMinLength: 10, lockoutAfterFailures: 5, idleLogoutMinutes: 20 },
      learning: { completionShare: 0.9, presenceEveryMinutes: null, presenceAnswerSeconds: 90 },
    };
    delete body.appId;
    const saved = await post('tenants/save', who.idle, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      version: 2,
      name: '东城区研修',
      hostnames: ['dongcheng.localhost', 'dc.example.org'],
      defaultLocale: 'en-US',
    });
    expect(saved.json().data.learning).toEqual(body.learning);
    // The resolver forgot what it remembered: the new name answers now, with the new policy for the web's idle timer.
    const info = (await appInfoOf('dc.example.org')).json().data[0];
    expect(info).toMatchObject({
      appId: 'yx110101',
      name: '东城区研修',
      defaultLocale: 'en-US',
      signInPolicy: { passwordMinLength: 10, idleLogoutMinutes: 20 },
    });
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'administration.tenant_saved'));
    expect(audit).toMatchObject({
      entityType: 'tenant',
      entityId: 'yx110101',
      before: { name: '东城区教师研修平台' },
      after: { name: '东城区研修' },
    });
    // A stale version is refused.
    expectError(await post('tenants/save', who.idle, body), 409, 4010);
    // The start-up sync of the shipped tenant list keeps what staff set.
    await prepareDatabase(t.deps);
    expect(await tenantRow('yx110101')).toMatchObject({
      name: '东城区研修',
      hostnames: ['dongcheng.localhost', 'dc.example.org'],
      version: 2,
    });
  });

  it('refuses a hostname or district code of another tenant, bad input and other roles, writing nothing', async () => {
    const current = (await get('tenants/detail', who.idle, { tenantId: ids.yx110102! })).json().data;
    const body = { ...current, loginLogo: { keep: true } };
    delete body.appId;
    const before = await tenantRow('yx110102');
    const audits = await countRows(t.deps.db, auditLog);
    const taken = await post('tenants/save', who.idle, { ...body, hostnames: ['xicheng.localhost', 'haidian.localhost'] });
    expectError(taken, 422, 4022);
    expect(taken.json().data.issues[0].path).toBe('body.hostnames.1');
    expectError(await post('tenants/save', who.idle, { ...body, districtCode: '110108' }), 422, 4022);
    expectError(await post('tenants/save', who.idle, { ...body, hostnames: ['not a host'] }), 400, 4000);
    expectError(await post('tenants/save', who.idle, { ...body, hostnames: ['localhost'] }), 400, 4000);
    expectError(await post('tenants/save', who.idle, { ...body, signInPolicy: { ...body.signInPolicy, passwordMinLength: 6 } }), 400, 4000);
    expectError(
      await post('tenants/save', who.idle, { ...body, loginLogo: { fileId: '00000000-0000-4000-8000-000000000000' } }),
      422,
      4022,
    );
    expectError(await post('tenants/save', who.district_admin, body), 403, 4003);
    expectError(await post('tenants/save', undefined, body), 401, 1001);
    expectError(await post('tenants/save', who.dongchengAdmin, body, DONGCHENG), 403, 4003);
    expect(await tenantRow('yx110102')).toEqual(before);
    expect(await countRows(t.deps.db, auditLog)).toBe(audits);
  });
});

describe('branding and the login logo', () => {
  it("lets district staff set their own tenant's names and an uploaded logo, served without a session as the page icon", async () => {
    const branding = await get('branding', who.district_admin);
    expect(branding.json().data).toMatchObject({ name: '研修示范区', loginLogo: '/pc/tenant-logos/demo.svg' });
    const png = minimalPng(48);
    const uploaded = await uploadLogo(who.district_admin!, png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const saved = await post('branding/save', who.district_admin, {
      version: branding.json().data.version,
      name: '研修示范区',
      nameEn: 'Demo',
      loginLogo: { fileId: uploaded.json().data.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoPath: string = saved.json().data.loginLogo;
    expect(logoPath).toMatch(/^\/api\/baseData\/app-info\/logo\?appId=yxdemo&v=\d+$/);
    expect((await appInfoOf('localhost')).json().data[0]).toMatchObject({ nameEn: 'Demo', loginLogo: logoPath });
    const served = await t.app.inject({ method: 'GET', url: logoPath, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    // Another tenant's host has no such logo; the file in use cannot be deleted.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/baseData/app-info/logo?appId=yx110101', headers: { host: DONGCHENG.host } }))
        .statusCode,
    ).toBe(404);
    expectError(await t.call('DELETE', `/files/${uploaded.json().data.id}`, { token: who.district_admin!.access_token }), 409, 4009);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'administration.branding_saved'), eq(auditLog.entityId, 'yxdemo')));
    expect(audit[0]).toMatchObject({ before: { nameEn: 'Yanxiu Demo District' }, after: { nameEn: 'Demo', loginLogo: logoPath } });
  });

  it('refuses bad input, other roles, no session and another tenant, writing nothing', async () => {
    const before = await tenantRow('yxdemo');
    const body = { version: before.version, name: '改名', nameEn: 'Renamed', loginLogo: null };
    expectError(await post('branding/save', who.district_admin, { ...body, name: '' }), 400, 4000);
    expectError(await post('branding/save', who.district_admin, { ...body, version: before.version - 1 }), 409, 4010);
    const cover = await t.call('POST', '/files', {
      token: who.teacher!.access_token,
      query: { purpose: 'logo' },
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expectError(cover, 403, 4003);
    expectError(await post('branding/save', who.school_admin, body), 403, 4003);
    expectError(await post('branding/save', who.teacher, body), 403, 4003);
    expectError(await get('branding', who.school_admin), 403, 4003);
    expectError(await post('branding/save', undefined, body), 401, 1001);
    expectError(await post('branding/save', who.dongchengAdmin, body), 401, 1001);
    expect(await tenantRow('yxdemo')).toEqual(before);
    // Dongcheng's admin renames Dongcheng only.
    const own = (await get('branding', who.dongchengAdmin, {}, DONGCHENG)).json().data;
    expect((await post('branding/save', who.dongchengAdmin, { ...body, version: own.version }, DONGCHENG)).statusCode).toBe(200);
    expect((await tenantRow('yxdemo')).name).toBe(before.name);
    expect((await tenantRow('yx110101')).name).toBe('改名');
  });
});
