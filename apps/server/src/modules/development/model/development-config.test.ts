import type { LoginInfo } from '@yanxiu/contract/auth';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { conditionFiles, developmentTypes, phaseConditions, postTypes } from '@server/db/schema/development-model';
import { prepareDatabase } from '@server/bootstrap';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
});
afterAll(async () => {
  await t.close();
});

const base = '/teacherProfile/developmentConfig';
const read = (path: string, query: Record<string, string> = {}, viewer = who.district_admin, tenant?: TestTenant) =>
  t.call('GET', `${base}/${path}`, { query, ...(viewer ? { token: viewer.access_token } : {}), ...(tenant ? { tenant } : {}) });
const write = (path: string, body: unknown, viewer = who.district_admin, tenant?: TestTenant) =>
  t.call('POST', `${base}/${path}`, { body, ...(viewer ? { token: viewer.access_token } : {}), ...(tenant ? { tenant } : {}) });
const codes = (response: { json(): { data: Array<{ code?: string; phaseCode?: string }> } }) =>
  response.json().data.map((item) => item.code ?? item.phaseCode);
const configAudits = () => t.deps.db.select().from(auditLog).where(like(auditLog.action, 'development.config.%'));

const newPostType = {
  code: 'P9',
  name: '心理教师',
  nameEn: 'Counsellor',
  sort: 9,
  enabled: true,
  developmentTypeCode: '1',
  sectionCodes: ['3', '2', '3'],
};
const phaseKey = { postTypeCode: 'P9', phaseCode: '3' };
const newCondition = {
  ...phaseKey,
  code: 'C1',
  name: '教龄满 5 年',
  nameEn: 'Five years of teaching',
  sort: 1,
  rule: { kind: 'teaching_years', params: { minYears: 5 } },
};
const newFile = {
  ...phaseKey,
  conditionCode: 'C1',
  code: 'F1',
  name: '聘书',
  nameEn: 'Appointment letter',
  required: true,
  kinds: ['pdf'],
  sort: 1,
};

