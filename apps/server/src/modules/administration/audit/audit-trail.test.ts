import type { LoginInfo } from '@yanxiu/contract/auth';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DEMO, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';

// The audit trail page's calls: read-only, filtered, paged, exported; scoped to the tenant, platform staff across.
let t: TestApp;
const who: Record<string, LoginInfo> = {};
let dongchengId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db
    .update(users)
    .set({ roles: ['platform_admin'] })
    .where(eq(users.username, 'idle'));
  for (const name of ['idle', 'district_admin', 'school_admin', 'teacher']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  dongchengId = String((await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yx110101')))[0]!.id);
  // Audited events to read: a branding change in the demo tenant, and one in Dongcheng (cheap staff writes).
  for (const [viewer, tenant] of [
    [who.district_admin!, DEMO],
    [who.dongchengAdmin!, DONGCHENG],
  ] as const) {
    const current = (await t.call('GET', '/administration/manage/branding', { tenant, token: viewer.access_token })).json().data;
    const saved = await t.call('POST', '/administration/manage/branding/save', {
      tenant,
      token: viewer.access_token,
      body: { version: current.version, name: current.name, nameEn: 'Renamed', loginLogo: { keep: true } },
    });
    expect(saved.statusCode).toBe(200);
  }
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
    const changed = all.json().data.records.find((entry: { action: string }) => entry.action === 'administration.branding_saved');
    expect(changed).toMatchObject({
      actorName: '赵磊',
      actorUsername: 'district_admin',
      entityType: 'tenant',
      entityId: 'yxdemo',
      before: { nameEn: 'Yanxiu Demo District' },
      after: { nameEn: 'Renamed' },
    });
    expect(changed.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const byAction = await get('list', who.district_admin, { action: 'administration.branding_saved' });
    expect(byAction.json().data.records.map((entry: { entityId: string }) => entry.entityId)).toEqual(['yxdemo']);
    const byActor = (await get('list', who.district_admin, { actor: '赵' })).json().data;
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.records.every((entry: { actorName: string }) => entry.actorName.includes('赵'))).toBe(true);
    expect((await get('list', who.district_admin, { actor: 'nobody-like-this' })).json().data.total).toBe(0);
    expect(
      (await get('list', who.district_admin, { actorId: changed.actorId, entityType: 'tenant', entityId: changed.entityId })).json().data
        .total,
    ).toBe(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await get('list', who.district_admin, { from: future })).json().data.total).toBe(0);
    expect((await get('list', who.district_admin, { to: future, action: 'administration.branding_saved' })).json().data.total).toBe(1);
    const page = (await get('list', who.district_admin, { size: '1', current: '2' })).json().data;
    expect(page).toMatchObject({ size: 1, current: 2, total: all.json().data.total });
    expect(page.records).toHaveLength(all.json().data.total >= 2 ? 1 : 0);
    // Dongcheng's entries never show in the demo tenant's trail.
    expect(all.json().data.records.some((entry: { entityId: string }) => entry.entityId === 'yx110101')).toBe(false);
  });

  it('lets platform staff read another tenant, and nobody else', async () => {
    const other = await get('list', who.idle, { tenantId: dongchengId, action: 'administration.branding_saved' });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.records.map((entry: { entityId: string }) => entry.entityId)).toEqual(['yx110101']);
    expectError(await get('list', who.district_admin, { tenantId: dongchengId }), 403, 4003);
    expectError(await get('list', who.idle, { tenantId: '999999' }), 404, 4004);
    // Dongcheng's own admin reads Dongcheng's trail on its host.
    expect((await get('list', who.dongchengAdmin, { action: 'administration.branding_saved' }, DONGCHENG)).json().data.total).toBe(1);
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
    expect(choices.actions).toContain('administration.branding_saved');
    expect(choices.entityTypes).toContain('tenant');
    expectError(await get('choices', who.teacher), 403, 4003);
    expectError(await get('choices', undefined), 401, 1001);
    expectError(await get('choices', who.district_admin, { tenantId: dongchengId }), 403, 4003);
    expectError(await get('choices', who.district_admin, { tenantId: 'abc' }), 400, 4000);
  });

  it('exports the filtered trail to Excel in the caller’s language, writing nothing', async () => {
    const rows = await countRows(t.deps.db, auditLog);
    const response = await t.call('GET', '/administration/manage/audit/export', {
      token: who.district_admin!.access_token,
      query: { action: 'administration.branding_saved' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('audit-trail-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Time (China)');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('district_admin');
    // The action and the object type in words, not their codes.
    expect(sheet.getRow(2).getCell(4).value).toBe('District name and logo saved');
    expect(sheet.getRow(2).getCell(5).value).toBe('District');
    expect(await countRows(t.deps.db, auditLog)).toBe(rows);
    expectError(await t.call('GET', '/administration/manage/audit/export', { token: who.school_admin!.access_token }), 403, 4003);
    expectError(await t.call('GET', '/administration/manage/audit/export', {}), 401, 1001);
    expectError(
      await t.call('GET', '/administration/manage/audit/export', { token: who.district_admin!.access_token, query: { to: 'x' } }),
      400,
      4000,
    );
  });
});
