import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ManagedProgramme, ProgrammeInput } from '@yanxiu/contract/training';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { trainingProgrammes, trainingUnitCompletions, trainingUnits } from '@server/db/schema/training';
import { findSeededProgrammeIds } from '@server/modules/training/demo/training-content';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { programmeInput, uploadAs } from '@server/modules/training/media/training-media.fixtures';

let t: TestApp;
let dataDir: string;
const who: Record<string, LoginInfo> = {};
let files: { video: string; document: string; cover: string; evidence: string };
let seeded: Record<string, number>;
let demoTenantId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-programmes-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  files = {
    video: await uploadAs(t, who.district_admin!, 'video'),
    document: await uploadAs(t, who.district_admin!, 'document'),
    cover: await uploadAs(t, who.district_admin!, 'cover'),
    evidence: await uploadAs(t, who.teacher!, 'evidence'),
  };
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  demoTenantId = demo!.id;
  seeded = await findSeededProgrammeIds(t.deps.db, asTenantId(demoTenantId));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const create = (as: LoginInfo | undefined, body: unknown, tenant = undefined as typeof DONGCHENG | undefined) =>
  t.call('POST', '/training/manage/programmes/create', { ...(as ? { token: as.access_token } : {}), ...(tenant ? { tenant } : {}), body });
const update = (as: LoginInfo, body: unknown) => t.call('POST', '/training/manage/programmes/update', { token: as.access_token, body });
const move = (as: LoginInfo, body: unknown) => t.call('POST', '/training/manage/programmes/status', { token: as.access_token, body });
const read = (as: LoginInfo | undefined, id: number, tenant?: typeof DONGCHENG) =>
  t.call('GET', `/training/manage/programmes/${id}`, { ...(as ? { token: as.access_token } : {}), ...(tenant ? { tenant } : {}) });

async function created(as: LoginInfo, overrides: Partial<ProgrammeInput> = {}): Promise<ManagedProgramme> {
  const response = await create(as, programmeInput(files, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ManagedProgramme;
}

/** Rows of the programme tables, to prove a refused write left nothing. */
async function snapshot() {
  return {
    programmes: await countRows(t.deps.db, trainingProgrammes),
    units: await countRows(t.deps.db, trainingUnits),
    audits: await countRows(t.deps.db, auditLog),
  };
}

async function schoolOf(username: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ orgUnitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, demoTenantId), eq(users.username, username)));
  return row!.orgUnitId;
}

