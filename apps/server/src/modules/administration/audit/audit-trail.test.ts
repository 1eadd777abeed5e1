import type { LoginInfo } from '@yanxiu/contract/auth';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DEMO, DONGCHENG, DEMO_PASSWORD, type TestApp, type TestTenant } from '@server-test/support/test-app';

// The audit trail page's calls: read-only, filtered, paged, exported; scoped to the tenant, platform staff across.
let t: TestApp;
const who: Record<string, LoginInfo> = {};
let dongchengId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.update(users).set({ roles: ['platform_admin'] }).where(eq(users.username, 'idle'));
  for (const name of ['idle', 'district_admin', 'school_admin', 'teacher']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  dongchengId = String((await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yx110101')))[0]!.id);
  // Audited events to read: a password change in the demo tenant, and one in Dongcheng.
  await t.call('POST', '/oauthService/changePassword', { token: who.teacher!.access_token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Qz7#mountain9river' } });
  await t.call('POST', '/oauthService/changePassword', {
    tenant: DONGCHENG,
    token: who.dongchengAdmin!.access_token,
    body: { oldPassword: DEMO_PASSWORD, newPassword: 'Lk4$harbour7stone' },
  });
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, viewer: LoginInfo | undefined, query: Record<string, string> = {}, tenant: TestTenant = DEMO) =>
  t.call('GET', `/administration/manage/audit/${path}`, { tenant, query, ...(viewer ? { token: viewer.access_token } : {}) });
const expectError = (response: { statusCode: number; body: string; json(): { code: number } }, status: number, code: number) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
};

describe('GET audit/list', () => {
  it('answers who did what to whom and when, newest first, filtered and paged', async () => {
    const all = await get('list', who.district_admin, { size: '100' });
    expect(all.statusCode).toBe(200);
    const changed = all.json().data.records.find((entry: { action: string }) => entry.action === 'auth.password_changed');
    expect(changed).toMatchObject({ actorName: '王芳', actorUsername: 'teacher', entityType: 'user', after: { endedSessions: expect.any(Number) } });
    expect(changed.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const byAction = await get('list', who.district_admin, { action: 'auth.password_changed' });
    expect(byAction.json().data.records.map((entry: { actorUsername: string }) => entry.actorUsername)).toEqual(['teacher']);
    expect((await get('list', who.district_admin, { actor: '王' })).json().data.records.every((entry: { actorName: string }) => entry.actorName.includes('王'))).toBe(true);
    expect((await get('list', who.district_admin, { actorId: changed.actorId, entityType: 'user', entityId: changed.entityId })).json().data.total).toBe(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await get('list', who.district_admin, { from: future })).json().data.total).toBe(0);
    expect((await get('list', who.district_admin, { to: future, action: 'auth.password_changed' })).json().data.total).toBe(1);
    const page = (await get('list', who.district_admin, { size: '1', current: '2' })).json().data;
    expect(page).toMatchObject({ size: 1, current: 2, total: all.json().data.total });
    expect(page.records).toHaveLength(all.json().data.total >= 2 ? 1 : 0);
    // Dongcheng's entries never show in the demo tenant's trail.
    expect(all.json().data.records.some((entry: { actorUsername: string | null; entityId: string }) => entry.actorUsername === 'district_admin' && entry.entityId === who.dongchengAdmin!.userId)).toBe(false);
  });

  it('lets platform staff read another tenant, and nobody else', async () => {
    const other = await get('list', who.idle, { tenantId: dongchengId, action: 'auth.password_changed' });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.records.map((entry: { actorUsername: string }) => entry.actorUsername)).toEqual(['district_admin']);
    expectError(await get('list', who.district_admin, { tenantId: dongchengId }), 403, 4003);
    expectError(await get('list', who.idle, { tenantId: '999999' }), 404, 4004);
    // Dongcheng's own admin reads Dongcheng's trail on its host.
    expect((await get('list', who.dongchengAdmin, { action: 'auth.password_changed' }, DONGCHENG)).json().data.total).toBe(1);
  });

  it('refuses bad input, other roles, no session and another tenant', async () => {
    expectError(await get('list', who.district_admin, { from: 'yesterday' }), 400, 4000);
    expectError(await get('list', who.district_admin, { size: '1000' }), 400, 4000);
    const now = new Date().toISOString();
    expectError(await get('list', who.district_admin, { from: now, to: now }), 422, 4022);
    for (const name of ['school_admin', 'teacher']) expectError(await get('list', who[name]), 403, 4003);
    expectError(await get('list', undefined), 401, 1001);
    expectError(await get('list', who.dongchengAdmin), 401, 1001);
  });
});

describe('GET audit/choices and audit/export', () => {
  it("offers the trail's actions and object types as filter choices", async () => {
    const choices = (await get('choices', who.district_admin)).json().data;
    expect(choices.actions).toContain('auth.password_changed');
    expect(choices.entityTypes).toContain('user');
    expectError(await get('choices', who.teacher), 403, 4003);
    expectError(await get('choices', undefined), 401, 1001);
    expectError(await get('choices', who.district_admin, { tenantId: dongchengId }), 403, 4003);
    expectError(await get('choices', who.district_admin, { tenantId: 'abc' }), 400, 4000);
  });

  it('exports the filtered trail to Excel in the caller’s language, writing nothing', async () => {
    const rows = await countRows(t.deps.db, auditLog);
    const response = await t.call('GET', '/administration/manage/audit/export', {
      token: who.district_admin!.access_token,
      query: { action: 'auth.password_changed' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('audit-trail-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Time (China)');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('teacher');
    expect(await countRows(t.deps.db, auditLog)).toBe(rows);
    expectError(await t.call('GET', '/administration/manage/audit/export', { token: who.school_admin!.access_token }), 403, 4003);
    expectError(await t.call('GET', '/administration/manage/audit/export', {}), 401, 1001);
    expectError(await t.call('GET', '/administration/manage/audit/export', { token: who.district_admin!.access_token, query: { to: 'x' } }), 400, 4000);
  });
});
