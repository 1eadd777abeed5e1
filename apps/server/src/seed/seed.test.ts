import { DISTRICT_TENANTS } from '@yanxiu/contract/tenant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps, prepareDatabase } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { isSubjectOfSection, isCodeOf } from '@server/modules/basecode/basecode.public';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { DEMO_ACCOUNTS } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('gives the demo tenant and all seven districts the demo accounts', async () => {
    expect(await countRows(t.deps.db, tenants)).toBe(8);
    expect(await countRows(t.deps.db, users)).toBe(8 * DEMO_ACCOUNTS.length);
  });

  it('uses only codes the reference data knows', async () => {
    for (const account of DEMO_ACCOUNTS) {
      if (!account.teacher) continue;
      expect(await isSubjectOfSection(t.deps.db, account.teacher.sectionCode!, account.teacher.subjectCode!), account.username).toBe(true);
      expect(await isCodeOf(t.deps.db, 'professionalTitle', account.teacher.titleCode!), account.username).toBe(true);
      expect(await isCodeOf(t.deps.db, 'phase', account.teacher.phaseCode!), account.username).toBe(true);
    }
  });

  it('is not seeded twice when the server starts again', async () => {
    const report = await prepareDatabase(t.deps);
    expect(report.seeded).toEqual([]);
    expect(await countRows(t.deps.db, users)).toBe(8 * DEMO_ACCOUNTS.length);
    expect(await countRows(t.deps.db, tenants)).toBe(8);
  });
});

describe('production start', () => {
  // Migrating a new in-memory database takes seconds on a busy 2-core machine, hence the longer timeout.
  it('creates the seven district tenants and no demo tenant or accounts', async () => {
    // Production start-up needs no PostgreSQL of its own for this check: an in-memory PGlite will do.
    const database = await openDatabase({ dataDir: 'memory://' });
    const deps = await createDeps(
      loadConfig({
        NODE_ENV: 'production',
        APP_INFO_SECRET: 'production-secret',
        MEDIA_SIGNING_SECRET: 'production-media-secret-of-32-chars',
        SETTINGS_ENCRYPTION_KEY: 'production-settings-key-of-32-chars',
        LOG_LEVEL: 'silent',
      }),
      database,
    );
    const report = await prepareDatabase(deps);
    expect(report.tenants.map((tenant) => tenant.appId)).toEqual(DISTRICT_TENANTS.map((tenant) => tenant.appId));
    expect(report.seeded).toEqual([]);
    expect(await countRows(deps.db, users)).toBe(0);
    await database.close();
  }, 60_000);
});
