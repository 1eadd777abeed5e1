import type { ManagedAccount } from '@yanxiu/contract/administration-accounts';
import type { ManagedUnit } from '@yanxiu/contract/administration-units';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { ApiPaths } from '@yanxiu/contract/paths';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { violatedUniqueConstraint } from '@server/db/constraint-errors';
import { loginThrottles, users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { listAccounts } from '@server/modules/administration/accounts/accounts.repository';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { databaseUrl } from '@server-test/support/database-template';
import { changedTables, countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
/** The demo district office and its first two schools (the school admin's is the first). */
let district: ManagedUnit;
let schoolA: ManagedUnit;
let schoolB: ManagedUnit;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  const units = await list(who.district_admin!);
  district = units.find((unit) => unit.level === 2)!;
  [schoolA, schoolB] = units.filter((unit) => unit.level === 1) as [ManagedUnit, ManagedUnit];
});
afterAll(() => t.close());

type Caller = LoginInfo | undefined;
function call(method: 'GET' | 'POST', path: string, caller: Caller, payload?: Record<string, unknown>, tenant?: TestTenant) {
  const auth = caller ? { token: caller.access_token } : {};
  const where = tenant ? { tenant } : {};
  return method === 'GET'
    ? t.call(method, path, { ...auth, ...where, query: (payload ?? {}) as Record<string, string> })
    : t.call(method, path, { ...auth, ...where, body: payload ?? {} });
}
async function ok<T>(method: 'GET' | 'POST', path: string, caller: Caller, payload?: Record<string, unknown>): Promise<T> {
  const response = await call(method, path, caller, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}
async function refused(
  status: number,
  method: 'GET' | 'POST',
  path: string,
  caller: Caller,
  payload?: Record<string, unknown>,
  tenant?: TestTenant,
) {
  const before = await countAllRows(t.deps.db);
  const response = await call(method, path, caller, payload, tenant);
  expect(response.statusCode, response.body).toBe(status);
  expect(changedTables(before, await countAllRows(t.deps.db))).toEqual([]);
  return response.json() as { code: number; data: { issues?: Array<{ path: string }> } | null };
}

async function list(caller: LoginInfo): Promise<ManagedUnit[]> {
  return (await ok<{ units: ManagedUnit[] }>('GET', ApiPaths.administrationUnits, caller)).units;
}
const school = (name: string, parent = district) => ({ parentId: parent.id, name, level: 1, sectionCodes: ['2', '3'] });

let seq = 0;
const newAccount = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    username: `acct${seq}`,
    name: `新教师${seq}`,
    gender: '2',
    phone: `1390000${String(seq).padStart(4, '0')}`,
    orgUnitId: schoolA.id,
    roles: ['teacher'],
    teaching: { sectionCode: '2', subjectCode: '02', titleCode: '3', phaseCode: '1' },
    ...overrides,
  };
};
const create = (caller: LoginInfo, overrides: Record<string, unknown> = {}) =>
  ok<{ account: ManagedAccount; temporaryPassword: string }>('POST', ApiPaths.administrationAccountCreate, caller, newAccount(overrides));
const lastAudit = async (entityId: string) =>
  (
    await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, entityId)))
  ).map((row) => row.action);

