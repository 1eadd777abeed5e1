import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { envelope } from '@yanxiu/contract/envelope';
import { CataloguePage, ProgrammeSummary } from '@yanxiu/contract/training';
import { users } from '@server/db/schema/identity';
import { trainingCatalogueVersions } from '@server/db/schema/training';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { insertProgramme, orgUnitOf, type ProgrammeFixture } from '@server/modules/training/enrolment/enrolment.fixtures';

// The catalogue's page cache (catalogue-cache.ts): a kept page is served only while the tenant's catalogue version is
// the one it was read at, whoever changed the programmes (this process, another one, or SQL), and the caller's
// enrolments are never kept.

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let tenantId = 0;
let office = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Two teachers of the same school see the same kept page.
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  const [row] = await t.deps.db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, Number(who.teacher!.userId)));
  tenantId = row!.tenantId;
  office = await orgUnitOf(t.deps.db, tenantId, 'district_admin');
});
afterAll(async () => {
  await t.close();
});

const programme = (fixture: ProgrammeFixture) =>
  insertProgramme(t.deps.db, tenantId, office, Number(who.district_admin!.userId), { kind: 'special', ...fixture });
const page = async (viewer: LoginInfo, keyword: string) => {
  const response = await t.call('GET', '/training/programmes', { token: viewer.access_token, query: { kind: 'special', keyword } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CataloguePage;
};
const versionOf = async () =>
  (
    await t.deps.db
      .select({ version: trainingCatalogueVersions.version })
      .from(trainingCatalogueVersions)
      .where(eq(trainingCatalogueVersions.tenantId, tenantId))
  )[0]?.version ?? 0;

describe('catalogue page cache', () => {
  it('keeps a page until the catalogue version moves, which any write to the programmes does at commit', async () => {
    const kept = await programme({ title: '缓存页cv1 原题' });
    expect((await page(who.teacher!, 'cv1')).records.map((row) => row.title)).toEqual(['缓存页cv1 原题']);
    // A change that leaves the version alone (triggers off for this transaction) is not seen: the page is kept...
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update training_programmes set title = '缓存页cv1 暗改' where tenant_id = ${tenantId} and id = ${kept.id}`);
    });
    expect((await page(who.teacher!, 'cv1')).records[0]!.title).toBe('缓存页cv1 原题');
    // ...and any write through the database (here plain SQL, as another process would) shows on the next read.
    await t.deps.db.execute(sql`update training_programmes set seats_taken = 3 where tenant_id = ${tenantId} and id = ${kept.id}`);
    expect((await page(who.teacher!, 'cv1')).records[0]).toMatchObject({ title: '缓存页cv1 暗改', seatsTaken: 3 });
    // A new programme and a removal too.
    const added = await programme({ title: '缓存页cv1 新增', publishedAt: new Date(Date.now() + 60_000) });
    expect((await page(who.teacher!, 'cv1')).records.map((row) => row.id)).toEqual([added.id, kept.id]);
    await t.deps.db.execute(sql`delete from training_programmes where tenant_id = ${tenantId} and id = ${added.id}`);
    expect((await page(who.teacher!, 'cv1')).records.map((row) => row.id)).toEqual([kept.id]);
  });

  it('bumps the version once per committed transaction, however many rows it writes, and not for a rolled-back one', async () => {
    const before = await versionOf();
    await t.deps.db.transaction(async (tx) => {
      const first = await insertProgramme(tx, tenantId, office, Number(who.district_admin!.userId), {
        kind: 'special',
        title: '版本cv2 一',
      });
      await insertProgramme(tx, tenantId, office, Number(who.district_admin!.userId), { kind: 'special', title: '版本cv2 二' });
      await tx.execute(sql`update training_programmes set summary = 'x' where tenant_id = ${tenantId} and id = ${first.id}`);
    });
    expect(await versionOf()).toBe(before + 1);
    await t.deps.db
      .transaction(async (tx) => {
        await insertProgramme(tx, tenantId, office, Number(who.district_admin!.userId), { kind: 'special', title: '版本cv2 撤销' });
        throw new Error('rolled back on purpose');
      })
      .catch(() => undefined);
    expect(await versionOf()).toBe(before + 1);
    expect((await page(who.teacher!, 'cv2')).records.map((row) => row.title).sort()).toEqual(['版本cv2 一', '版本cv2 二']);
  });

  it("answers each caller their own enrolment on a page kept for their school, in the contract's shape", async () => {
    const open = await programme({ title: '报名cv3' });
    const empty = await page(who.school_admin!, 'cv3');
    expect(empty.records[0]!.myEnrolment).toBeNull();
    const enrolled = await t.call('POST', '/training/enrol', { token: who.teacher!.access_token, body: { programmeId: open.id } });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const mine = await page(who.teacher!, 'cv3');
    expect(mine.records[0]).toMatchObject({ id: open.id, seatsTaken: 1, myEnrolment: { status: 'enrolled' } });
    // The same page for a colleague of the same school: the seat shows, the enrolment is not theirs.
    expect((await page(who.school_admin!, 'cv3')).records[0]).toMatchObject({ seatsTaken: 1, myEnrolment: null });
    expect((await page(who.teacher!, 'cv3')).records[0]!.myEnrolment).toMatchObject({ status: 'enrolled' });

    // The body is built without the serializer, so it is checked against the contract here: nothing more, nothing less.
    const response = await t.call('GET', '/training/programmes', {
      token: who.teacher!.access_token,
      query: { kind: 'special', keyword: 'cv3' },
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(envelope(CataloguePage).parse(body)).toEqual(body);
    expect(Object.keys(body.data.records[0]).sort()).toEqual(Object.keys(ProgrammeSummary.shape).sort());
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(CataloguePage.shape).sort());
  });

  it('keeps pages of different schools apart', async () => {
    const school = await orgUnitOf(t.deps.db, tenantId, 'teacher');
    const own = await programme({ title: '本校cv4', targetSchoolIds: [school] });
    const backbone = await t.login('backbone');
    expect((await page(who.teacher!, 'cv4')).records.map((row) => row.id)).toEqual([own.id]);
    expect((await page(backbone, 'cv4')).records).toEqual([]);
    const [unit] = await t.deps.db
      .select({ id: users.orgUnitId })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.username, 'backbone')));
    expect(unit!.id).not.toBe(school);
  });
});