describe('POST /training/manage/programmes/create', () => {
  it('creates a draft with its units in order, as the district, and audits it', async () => {
    const programme = await created(who.district_admin!, { coverFileId: files.cover });
    expect(programme).toMatchObject({
      kind: 'common',
      status: 'draft',
      version: 1,
      organiserName: '示范区教育委员会',
      createdByName: '赵磊',
      coverFileId: files.cover,
      seatsTaken: 0,
      seatsLeft: 30,
      publishedAt: null,
      enrolmentCounts: { pending: 0, enrolled: 0, rejected: 0, cancelled: 0 },
    });
    expect(programme.units.map((unit) => [unit.position, unit.kind, unit.title])).toEqual([
      [1, 'video', '视频课'],
      [2, 'document', '文档课'],
      [3, 'offline', '线下研讨'],
    ]);
    expect(programme.units[0]).toMatchObject({ fileId: files.video, contentType: 'video/mp4', durationSeconds: 600 });
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'training_programme'), eq(auditLog.entityId, String(programme.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((entry) => entry.action)).toEqual(['training.programme_created']);
  });

  it("keeps a school admin's programme to school-based training of their own school", async () => {
    const school = await schoolOf('school_admin');
    const otherSchool = await schoolOf('backbone');
    const programme = await created(who.school_admin!, { kind: 'school', level: '1', targetSchoolIds: [otherSchool] });
    expect(programme).toMatchObject({ kind: 'school', organiserUnitId: school, targetSchoolIds: [school] });

    const before = await snapshot();
    const common = await create(who.school_admin!, programmeInput(files));
    expect(common.statusCode).toBe(403);
    expect(common.json().data.issues[0].path).toBe('body.kind');
    const elsewhere = await create(who.school_admin!, programmeInput(files, { kind: 'school', organiserUnitId: otherSchool }));
    expect(elsewhere.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('lets the district organise as one of its schools', async () => {
    const school = await schoolOf('backbone');
    const programme = await created(who.district_admin!, { kind: 'school', level: '1', organiserUnitId: school });
    expect(programme).toMatchObject({ organiserUnitId: school, targetSchoolIds: [school], organiserName: '示范区实验中学' });
  });

  it('refuses every rule zod cannot check with 422 and the field, writing nothing', async () => {
    const [studioless] = [programmeInput(files, { kind: 'studio', studioId: null })];
    const school = await schoolOf('teacher');
    const [office] = await t.deps.db
      .select({ id: users.orgUnitId })
      .from(users)
      .where(and(eq(users.tenantId, demoTenantId), eq(users.username, 'district_admin')));
    const cases: Array<[Partial<ProgrammeInput> | ProgrammeInput, string]> = [
      [{ enrolEnd: new Date(Date.now() - 2 * 86_400_000).toISOString() }, 'body.enrolEnd'],
      [{ endsOn: '2020-01-01' }, 'body.endsOn'],
      [
        {
          enrolStart: new Date(Date.now() + 400 * 86_400_000).toISOString(),
          enrolEnd: new Date(Date.now() + 401 * 86_400_000).toISOString(),
        },
        'body.enrolEnd',
      ],
      [{ priceCents: 100 }, 'body.priceCents'],
      [{ enrolMode: 'purchase' }, 'body.enrolMode'],
      [{ kind: 'supermarket', priceCents: 9900, enrolMode: 'open' }, 'body.enrolMode'],
      [studioless, 'body.studioId'],
      [{ kind: 'studio', studioId: 999_999 }, 'body.studioId'],
      [{ studioId: 1 }, 'body.studioId'],
      [{ linkedActivities: [{ title: '教研活动', url: '/researchActivity' }] }, 'body.linkedActivities'],
      [{ coverFileId: files.video }, 'body.coverFileId'],
      [{ units: [{ kind: 'video', title: 'v', fileId: files.document, durationSeconds: 10, creditHours: 1 }] }, 'body.units.0.fileId'],
      [{ units: [{ kind: 'document', title: 'd', fileId: files.evidence, minViewSeconds: 10, creditHours: 1 }] }, 'body.units.0.fileId'],
      [
        { units: [{ id: 1, kind: 'offline', title: 'o', location: 'x', sessionStartsAt: new Date().toISOString(), creditHours: 1 }] },
        'body.units.0.id',
      ],
      [{ targetSchoolIds: [office!.id] }, 'body.targetSchoolIds.0'],
      [{ targetSchoolIds: [school, 987_654] }, 'body.targetSchoolIds.1'],
      [{ sectionCodes: ['9'] }, 'body.sectionCodes.0'],
      [{ kind: 'school', level: '1' }, 'body.organiserUnitId'],
    ];
    const before = await snapshot();
    for (const [overrides, field] of cases) {
      const response = await create(who.district_admin!, programmeInput(files, overrides));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(response.json().code).toBe(4022);
      expect(
        response.json().data.issues.map((issue: { path: string }) => issue.path),
        JSON.stringify(overrides),
      ).toContain(field);
    }
    // Shapes zod refuses: 400.
    expect((await create(who.district_admin!, { ...programmeInput(files), kind: 'lecture' })).statusCode).toBe(400);
    expect((await create(who.district_admin!, { ...programmeInput(files), creditHours: 1.25 })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a paid marketplace course bought by purchase, and a fusion programme with links', async () => {
    expect((await created(who.district_admin!, { kind: 'supermarket', priceCents: 19_900, enrolMode: 'purchase' })).priceCents).toBe(
      19_900,
    );
    const fusion = await created(who.district_admin!, {
      kind: 'fusion',
      linkedActivities: [{ title: '教研活动', url: 'https://example.cn/a' }],
    });
    expect(fusion.linkedActivities).toEqual([{ title: '教研活动', url: 'https://example.cn/a' }]);
  });

  it('requires a session on the tenant and a staff role', async () => {
    const before = await snapshot();
    const anonymous = await create(undefined, programmeInput(files));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(1001);
    for (const name of ['teacher', 'backbone']) expect((await create(who[name]!, programmeInput(files))).statusCode).toBe(403);
    // A demo token is no session on another tenant, and another tenant's admin cannot use the demo tenant's files.
    expect((await create(who.district_admin!, programmeInput(files), DONGCHENG)).statusCode).toBe(401);
    const foreign = await create(who.dongchengAdmin!, programmeInput(files), DONGCHENG);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual(['body.units.0.fileId', 'body.units.1.fileId']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /training/manage/programmes/update', () => {
  it('saves the units as ordered: kept ids rewritten, new ones added, missing ones deleted', async () => {
    const programme = await created(who.district_admin!);
    const [video, document, offline] = programme.units;
    const input = programmeInput(files, {
      title: '改过的标题',
      units: [
        {
          id: offline!.id,
          kind: 'offline',
          title: '先线下',
          location: '会议室',
          sessionStartsAt: new Date().toISOString(),
          creditHours: 1,
        },
        { kind: 'video', title: '新视频', fileId: files.video, durationSeconds: 60, creditHours: 1 },
        { id: video!.id, kind: 'video', title: '原视频', fileId: files.video, durationSeconds: 600, creditHours: 1 },
      ],
    });
    const response = await update(who.district_admin!, { ...input, id: programme.id, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().data as ManagedProgramme;
    expect(after).toMatchObject({ title: '改过的标题', version: 2 });
    expect(after.units.map((unit) => [unit.position, unit.title])).toEqual([
      [1, '先线下'],
      [2, '新视频'],
      [3, '原视频'],
    ]);
    expect(after.units[0]!.id).toBe(offline!.id);
    expect(after.units[2]!.id).toBe(video!.id);
    expect(await t.deps.db.select().from(trainingUnits).where(eq(trainingUnits.id, document!.id))).toEqual([]);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'training_programme'), eq(auditLog.entityId, String(programme.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((entry) => entry.action)).toEqual(['training.programme_created', 'training.programme_updated']);
  });

  it('hides rather than deletes a dropped unit someone completed', async () => {
    const programme = await created(who.district_admin!);
    const offline = programme.units[2]!;
    const [teacher] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, demoTenantId), eq(users.username, 'teacher')));
    await t.deps.db
      .insert(trainingUnitCompletions)
      .values({ tenantId: demoTenantId, unitId: offline.id, userId: teacher!.id, source: 'attendance' });
    const input = programmeInput(files);
    const response = await update(who.district_admin!, {
      ...input,
      units: input.units.slice(0, 2).map((unit, index) => ({ ...unit, id: programme.units[index]!.id })),
      id: programme.id,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.units).toHaveLength(2);
    const [kept] = await t.deps.db.select().from(trainingUnits).where(eq(trainingUnits.id, offline.id));
    expect(kept!.removed).toBe(true);
  });

  it('answers 409 (4010) to an edit of a version someone else changed, writing nothing', async () => {
    const programme = await created(who.district_admin!);
    expect(
      (await update(who.district_admin!, { ...programmeInput(files), title: '第一次', id: programme.id, version: 1 })).statusCode,
    ).toBe(200);
    const before = await snapshot();
    const stale = await update(who.district_admin!, { ...programmeInput(files), title: '第二次', id: programme.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 4010, msg: '内容已被他人修改，请刷新后再编辑' });
    expect(await snapshot()).toEqual(before);
    expect((await read(who.district_admin!, programme.id)).json().data.title).toBe('第一次');
  });

  it('keeps the capacity at or above the seats taken, and units to the programme', async () => {
    const programme = await created(who.district_admin!);
    const other = await created(who.district_admin!);
    await t.deps.db.update(trainingProgrammes).set({ seatsTaken: 5 }).where(eq(trainingProgrammes.id, programme.id));
    const before = await snapshot();
    const low = await update(who.district_admin!, { ...programmeInput(files, { capacity: 4 }), id: programme.id, version: 1 });
    expect(low.statusCode).toBe(422);
    expect(low.json().data.issues[0].path).toBe('body.capacity');
    const foreignUnit = programmeInput(files);
    foreignUnit.units = [{ ...foreignUnit.units[2]!, id: other.units[2]!.id }];
    const stolen = await update(who.district_admin!, { ...foreignUnit, id: programme.id, version: 1 });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().data.issues[0].path).toBe('body.units.0.id');
    expect(await snapshot()).toEqual(before);
    expect(
      (await update(who.district_admin!, { ...programmeInput(files, { capacity: 5 }), id: programme.id, version: 1 })).statusCode,
    ).toBe(200);
  });

  it("refuses staff who do not manage it, and the other tenant's", async () => {
    const district = await created(who.district_admin!);
    const body = { ...programmeInput(files), id: district.id, version: 1 };
    expect((await update(who.school_admin!, { ...body, kind: 'school' })).statusCode).toBe(403);
    expect((await update(who.teacher!, body)).statusCode).toBe(403);
    const foreign = await t.call('POST', '/training/manage/programmes/update', {
      tenant: DONGCHENG,
      token: who.dongchengAdmin!.access_token,
      body,
    });
    expect(foreign.statusCode).toBe(404);
    // School-based training of another school is not the school admin's either.
    const otherSchool = await created(who.district_admin!, { kind: 'school', level: '1', organiserUnitId: await schoolOf('backbone') });
    expect(
      (await update(who.school_admin!, { ...programmeInput(files, { kind: 'school', level: '1' }), id: otherSchool.id, version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await read(who.district_admin!, district.id)).json().data.version).toBe(1);
  });
});

describe('POST /training/manage/programmes/status', () => {
  it('publishes, closes, re-opens and archives along the allowed moves only', async () => {
    const programme = await created(who.district_admin!);
    const published = await move(who.district_admin!, { id: programme.id, action: 'publish', version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', version: 2, publishedAt: expect.any(String) });
    const firstPublished = published.json().data.publishedAt;

    const archivePublished = await move(who.district_admin!, { id: programme.id, action: 'archive', version: 2 });
    expect(archivePublished.statusCode).toBe(409);
    expect(archivePublished.json().code).toBe(4011);
    const stale = await move(who.district_admin!, { id: programme.id, action: 'close', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(4010);

    expect((await move(who.district_admin!, { id: programme.id, action: 'close', version: 2 })).json().data.status).toBe('closed');
    const reopened = (await move(who.district_admin!, { id: programme.id, action: 'publish', version: 3 })).json().data;
    expect(reopened).toMatchObject({ status: 'published', publishedAt: firstPublished });
    expect((await move(who.district_admin!, { id: programme.id, action: 'close', version: 4 })).statusCode).toBe(200);
    expect((await move(who.district_admin!, { id: programme.id, action: 'archive', version: 5 })).json().data.status).toBe('archived');
    expect((await move(who.district_admin!, { id: programme.id, action: 'publish', version: 6 })).statusCode).toBe(409);

    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'training_programme'), eq(auditLog.entityId, String(programme.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((entry) => entry.action)).toEqual([
      'training.programme_created',
      'training.programme_published',
      'training.programme_closed',
      'training.programme_published',
      'training.programme_closed',
      'training.programme_archived',
    ]);
  });

  it('needs a unit to publish, and the caller to manage the programme', async () => {
    const empty = await created(who.district_admin!, { units: [] });
    const before = await snapshot();
    const refused = await move(who.district_admin!, { id: empty.id, action: 'publish', version: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.issues[0].message).toMatch(/at least one unit/);
    expect((await move(who.school_admin!, { id: empty.id, action: 'archive', version: 1 })).statusCode).toBe(403);
    expect((await move(who.teacher!, { id: empty.id, action: 'archive', version: 1 })).statusCode).toBe(403);
    const foreign = await t.call('POST', '/training/manage/programmes/status', {
      tenant: DONGCHENG,
      token: who.dongchengAdmin!.access_token,
      body: { id: empty.id, action: 'archive', version: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await move(who.district_admin!, { id: empty.id, action: 'retire', version: 1 })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);

    const own = await created(who.school_admin!, { kind: 'school', level: '1' });
    expect((await move(who.school_admin!, { id: own.id, action: 'publish', version: 1 })).json().data.status).toBe('published');
  });
});

describe('GET /training/manage/programmes and /:id', () => {
  it('lists every status to the district, filtered and paged', async () => {
    const list = (query: Record<string, string>, as = who.district_admin!) =>
      t.call('GET', '/training/manage/programmes', { token: as.access_token, query });
    const all = (await list({ size: '100' })).json().data;
    const statuses = new Set(all.records.map((record: { status: string }) => record.status));
    expect(statuses).toEqual(new Set(['draft', 'published', 'closed', 'archived']));
    expect(all.records.every((record: { myEnrolment: unknown }) => record.myEnrolment === null)).toBe(true);

    const page = (await list({ size: '2', current: '2' })).json().data;
    expect(page).toMatchObject({ current: 2, size: 2, total: all.total });
    expect(page.records.map((record: { id: number }) => record.id)).toEqual(
      all.records.slice(2, 4).map((record: { id: number }) => record.id),
    );

    const marketplace = (await list({ kind: 'supermarket', keyword: '大单元' })).json().data;
    expect(marketplace.records.map((record: { id: number }) => record.id)).toContain(seeded.unitDesignPaid);
    expect(marketplace.records.every((record: { kind: string }) => record.kind === 'supermarket')).toBe(true);
    expect((await list({ status: 'archived' })).json().data.records.map((record: { id: number }) => record.id)).toContain(
      seeded.publicDuty2025,
    );
    expect((await list({ kind: 'lecture' })).statusCode).toBe(400);
  });

  it("shows a school admin only their school's school-based training", async () => {
    const records = (
      await t.call('GET', '/training/manage/programmes', { token: who.school_admin!.access_token, query: { size: '100' } })
    ).json().data.records;
    const school = await schoolOf('school_admin');
    expect(records.length).toBeGreaterThan(0);
    expect(
      records.every((record: { kind: string; organiserUnitId: number }) => record.kind === 'school' && record.organiserUnitId === school),
    ).toBe(true);
    expect(records.map((record: { id: number }) => record.id)).toContain(seeded.schoolObservation);
    expect(records.map((record: { id: number }) => record.id)).not.toContain(seeded.schoolYoungTeachers);

    expect((await read(who.school_admin!, seeded.schoolObservation!)).statusCode).toBe(200);
    expect((await read(who.school_admin!, seeded.schoolYoungTeachers!)).statusCode).toBe(403);
    expect((await read(who.school_admin!, seeded.curriculum!)).statusCode).toBe(403);
  });

  it('reads one programme for staff who manage it only', async () => {
    const response = await read(who.district_admin!, seeded.studioReading!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      kind: 'studio',
      studio: { name: '孙丽高中语文名师工作室', leadName: '孙丽' },
      version: 1,
    });
    expect((await read(undefined, seeded.curriculum!)).statusCode).toBe(401);
    expect((await read(who.teacher!, seeded.curriculum!)).statusCode).toBe(403);
    expect((await read(who.district_admin!, 99_999_999)).statusCode).toBe(404);
    expect((await read(who.dongchengAdmin!, seeded.curriculum!, DONGCHENG)).statusCode).toBe(404);
    expect((await t.call('GET', '/training/manage/programmes', { query: {} })).statusCode).toBe(401);
    expect((await t.call('GET', '/training/manage/programmes', { token: who.teacher!.access_token })).statusCode).toBe(403);
    const foreignList = (
      await t.call('GET', '/training/manage/programmes', { tenant: DONGCHENG, token: who.dongchengAdmin!.access_token })
    ).json().data;
    expect(foreignList.records.map((record: { id: number }) => record.id)).not.toContain(seeded.curriculum);
  });
});