describe('creating an account', () => {
  it('creates a teacher with a one-time password that must be changed at first sign-in, then clears the flag', async () => {
    const { account, temporaryPassword } = await create(who.school_admin!);
    expect(account).toMatchObject({ orgUnitId: schoolA.id, roles: ['teacher'], status: 'active', mustChangePassword: true, version: 1 });
    expect(account.teaching).toMatchObject({ sectionCode: '2', subjectCode: '02' });
    expect(await lastAudit(account.id)).toEqual(['administration.account_created']);
    const info = await t.login(account.username, undefined, temporaryPassword);
    expect(info.mustChangePassword).toBe(true);
    // Until the password is changed, the server answers only start-up and the change itself.
    const due = await refused(403, 'GET', ApiPaths.findSubjectAndSection, info);
    expect(due.code).toBe(1009);
    await ok('GET', ApiPaths.checkToken.replace(':tokenId', info.tokenId), info);
    await ok('GET', ApiPaths.getTeacherInfo.replace(':userId', String(info.userId)), info);
    const changed = await call('POST', ApiPaths.changePassword, info, { oldPassword: temporaryPassword, newPassword: 'Tulip-river-42' });
    expect(changed.statusCode, changed.body).toBe(200);
    await ok('GET', ApiPaths.findSubjectAndSection, info);
    expect((await t.login(account.username, undefined, 'Tulip-river-42')).mustChangePassword).toBe(false);
  });

  it('refuses bad fields, a taken username or phone, and a role that does not fit the unit, writing nothing', async () => {
    await refused(400, 'POST', ApiPaths.administrationAccountCreate, who.district_admin, newAccount({ phone: '12345' }));
    await refused(400, 'POST', ApiPaths.administrationAccountCreate, who.district_admin, newAccount({ roles: [] }));
    const taken = await refused(
      422,
      'POST',
      ApiPaths.administrationAccountCreate,
      who.district_admin,
      newAccount({ username: 'TEACHER', phone: '13800000001' }),
    );
    expect(taken.data?.issues?.map((issue) => issue.path)).toEqual(['body.username', 'body.phone']);
    await refused(
      422,
      'POST',
      ApiPaths.administrationAccountCreate,
      who.district_admin,
      newAccount({ teaching: { sectionCode: '2', subjectCode: '99', titleCode: null, phaseCode: null } }),
    );
    await refused(422, 'POST', ApiPaths.administrationAccountCreate, who.district_admin, newAccount({ orgUnitId: district.id }));
  });

  it('keeps a phone number to one account of the tenant even when two creations race past the check (409 PHONE_IN_USE)', async () => {
    const phone = '13912345678';
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', ApiPaths.administrationAccountCreate, who.district_admin, newAccount({ phone }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // Both usually pass the check during the password hashing; the loser is refused by the unique index.
    expect([409, 422]).toContain(statuses[1]);
    const loser = answers.find((answer) => answer.statusCode !== 200)!.json();
    if (loser.code !== 4022) expect(loser).toMatchObject({ code: 4012, data: { issues: [{ path: 'body.phone' }] } });
    expect(await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).toHaveLength(1);
    // Straight into the database too: the index itself refuses a second account with the number.
    const [first] = await t.deps.db.select().from(users).where(eq(users.phone, phone));
    const duplicate = t.deps.db
      .insert(users)
      .values({ tenantId: first!.tenantId, username: 'phone-twin', passwordHash: 'x', name: 'x', phone, orgUnitId: first!.orgUnitId });
    expect(
      violatedUniqueConstraint(
        await duplicate.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe('users_tenant_phone_key');
  });

  it('answers four simultaneous creations of one username with one account and three 409s, never a 500', async () => {
    // All four must pass the username check before any inserts: a second connection holds a lock that lets reads
    // through and makes inserts into users wait, until the four inserts are seen waiting; then they race at the index.
    const [{ name }] = ((await t.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] }).rows;
    const gate = new pg.Client({ connectionString: databaseUrl(process.env.TEST_PG_ADMIN_URL!, name) });
    await gate.connect();
    try {
      await gate.query('begin');
      await gate.query('lock table users in share mode');
      const racing = Promise.all(
        [1, 2, 3, 4].map(() =>
          call('POST', ApiPaths.administrationAccountCreate, who.district_admin, newAccount({ username: 'race-name' })),
        ),
      );
      const waitingInserts = async () => {
        // Within a transaction pg_stat_activity is read once and kept: clear that snapshot for a fresh look.
        await gate.query('select pg_stat_clear_snapshot()');
        const { rows } = await gate.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into "users"%'`,
        );
        return rows[0]!.n;
      };
      await expect.poll(waitingInserts, { timeout: 45_000 }).toBe(4);
      await gate.query('commit');
      const answers = await racing;
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      for (const loser of answers.filter((answer) => answer.statusCode === 409))
        expect(loser.json()).toMatchObject({ code: 4009, status: 4009, data: null });
    } finally {
      await gate.end();
    }
    expect(await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'race-name'))).toHaveLength(1);
  }, 60_000);

  it('refuses no session (401), a teacher (403), a unit outside the caller (404) and another tenant (401/404)', async () => {
    await refused(401, 'POST', ApiPaths.administrationAccountCreate, undefined, newAccount());
    await refused(403, 'POST', ApiPaths.administrationAccountCreate, who.teacher, newAccount());
    await refused(404, 'POST', ApiPaths.administrationAccountCreate, who.school_admin, newAccount({ orgUnitId: schoolB.id }));
    await refused(401, 'POST', ApiPaths.administrationAccountCreate, who.district_admin, newAccount(), DONGCHENG);
    await refused(404, 'POST', ApiPaths.administrationAccountCreate, who.dongchengAdmin, newAccount(), DONGCHENG);
  });

  it('refuses a school admin district roles, experts and backbone status (403), and offers only what they may give', async () => {
    for (const role of ['district_admin', 'expert', 'backbone', 'platform_admin']) {
      await refused(403, 'POST', ApiPaths.administrationAccountCreate, who.school_admin, newAccount({ roles: ['teacher', role] }));
    }
    const offered = await ok<{ roles: string[] }>('GET', ApiPaths.administrationGrantableRoles, who.school_admin, { unitId: schoolA.id });
    expect(offered.roles).toEqual(['teacher', 'school_admin', 'APPY313']);
    await refused(404, 'GET', ApiPaths.administrationGrantableRoles, who.school_admin, { unitId: schoolB.id });
  });
});

