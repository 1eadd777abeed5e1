import { PROFILE_KIND_CODES, PROFILE_KINDS, type AnyProfileRecord, type ProfileKind } from '@yanxiu/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileRecords } from '@server/db/schema/profile';
import { countRows } from '@server-test/support/db-state';
import { DEMO, DONGCHENG } from '@server-test/support/test-app';
import { exampleRecord, expectError, profileClient, setUpProfile, type ProfileEnv } from '@server/modules/profile/profile.fixtures';
import { seedProfileDemo } from '@server/modules/profile/demo/profile-demo';

// The teacher's calls of every kind (spec 7), generated from the kind table: each test loops over the kinds on one
// app, so twenty kinds cost a handful of requests each rather than an app each.

let env: ProfileEnv;
const c = profileClient(() => env);
beforeAll(async () => {
  env = await setUpProfile(['teacher', 'backbone', 'school_admin', 'district_admin']);
});
afterAll(async () => {
  await env.t.close();
});

const rowCount = () => countRows(env.t.deps.db, profileRecords);

async function saved(kind: ProfileKind, body: Record<string, unknown>, caller = env.who.teacher): Promise<AnyProfileRecord> {
  const response = await c.kind(kind, 'save', caller, body);
  expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
  return response.json().data;
}

/** The first field of a kind that must be given. */
function requiredField(kind: ProfileKind): string {
  const fields = PROFILE_KINDS[kind].fields as Record<string, z.ZodType>;
  return Object.keys(fields).find((name) => !(fields[name] instanceof z.ZodOptional))!;
}

describe('the demo seed', () => {
  it('gives the demo teacher records of every kind in every state, once', async () => {
    const summary = (await c.get('/profile/records/summary', env.who.teacher)).json().data as {
      kinds: Array<{ kind: string; unverified: number; verified: number; rejected: number }>;
    };
    expect(summary.kinds.filter((row) => row.unverified + row.verified + row.rejected === 0)).toEqual([]);
    const totals = summary.kinds.reduce(
      (sum, row) => ({
        unverified: sum.unverified + row.unverified,
        verified: sum.verified + row.verified,
        rejected: sum.rejected + row.rejected,
      }),
      { unverified: 0, verified: 0, rejected: 0 },
    );
    expect(totals).toMatchObject({ unverified: expect.any(Number), verified: expect.any(Number), rejected: 2 });
    expect(Math.min(totals.unverified, totals.verified)).toBeGreaterThan(3);
    const tenantId = (await env.t.deps.tenants.byHostname(DEMO.host))!.id;
    expect(await seedProfileDemo(env.t.deps.db, env.t.deps, tenantId)).toBe(0);
  });
});