describe('development types', () => {
  it('lists, saves (upsert, audited) and leaves the other tenant untouched', async () => {
    expect(codes(await read('listTypes'))).toEqual(['1', '2', '3']);
    const saved = await write('saveType', { code: '1', name: '教学型发展', nameEn: 'Teaching', sort: 1, enabled: true });
    expect(saved.statusCode).toBe(200);
    expect((await read('listTypes')).json().data[0]).toEqual({ code: '1', name: '教学型发展', nameEn: 'Teaching', sort: 1, enabled: true });
    const [audit] = await configAudits();
    expect(audit).toMatchObject({
      action: 'development.config.type_saved',
      entityId: '1',
      before: { name: '教学型' },
      after: { name: '教学型发展' },
    });
    expect((await read('listTypes', {}, who.dongchengAdmin, DONGCHENG)).json().data[0].name).toBe('教学型');
  });

  it('refuses a malformed type with 400 and writes nothing', async () => {
    const before = await countRows(t.deps.db, developmentTypes);
    expect((await write('saveType', { code: '4', name: '', nameEn: 'x', sort: 1, enabled: true })).statusCode).toBe(400);
    expect((await write('saveType', { code: 'a b', name: 'x', nameEn: 'x', sort: 1, enabled: true })).statusCode).toBe(400);
    expect(await countRows(t.deps.db, developmentTypes)).toBe(before);
  });

  it('deletes an unused type, and answers 409 for one a teacher chose or a post type belongs to', async () => {
    for (const code of ['8', '9'])
      expect((await write('saveType', { code, name: `类型${code}`, nameEn: `Type ${code}`, sort: 9, enabled: true })).statusCode).toBe(200);
    const chose = await t.call('POST', '/teacherProfile/developmentType/saveType', {
      token: who.teacher!.access_token,
      body: { sectionCode: '2', typeCode: '9' },
    });
    expect(chose.statusCode).toBe(200);
    const inUse = await write('deleteType', { code: '9' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().data.issues[0].message).toContain('chosen by 1 teacher');
    expect((await write('deleteType', { code: '3' })).statusCode).toBe(409);
    expect((await write('deleteType', { code: '8' })).json()).toMatchObject({ code: 0, data: { deleted: true } });
    expect((await write('deleteType', { code: '8' })).statusCode).toBe(404);
    expect(codes(await read('listTypes'))).toEqual(['1', '2', '3', '9']);
  });

  it('is not overwritten by the seed at the next start', async () => {
    await prepareDatabase(t.deps);
    const types = (await read('listTypes')).json().data;
    expect(types.map((type: { code: string }) => type.code)).toEqual(['1', '2', '3', '9']);
    expect(types[0].name).toBe('教学型发展');
  });
});

describe('post types, paths, conditions and files', () => {
  it('saves a post type with its sections, refusing unknown references with 422', async () => {
    const postTypesBefore = await countRows(t.deps.db, postTypes);
    expect((await write('savePostType', { ...newPostType, developmentTypeCode: 'ZZ' })).statusCode).toBe(422);
    expect((await write('savePostType', { ...newPostType, sectionCodes: ['9'] })).statusCode).toBe(422);
    expect((await write('savePostType', { ...newPostType, sectionCodes: [] })).statusCode).toBe(400);
    expect(await countRows(t.deps.db, postTypes)).toBe(postTypesBefore);
    const saved = await write('savePostType', newPostType);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...newPostType, sectionCodes: ['2', '3'], phaseCodes: [] });
    expect(codes(await read('listPostTypes'))).toEqual(['1', '2', '3', 'P9']);
  });

  it("puts ladder phases on the post type's path, refusing phases off the ladder", async () => {
    expect((await write('savePhase', { postTypeCode: 'P9', phaseCode: '7' })).statusCode).toBe(422);
    expect((await write('savePhase', { postTypeCode: 'nope', phaseCode: '3' })).statusCode).toBe(422);
    expect((await write('savePhase', { postTypeCode: 'P9' })).statusCode).toBe(400);
    expect((await write('savePhase', { postTypeCode: 'P9', phaseCode: '4' })).statusCode).toBe(200);
    const path = await write('savePhase', phaseKey);
    expect(path.json().data.map((phase: { phaseCode: string }) => phase.phaseCode)).toEqual(['3', '4']);
    expect(codes(await read('listPhases', { postTypeCode: 'P9' }))).toEqual(['3', '4']);
    expect((await read('listPhases', { postTypeCode: 'nope' })).statusCode).toBe(404);
  });

  it('saves conditions with validated rules and their files', async () => {
    const conditionsBefore = await countRows(t.deps.db, phaseConditions);
    expect((await write('saveCondition', { ...newCondition, rule: { kind: 'teaching_years', params: { minHours: 5 } } })).statusCode).toBe(
      400,
    );
    expect((await write('saveCondition', { ...newCondition, rule: { kind: 'title', params: { minTitleCode: '7' } } })).statusCode).toBe(
      422,
    );
    expect((await write('saveCondition', { ...newCondition, phaseCode: '5' })).statusCode).toBe(422);
    expect(await countRows(t.deps.db, phaseConditions)).toBe(conditionsBefore);
    const saved = await write('saveCondition', newCondition);
    expect(saved.statusCode).toBe(200);
    expect((await read('listConditions', phaseKey)).json().data).toEqual([
      { code: 'C1', name: '教龄满 5 年', nameEn: 'Five years of teaching', sort: 1, rule: newCondition.rule },
    ]);

    const filesBefore = await countRows(t.deps.db, conditionFiles);
    expect((await write('saveConditionFile', { ...newFile, kinds: ['exe'] })).statusCode).toBe(400);
    expect((await write('saveConditionFile', { ...newFile, kinds: ['pdf', 'pdf'] })).statusCode).toBe(400);
    expect((await write('saveConditionFile', { ...newFile, conditionCode: 'C7' })).statusCode).toBe(422);
    expect(await countRows(t.deps.db, conditionFiles)).toBe(filesBefore);
    expect((await write('saveConditionFile', newFile)).json().data).toMatchObject({
      conditionCode: 'C1',
      conditionName: '教龄满 5 年',
      code: 'F1',
      kinds: ['pdf'],
    });
    expect((await read('listConditionFiles', phaseKey)).json().data).toHaveLength(1);
  });

  it('shows the configured post type to teachers of its sections, with its conditions checked', async () => {
    // 陈静 (school_admin) also teaches in section 2 and has chosen no type there.
    const open = await t.call('GET', '/teacherProfile/developmentPostType/getCanApplyPostTypeListBySectionCode', {
      token: who.school_admin!.access_token,
      query: { sectionCode: '2' },
    });
    expect(codes(open)).toContain('P9');
    const conditions = await t.call('GET', '/teacherProfile/developmentApply/getConditionByPostTypeAndPhrase', {
      token: who.school_admin!.access_token,
      query: phaseKey,
    });
    expect(conditions.json().data[0].check).toMatchObject({ met: true, reason: null });
  });

  it('deletes files, conditions, phases and post types, cascading to what hangs below, all audited', async () => {
    expect((await write('deleteConditionFile', { ...newFile, code: 'F8' })).statusCode).toBe(404);
    expect((await write('deleteConditionFile', newFile)).statusCode).toBe(200);
    expect((await read('listConditionFiles', phaseKey)).json().data).toEqual([]);
    expect((await write('saveConditionFile', newFile)).statusCode).toBe(200);
    expect((await write('deleteCondition', { ...phaseKey, code: 'C1' })).statusCode).toBe(200);
    expect((await read('listConditionFiles', phaseKey)).json().data).toEqual([]);
    expect((await write('deleteCondition', { ...phaseKey, code: 'C1' })).statusCode).toBe(404);
    expect((await write('saveCondition', newCondition)).statusCode).toBe(200);
    expect((await write('deletePhase', phaseKey)).statusCode).toBe(200);
    expect((await read('listConditions', phaseKey)).json().data).toEqual([]);
    expect((await write('deletePhase', phaseKey)).statusCode).toBe(404);
    expect((await write('deletePostType', { code: 'P9' })).statusCode).toBe(200);
    expect((await write('deletePostType', { code: 'P9' })).statusCode).toBe(404);
    expect(codes(await read('listPostTypes'))).toEqual(['1', '2', '3']);
    const actions = (await configAudits()).map((audit) => audit.action);
    for (const action of [
      'post_type_saved',
      'phase_saved',
      'condition_saved',
      'condition_file_saved',
      'condition_file_deleted',
      'condition_deleted',
      'phase_deleted',
      'post_type_deleted',
    ]) {
      expect(actions).toContain(`development.config.${action}`);
    }
  });

  it("keeps the district tenant's model apart", async () => {
    expect(codes(await read('listPostTypes', {}, who.dongchengAdmin, DONGCHENG))).toEqual(['1', '2', '3']);
    expect((await read('listConditions', { postTypeCode: '1', phaseCode: '3' }, who.dongchengAdmin, DONGCHENG)).json().data).toHaveLength(
      5,
    );
    expect((await read('listTypes', {}, who.district_admin, DONGCHENG)).statusCode).toBe(401);
  });
});