describe('managing an account', () => {
  it('edits at the version read; a second admin editing the same version gets 409 and nothing changes', async () => {
    const { account } = await create(who.district_admin!);
    const edit = {
      id: account.id,
      version: account.version,
      name: '改名',
      gender: '1',
      phone: account.phone,
      roles: ['teacher', 'APPY313'],
      teaching: account.teaching,
    };
    const edited = await ok<ManagedAccount>('POST', ApiPaths.administrationAccountUpdate, who.school_admin, edit);
    expect(edited).toMatchObject({ name: '改名', roles: ['teacher', 'APPY313'], version: 2 });
    const conflict = await refused(409, 'POST', ApiPaths.administrationAccountUpdate, who.district_admin, { ...edit, name: '另一个名字' });
    expect(conflict.code).toBe(4010);
    await refused(400, 'POST', ApiPaths.administrationAccountUpdate, who.district_admin, { ...edit, version: 2, name: '' });
    await refused(403, 'POST', ApiPaths.administrationAccountUpdate, who.school_admin, {
      ...edit,
      version: 2,
      roles: ['teacher', 'expert'],
    });
    await refused(403, 'POST', ApiPaths.administrationAccountUpdate, who.teacher, { ...edit, version: 2 });
    await refused(401, 'POST', ApiPaths.administrationAccountUpdate, undefined, { ...edit, version: 2 });
    await refused(404, 'POST', ApiPaths.administrationAccountUpdate, who.dongchengAdmin, { ...edit, version: 2 }, DONGCHENG);
    expect(await lastAudit(account.id)).toEqual(['administration.account_created', 'administration.account_updated']);
  });

  it('keeps a school admin away from other schools (404) and from an expert placed at their school (403)', async () => {
    const other = await create(who.district_admin!, { orgUnitId: schoolB.id });
    await refused(404, 'POST', ApiPaths.administrationAccountDisable, who.school_admin, { id: other.account.id, version: 1 });
    const expert = await create(who.district_admin!, { roles: ['teacher', 'expert'] });
    await refused(403, 'POST', ApiPaths.administrationAccountResetPassword, who.school_admin, { id: expert.account.id, version: 1 });
    const listed = await ok<{ records: ManagedAccount[]; total: number; totalIsLowerBound: boolean }>(
      'GET',
      ApiPaths.administrationAccounts,
      who.school_admin,
      { size: '100' },
    );
    expect(listed.records.length).toBeGreaterThan(0);
    expect(listed.records.every((account) => account.orgUnitId === schoolA.id)).toBe(true);
    expect(listed.totalIsLowerBound).toBe(false);
    // The count stops at the cap and says so (the real cap is 10,000; one of 2 proves the rule cheaply).
    const capped = await listAccounts(t.deps.db, await demoTenantId(), { underPath: null }, { offset: 0, limit: 1, countCap: 2 });
    expect({ total: capped.total, totalIsLowerBound: capped.totalIsLowerBound, rows: capped.rows.length }).toEqual({
      total: 2,
      totalIsLowerBound: true,
      rows: 1,
    });
    await refused(404, 'GET', ApiPaths.administrationAccounts, who.school_admin, { unitId: schoolB.id });
    await refused(400, 'GET', ApiPaths.administrationAccounts, who.school_admin, { size: '1000' });
    await refused(403, 'GET', ApiPaths.administrationAccounts, who.teacher);
    await refused(401, 'GET', ApiPaths.administrationAccounts, undefined);
    const theirs = await call('GET', ApiPaths.administrationAccounts, who.dongchengAdmin, { keyword: 'acct' }, DONGCHENG);
    expect(theirs.json().data.total).toBe(0);
  });

  it('disables an account (its sessions end at once), refuses to disable twice or oneself, and re-enables it', async () => {
    const { account, temporaryPassword } = await create(who.school_admin!);
    const session = await t.login(account.username, undefined, temporaryPassword);
    const disabled = await ok<ManagedAccount>('POST', ApiPaths.administrationAccountDisable, who.school_admin, {
      id: account.id,
      version: 1,
    });
    expect(disabled.status).toBe('disabled');
    expect((await call('GET', `/oauthService/checkToken/${session.tokenId}`, session)).statusCode).toBe(401);
    await refused(409, 'POST', ApiPaths.administrationAccountDisable, who.school_admin, { id: account.id, version: 2 });
    await refused(409, 'POST', ApiPaths.administrationAccountDisable, who.school_admin, { id: who.school_admin!.userId, version: 1 });
    await refused(403, 'POST', ApiPaths.administrationAccountEnable, who.teacher, { id: account.id, version: 2 });
    const enabled = await ok<ManagedAccount>('POST', ApiPaths.administrationAccountEnable, who.school_admin, {
      id: account.id,
      version: 2,
    });
    expect(enabled).toMatchObject({ status: 'active', version: 3 });
    expect(await lastAudit(account.id)).toEqual([
      'administration.account_created',
      'administration.account_disabled',
      'administration.account_enabled',
    ]);
  });

  it('resets a password: a new one-time password, sessions ended, change required at next sign-in', async () => {
    const { account, temporaryPassword } = await create(who.school_admin!);
    const session = await t.login(account.username, undefined, temporaryPassword);
    const reset = await ok<{ account: ManagedAccount; temporaryPassword: string }>(
      'POST',
      ApiPaths.administrationAccountResetPassword,
      who.school_admin,
      { id: account.id, version: 1 },
    );
    expect(reset.temporaryPassword).not.toBe(temporaryPassword);
    expect((await call('GET', `/oauthService/checkToken/${session.tokenId}`, session)).statusCode).toBe(401);
    expect((await t.login(account.username, undefined, reset.temporaryPassword)).mustChangePassword).toBe(true);
    await refused(409, 'POST', ApiPaths.administrationAccountResetPassword, who.school_admin, { id: account.id, version: 1 });
    await refused(400, 'POST', ApiPaths.administrationAccountResetPassword, who.school_admin, { id: 'x', version: 2 });
  });

  it('unlocks a locked account and refuses one that is not locked', async () => {
    const { account } = await create(who.school_admin!);
    // The tenant policy locks an address out of an account name (auth's sign-in-lockout.ts): two addresses here.
    const tenantId = await demoTenantId();
    const lockedOut = (address: string) => ({
      tenantId,
      scope: 'lockout',
      subject: `${address} ${account.username.toLowerCase()}`,
      failures: 5,
      windowStartedAt: new Date(),
      lastFailureAt: new Date(),
      lockedUntil: new Date(Date.now() + 3_600_000),
    });
    await t.deps.db.insert(loginThrottles).values([lockedOut('203.0.113.7'), lockedOut('2001:db8:1:2::/64')]);
    const listed = await ok<{ records: ManagedAccount[] }>('GET', ApiPaths.administrationAccounts, who.school_admin, {
      keyword: account.username,
    });
    expect(listed.records[0]!.locked).toBe(true);
    expect((await ok<ManagedAccount>('POST', ApiPaths.administrationAccountUnlock, who.school_admin, { id: account.id })).locked).toBe(
      false,
    );
    expect(await t.deps.db.select().from(loginThrottles).where(eq(loginThrottles.scope, 'lockout'))).toEqual([]);
    await refused(409, 'POST', ApiPaths.administrationAccountUnlock, who.school_admin, { id: account.id });
    await refused(403, 'POST', ApiPaths.administrationAccountUnlock, who.teacher, { id: account.id });
  });

  it('moves a teacher to another school with the move kept in their history; a school admin cannot move them out', async () => {
    const { account } = await create(who.district_admin!);
    await refused(404, 'POST', ApiPaths.administrationAccountMove, who.school_admin, { id: account.id, version: 1, orgUnitId: schoolB.id });
    await refused(422, 'POST', ApiPaths.administrationAccountMove, who.district_admin, {
      id: account.id,
      version: 1,
      orgUnitId: district.id,
    });
    const moved = await ok<ManagedAccount>('POST', ApiPaths.administrationAccountMove, who.district_admin, {
      id: account.id,
      version: 1,
      orgUnitId: schoolB.id,
    });
    expect(moved).toMatchObject({ orgUnitId: schoolB.id, teaching: { sectionCode: '2' }, version: 2 });
    const history = await ok<{ moves: Array<{ fromOrgUnitName: string; toOrgUnitName: string }> }>(
      'GET',
      ApiPaths.administrationAccountHistory,
      who.district_admin,
      { id: account.id },
    );
    expect(history.moves).toMatchObject([{ fromOrgUnitName: schoolA.name, toOrgUnitName: schoolB.name }]);
    await refused(404, 'GET', ApiPaths.administrationAccountHistory, who.school_admin, { id: account.id });
  });
});