describe('every kind: list, save and del', () => {
  it('creates, lists, updates at the version read and deletes a record of each kind', async () => {
    for (const kind of PROFILE_KIND_CODES) {
      const created = await saved(kind, exampleRecord(kind, { title: `测试记录 ${kind}` }));
      expect(created, kind).toMatchObject({
        kind,
        title: `测试记录 ${kind}`,
        state: 'unverified',
        version: 1,
        editable: true,
        teacherName: '王芳',
        evidence: [],
      });

      const listed = await c.kind(kind, 'list', env.who.teacher, { size: '100' });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(
        (listed.json().data.records as AnyProfileRecord[]).map((record) => record.id),
        kind,
      ).toContain(created.id);

      const updated = await saved(kind, exampleRecord(kind, { id: created.id, version: created.version, title: `已修改 ${kind}` }));
      expect(updated, kind).toMatchObject({ id: created.id, title: `已修改 ${kind}`, version: 2 });
      // The version read before the update is stale now.
      expectError(await c.kind(kind, 'save', env.who.teacher, exampleRecord(kind, { id: created.id, version: 1 })), 409, 4010);
      // A record is found under its own kind only.
      const other = kind === 'honor' ? 'exam' : 'honor';
      expectError(await c.kind(other, 'del', env.who.teacher, { id: created.id }), 404, 4004);

      const deleted = await c.kind(kind, 'del', env.who.teacher, { id: created.id, version: 2 });
      expect(deleted.json(), kind).toMatchObject({ code: 0, data: { id: created.id } });
      expectError(await c.kind(kind, 'del', env.who.teacher, { id: created.id }), 404, 4004);
    }
  });

  it('refuses bad input of each kind with 400 naming the field, and writes nothing', async () => {
    const before = await rowCount();
    for (const kind of PROFILE_KIND_CODES) {
      const field = requiredField(kind);
      const example = exampleRecord(kind);
      const broken = { ...example, fields: { ...(example.fields as object), [field]: { not: 'a value' } } };
      const cases: Array<[unknown, string]> = [
        [broken, `body.fields.${field}`],
        [{ ...example, date: '2999-01-01' }, 'body.date'],
        [{ ...example, title: '' }, 'body.title'],
        [{ ...example, id: 1 }, 'body.version'],
      ];
      if (PROFILE_KINDS[kind].level === 'required') cases.push([{ ...example, level: '9' }, 'body.level']);
      for (const [body, path] of cases) {
        const response = await c.kind(kind, 'save', env.who.teacher, body);
        expect(response.statusCode, `${kind} ${path}: ${response.body}`).toBe(400);
        expect(
          response.json().data.issues.map((issue: { path: string }) => issue.path),
          `${kind} ${path}`,
        ).toContain(path);
      }
    }
    expect(await rowCount()).toBe(before);
  });

  it('checks ISBN and ISSN check digits and cross-field rules', async () => {
    const before = await rowCount();
    const paper = exampleRecord('public-thesis');
    const cases: Array<[ProfileKind, unknown, string]> = [
      ['public-thesis', { ...paper, fields: { ...(paper.fields as object), issn: '1000-0136' } }, 'body.fields.issn'],
      ['public-thesis', { ...paper, fields: { ...(paper.fields as object), issn: undefined, cnNumber: undefined } }, 'body.fields.issn'],
      [
        'pub-mono',
        exampleRecord('pub-mono', { fields: { ...(exampleRecord('pub-mono').fields as object), isbn: '978-7-04-050789-1' } }),
        'body.fields.isbn',
      ],
      [
        'material',
        exampleRecord('material', { fields: { ...(exampleRecord('material').fields as object), isbn: '7-107-18617-0' } }),
        'body.fields.isbn',
      ],
      [
        'research-topic',
        exampleRecord('research-topic', { fields: { ...(exampleRecord('research-topic').fields as object), status: 'concluded' } }),
        'body.fields.concludedOn',
      ],
    ];
    for (const [kind, body, path] of cases) {
      const response = await c.kind(kind, 'save', env.who.teacher, body);
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(400);
      expect(response.json().data.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
    expect(await rowCount()).toBe(before);
  });

  it('filters a list by year, level, state and the kind’s own fields', async () => {
    const lesson = (extra: Record<string, unknown>) => exampleRecord('good-lesson', { title: '筛选测试', ...extra });
    const a = await saved(
      'good-lesson',
      lesson({ date: '2021-05-01', level: '3', fields: { ...(exampleRecord('good-lesson').fields as object), competitionKind: '2' } }),
    );
    const b = await saved('good-lesson', lesson({ date: '2022-05-01', level: '2' }));
    const ids = async (query: Record<string, string>) =>
      ((await c.kind('good-lesson', 'list', env.who.teacher, query)).json().data.records as AnyProfileRecord[]).map((record) => record.id);
    expect(await ids({ year: '2021' })).toEqual([a.id]);
    expect(await ids({ year: '2022', level: '2' })).toEqual([b.id]);
    expect(await ids({ competitionKind: '2' })).toEqual([a.id]);
    expect(await ids({ state: 'verified' })).not.toContain(a.id);
    const mentoring = await c.kind('mentoring', 'list', env.who.teacher, { expertiseAreas: '6' });
    expect(mentoring.json().data.records.length).toBeGreaterThan(0);
    expect((await c.kind('mentoring', 'list', env.who.teacher, { expertiseAreas: '1' })).json().data.records).toEqual([]);
    const paged = (await c.kind('good-lesson', 'list', env.who.teacher, { size: '1', current: '2' })).json().data;
    expect(paged).toMatchObject({ current: 2, size: 1, total: 3 });
    for (const record of [a, b]) await c.kind('good-lesson', 'del', env.who.teacher, { id: record.id });
  });
});

describe('evidence', () => {
  it('takes the teacher’s own PDF, and refuses another’s file or a type a record may not carry', async () => {
    const mine = await c.upload(env.who.teacher!);
    const record = await saved('honor', exampleRecord('honor', { evidenceFileIds: [mine] }));
    expect(record.evidence).toEqual([
      { id: mine, name: '证书.pdf', contentType: 'application/pdf', size: expect.any(Number), missing: false },
    ]);

    const before = await rowCount();
    const theirs = await c.upload(env.who.backbone!);
    const text = await c.upload(env.who.teacher!, { name: '说明.txt', type: 'text/plain', bytes: Buffer.from('获奖说明') });
    for (const [fileId, message] of [
      [theirs, 'not your upload'],
      [text, 'evidence is PDF'],
      ['0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20', 'no such file'],
    ] as const) {
      const response = await c.kind('honor', 'save', env.who.teacher, exampleRecord('honor', { evidenceFileIds: [mine, fileId] }));
      expectError(response, 422, 4022);
      expect(response.json().data.issues).toEqual([{ path: 'body.evidenceFileIds.1', message: expect.stringContaining(message) }]);
    }
    expect(await rowCount()).toBe(before);

    // The file stays while the record names it.
    expectError(await env.t.call('DELETE', `/files/${mine}`, { token: env.who.teacher!.access_token }), 409, 4009);
    await c.kind('honor', 'del', env.who.teacher, { id: record.id });
    expect((await env.t.call('DELETE', `/files/${mine}`, { token: env.who.teacher!.access_token })).statusCode).toBe(200);
  });
});

describe('who may call what', () => {
  it('answers 401 without a session, for every kind', async () => {
    for (const kind of PROFILE_KIND_CODES) {
      expectError(await c.kind(kind, 'list', undefined), 401, 1001);
      expectError(await c.kind(kind, 'save', undefined, exampleRecord(kind)), 401, 1001);
      expectError(await c.kind(kind, 'del', undefined, { id: 1 }), 401, 1001);
    }
  });

  it('keeps another teacher’s records out of reach, for every kind', async () => {
    const before = await rowCount();
    for (const kind of PROFILE_KIND_CODES) {
      const theirs = await saved(kind, exampleRecord(kind), env.who.backbone);
      // Another teacher's record is as unknown as a missing one; naming another teacher to read is refused.
      expectError(await c.kind(kind, 'save', env.who.teacher, exampleRecord(kind, { id: theirs.id, version: theirs.version })), 404, 4004);
      expectError(await c.kind(kind, 'del', env.who.teacher, { id: theirs.id }), 404, 4004);
      expectError(await c.kind(kind, 'list', env.who.teacher, { userId: String(env.id('backbone')) }), 403, 4003);
      await c.kind(kind, 'del', env.who.backbone, { id: theirs.id });
    }
    expect(await rowCount()).toBe(before);
  });

  it('lets only teachers write, and staff read a teacher under them read-only', async () => {
    for (const kind of PROFILE_KIND_CODES) {
      // District staff hold no teacher role.
      expectError(await c.kind(kind, 'save', env.who.district_admin, exampleRecord(kind)), 403, 4003);
      expectError(await c.kind(kind, 'del', env.who.district_admin, { id: 1 }), 403, 4003);
    }
    const teacherId = String(env.id('teacher'));
    const read = await c.kind('honor', 'list', env.who.school_admin, { userId: teacherId });
    expect(read.statusCode, read.body).toBe(200);
    const records = read.json().data.records as AnyProfileRecord[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.userId === env.id('teacher') && !record.editable)).toBe(true);
    // The school admin's school is the first; 李强 teaches at the second. District staff see every school.
    expectError(await c.kind('honor', 'list', env.who.school_admin, { userId: String(env.id('backbone')) }), 403, 4003);
    expect((await c.kind('honor', 'list', env.who.district_admin, { userId: String(env.id('backbone')) })).statusCode).toBe(200);
    expectError(await c.kind('honor', 'list', env.who.school_admin, { userId: '999999' }), 403, 4003);
    const summary = await c.get('/profile/records/summary', env.who.district_admin, { userId: String(env.id('backbone')) });
    expect(summary.json().data).toMatchObject({ teacherName: '李强' });
    expect(summary.json().data.kinds).toHaveLength(PROFILE_KIND_CODES.length);
    expect(summary.json().data.kinds.find((row: { kind: string }) => row.kind === 'public-thesis')).toEqual({
      kind: 'public-thesis',
      unverified: 1,
      verified: 2,
      rejected: 0,
    });
  });

  it('keeps tenants apart', async () => {
    const mine = (await c.kind('honor', 'list', env.who.teacher)).json().data.records as AnyProfileRecord[];
    const demoRecord = mine[0]!;
    // A session of another tenant is no session here; on its own tenant, this tenant's ids do not exist.
    expectError(await c.kind('honor', 'list', env.who.dongcheng), 401, 1001);
    expectError(
      await c.kind(
        'honor',
        'save',
        env.who.dongcheng,
        exampleRecord('honor', { id: demoRecord.id, version: demoRecord.version }),
        DONGCHENG,
      ),
      404,
      4004,
    );
    expectError(await c.kind('honor', 'del', env.who.dongcheng, { id: demoRecord.id }, DONGCHENG), 404, 4004);
    const theirs = await c.kind('honor', 'list', env.who.dongcheng, {}, DONGCHENG);
    expect(theirs.json().data.records).toEqual([]);
  });
});