describe('access to the configuration calls', () => {
  const calls: Array<['GET' | 'POST', string, Record<string, string>?]> = [
    ['GET', 'listTypes'],
    ['POST', 'saveType'],
    ['POST', 'deleteType'],
    ['GET', 'listPostTypes'],
    ['POST', 'savePostType'],
    ['POST', 'deletePostType'],
    ['GET', 'listPhases', { postTypeCode: '1' }],
    ['POST', 'savePhase'],
    ['POST', 'deletePhase'],
    ['GET', 'listConditions', { postTypeCode: '1', phaseCode: '3' }],
    ['POST', 'saveCondition'],
    ['POST', 'deleteCondition'],
    ['GET', 'listConditionFiles', { postTypeCode: '1', phaseCode: '3' }],
    ['POST', 'saveConditionFile'],
    ['POST', 'deleteConditionFile'],
  ];

  it('needs a session, and the district_admin role (not a teacher, not a school admin)', async () => {
    const auditsBefore = await countRows(t.deps.db, auditLog);
    for (const [method, path, query = {}] of calls) {
      const options = { query, ...(method === 'POST' ? { body: {} } : {}) };
      expect((await t.call(method, `${base}/${path}`, options)).statusCode, path).toBe(401);
      for (const viewer of [who.teacher!, who.school_admin!]) {
        expect((await t.call(method, `${base}/${path}`, { ...options, token: viewer.access_token })).statusCode, path).toBe(403);
      }
    }
    expect(await countRows(t.deps.db, auditLog)).toBe(auditsBefore);
  });
});