describe('the unit tree', () => {
  it('shows district staff the whole district and a school admin their school only', async () => {
    expect((await list(who.district_admin!)).map((unit) => unit.level)).toEqual([2, 1, 1, 1]);
    expect((await list(who.school_admin!)).map((unit) => unit.id)).toEqual([schoolA.id]);
    expect((await t.call('GET', ApiPaths.administrationUnits, { token: who.teacher!.access_token })).statusCode).toBe(403);
    expect((await t.call('GET', ApiPaths.administrationUnits)).statusCode).toBe(401);
    const theirs = await t.call('GET', ApiPaths.administrationUnits, { token: who.dongchengAdmin!.access_token, tenant: DONGCHENG });
    expect((theirs.json().data as { units: ManagedUnit[] }).units.some((unit) => unit.id === schoolA.id)).toBe(false);
  });

  it('creates a school with its sections, renames and moves it under a new office keeping them, and audits each', async () => {
    const created = await ok<ManagedUnit>('POST', ApiPaths.administrationUnitCreate, who.district_admin!, school('新建学校'));
    expect(created).toMatchObject({
      parentId: district.id,
      level: 1,
      path: `${district.path}${created.id}/`,
      sectionCodes: ['2', '3'],
      version: 1,
    });
    const renamed = await ok<ManagedUnit>('POST', ApiPaths.administrationUnitRename, who.district_admin!, {
      id: created.id,
      version: 1,
      name: '更名学校',
    });
    expect(renamed).toMatchObject({ name: '更名学校', version: 2 });
    const office = await ok<ManagedUnit>('POST', ApiPaths.administrationUnitCreate, who.district_admin!, {
      parentId: district.id,
      name: '学区',
      level: 2,
      sectionCodes: [],
    });
    await refused(422, 'POST', ApiPaths.administrationUnitCreate, who.district_admin!, {
      parentId: district.id,
      name: '同级',
      level: 2,
      sectionCodes: ['2'],
    });
    await refused(422, 'POST', ApiPaths.administrationUnitCreate, who.district_admin!, {
      parentId: district.id,
      name: '更高',
      level: 3,
      sectionCodes: [],
    });
    const moved = await ok<ManagedUnit>('POST', ApiPaths.administrationUnitMove, who.district_admin!, {
      id: created.id,
      version: 2,
      parentId: office.id,
    });
    expect(moved).toMatchObject({ parentId: office.id, path: `${office.path}${created.id}/`, sectionCodes: ['2', '3'], version: 3 });
    // Nothing moves under itself or under a unit of its own level.
    await refused(422, 'POST', ApiPaths.administrationUnitMove, who.district_admin!, { id: office.id, version: 1, parentId: created.id });
    const sections = await ok<ManagedUnit>('POST', ApiPaths.administrationUnitSections, who.district_admin!, {
      id: created.id,
      version: 3,
      sectionCodes: ['4'],
    });
    expect(sections.sectionCodes).toEqual(['4']);
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'org_unit'), eq(auditLog.entityId, created.id)));
    expect(audited.map((entry) => entry.action).sort()).toEqual(
      [
        'administration.unit_created',
        'administration.unit_moved',
        'administration.unit_renamed',
        'administration.unit_sections_changed',
      ].sort(),
    );
  });

  it('closes a unit only once nothing open is left in it, and then refuses changes to it', async () => {
    const office = await ok<ManagedUnit>('POST', ApiPaths.administrationUnitCreate, who.district_admin!, {
      parentId: district.id,
      name: '待关闭',
      level: 2,
      sectionCodes: [],
    });
    const inner = await ok<ManagedUnit>('POST', ApiPaths.administrationUnitCreate, who.district_admin!, school('里面的学校', office));
    await refused(409, 'POST', ApiPaths.administrationUnitClose, who.district_admin!, { id: office.id, version: 1 });
    expect(
      (await ok<ManagedUnit>('POST', ApiPaths.administrationUnitClose, who.district_admin!, { id: inner.id, version: 1 })).closedAt,
    ).not.toBeNull();
    expect(
      (await ok<ManagedUnit>('POST', ApiPaths.administrationUnitClose, who.district_admin!, { id: office.id, version: 1 })).closedAt,
    ).not.toBeNull();
    await refused(409, 'POST', ApiPaths.administrationUnitRename, who.district_admin!, { id: office.id, version: 2, name: '再改' });
    await refused(409, 'POST', ApiPaths.administrationUnitCreate, who.district_admin!, school('关闭后新建', office));
    await refused(409, 'POST', ApiPaths.administrationUnitClose, who.district_admin!, { id: schoolA.id, version: schoolA.version });
  });

  it('refuses bad input, a stale version, no session, a teacher, a school admin, the own unit and another tenant, writing nothing', async () => {
    await refused(400, 'POST', ApiPaths.administrationUnitCreate, who.district_admin!, { parentId: district.id, name: '', level: 1 });
    await refused(422, 'POST', ApiPaths.administrationUnitCreate, who.district_admin!, { ...school('坏学段'), sectionCodes: ['99'] });
    await refused(422, 'POST', ApiPaths.administrationUnitCreate, who.district_admin!, {
      parentId: schoolA.id,
      name: '学校下面',
      level: 1,
      sectionCodes: [],
    });
    const conflict = await refused(409, 'POST', ApiPaths.administrationUnitRename, who.district_admin!, {
      id: schoolA.id,
      version: 99,
      name: '改',
    });
    expect(conflict.code).toBe(4010);
    await refused(401, 'POST', ApiPaths.administrationUnitRename, undefined, { id: schoolA.id, version: 1, name: '改' });
    await refused(403, 'POST', ApiPaths.administrationUnitRename, who.teacher, { id: schoolA.id, version: 1, name: '改' });
    await refused(403, 'POST', ApiPaths.administrationUnitRename, who.school_admin, { id: schoolA.id, version: 1, name: '改' });
    await refused(403, 'POST', ApiPaths.administrationUnitRename, who.district_admin, {
      id: district.id,
      version: district.version,
      name: '改',
    });
    await refused(
      404,
      'POST',
      ApiPaths.administrationUnitRename,
      who.dongchengAdmin,
      { id: schoolA.id, version: 1, name: '改' },
      DONGCHENG,
    );
    await refused(401, 'POST', ApiPaths.administrationUnitCreate, who.district_admin, school('跨租户'), DONGCHENG);
  });

  it("lets a school admin keep their own school's sections, and no other school's", async () => {
    const current = (await list(who.school_admin!))[0]!;
    const kept = await ok<ManagedUnit>('POST', ApiPaths.administrationUnitSections, who.school_admin!, {
      id: current.id,
      version: current.version,
      sectionCodes: ['2'],
    });
    expect(kept.sectionCodes).toEqual(['2']);
    const other = (await list(who.district_admin!)).filter((unit) => unit.level === 1 && unit.id !== schoolA.id)[0]!;
    await refused(404, 'POST', ApiPaths.administrationUnitSections, who.school_admin, {
      id: other.id,
      version: other.version,
      sectionCodes: ['2'],
    });
    await refused(422, 'POST', ApiPaths.administrationUnitSections, who.district_admin, {
      id: district.id,
      version: district.version,
      sectionCodes: ['2'],
    });
  });
});

async function demoTenantId() {
  const [row] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, who.school_admin!.appId));
  return asTenantId(row!.id);
}
