import { ApiPaths } from '@yanxiu/contract/paths';
import type { XapiConnectionTest, XapiSettings } from '@yanxiu/contract/xapi-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dataOf, type Caller } from '@server-test/support/assessment-exam-fixtures';
import { startStandInLrs, type StandInLrs } from '@server-test/support/stand-in-lrs';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

// The LRS settings through the real app: only the tenant's district admin reads and saves them, each tenant its own;
// the secret is sealed and never comes back; the connection test reaches a real (stand-in) LRS.

let t: TestApp;
let lrs: StandInLrs;
const who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  lrs = await startStandInLrs({ key: 'yanxiu', secret: 's3cret-key' });
  for (const name of ['teacher', 'school_admin', 'district_admin', 'platform_admin']) who[name] = { login: await t.login(name) };
  who.dongcheng = { login: await t.login('district_admin', DONGCHENG), tenant: DONGCHENG };
});
afterAll(async () => {
  await t.close();
  await lrs.close();
});

const post = (caller: Caller, path: string, body?: unknown) => api(t).post(caller, path, body);
const get = (caller: Caller, path: string) => api(t).get(caller, path);
const storedRows = async () =>
  (
    (await t.deps.db.execute(sql`select tenant_id, endpoint, key, secret_sealed from xapi_settings order by tenant_id`)) as unknown as {
      rows: Array<{ tenant_id: number; endpoint: string; key: string; secret_sealed: string }>;
    }
  ).rows;

describe('the LRS settings', () => {
  it('are refused without a session (401) and to teachers, school admins and platform admins (403)', async () => {
    expect((await get({}, ApiPaths.xapiSettings)).statusCode).toBe(401);
    for (const name of ['teacher', 'school_admin', 'platform_admin']) {
      expect((await get(who[name]!, ApiPaths.xapiSettings)).statusCode).toBe(403);
      const body = { version: 0, enabled: true, endpoint: lrs.endpoint, key: 'yanxiu', secret: 'x' };
      expect((await post(who[name]!, ApiPaths.xapiSettingsSave, body)).statusCode).toBe(403);
      expect((await post(who[name]!, ApiPaths.xapiSettingsTest)).statusCode).toBe(403);
      expect((await post(who[name]!, ApiPaths.xapiSendNow)).statusCode).toBe(403);
    }
    expect(await storedRows()).toEqual([]);
  });

  it('refuse bad input with 422 and write nothing: a plain-http address elsewhere, credentials in the address, no secret the first time', async () => {
    const admin = who.district_admin!;
    const base = { version: 0, enabled: true, key: 'yanxiu', secret: 's3cret-key' };
    for (const endpoint of ['http://lrs.example.org/xapi', 'https://user:pw@lrs.example.org/xapi']) {
      const response = await post(admin, ApiPaths.xapiSettingsSave, { ...base, endpoint });
      expect(response.statusCode, response.body).toBe(422);
    }
    const noSecret = await post(admin, ApiPaths.xapiSettingsSave, { ...base, endpoint: lrs.endpoint, secret: undefined });
    expect(noSecret.statusCode).toBe(422);
    expect((await post(admin, ApiPaths.xapiSettingsSave, { ...base, endpoint: 'not an address' })).statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
    expect(dataOf<XapiConnectionTest>(await post(admin, ApiPaths.xapiSettingsTest))).toEqual({ outcome: 'not_configured', status: null });
  });

  it('save at the version read, keep the secret sealed and write-only, and test the connection with it', async () => {
    const admin = who.district_admin!;
    const first = { version: 0, enabled: false, endpoint: `${lrs.endpoint}/`, key: 'yanxiu', secret: 'wrong-secret' };
    const saved = dataOf<XapiSettings>(await post(admin, ApiPaths.xapiSettingsSave, first));
    expect(saved).toMatchObject({ configured: true, enabled: false, endpoint: lrs.endpoint, key: 'yanxiu', secretSet: true, version: 1 });
    expect(JSON.stringify(saved)).not.toContain('wrong-secret');
    const [row] = await storedRows();
    expect(row!.secret_sealed).not.toContain('wrong-secret');
    expect(dataOf<XapiConnectionTest>(await post(admin, ApiPaths.xapiSettingsTest))).toEqual({ outcome: 'unauthorised', status: 401 });

    // A second save from the same version read loses (409/4010); the secret changes only when one is given.
    const stale = await post(admin, ApiPaths.xapiSettingsSave, { ...first, secret: 's3cret-key' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 4010 });
    const renewed = dataOf<XapiSettings>(await post(admin, ApiPaths.xapiSettingsSave, { ...first, version: 1, secret: 's3cret-key' }));
    expect(renewed.version).toBe(2);
    expect(dataOf<XapiConnectionTest>(await post(admin, ApiPaths.xapiSettingsTest))).toEqual({ outcome: 'ok', status: 200 });
    const kept = dataOf<XapiSettings>(
      await post(admin, ApiPaths.xapiSettingsSave, { version: 2, enabled: true, endpoint: lrs.endpoint, key: 'yanxiu' }),
    );
    expect(kept).toMatchObject({ enabled: true, version: 3 });
    expect(dataOf<XapiConnectionTest>(await post(admin, ApiPaths.xapiSettingsTest))).toEqual({ outcome: 'ok', status: 200 });

    // Audited, without the secret.
    const { rows } = (await t.deps.db.execute(
      sql`select before, after from audit_log where action = 'xapi.settings_saved' order by id`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toMatch(/s3cret-key|wrong-secret|secret_sealed|secretSealed/);
  });

  it("are each tenant's own: another district's admin reads theirs, unconfigured, and saves without touching this one", async () => {
    const other = who.dongcheng!;
    expect(dataOf<XapiSettings>(await get(other, ApiPaths.xapiSettings))).toMatchObject({ configured: false, endpoint: '', version: 0 });
    expect(dataOf<XapiConnectionTest>(await post(other, ApiPaths.xapiSettingsTest))).toEqual({ outcome: 'not_configured', status: null });
    // A session of one tenant on another tenant's address is refused.
    const crossed = await t.call('GET', ApiPaths.xapiSettings, { token: other.login!.access_token });
    expect(crossed.statusCode).toBeGreaterThanOrEqual(400);
    expect(crossed.statusCode).toBeLessThan(500);
    expect(crossed.body).not.toContain(lrs.endpoint);
    dataOf(
      await post(other, ApiPaths.xapiSettingsSave, {
        version: 0,
        enabled: false,
        endpoint: 'https://lrs.dongcheng.example/xapi',
        key: 'dc',
        secret: 'dc',
      }),
    );
    expect(dataOf<XapiSettings>(await get(who.district_admin!, ApiPaths.xapiSettings))).toMatchObject({
      endpoint: lrs.endpoint,
      key: 'yanxiu',
    });
  });
});
