import type { LoginInfo } from '@yanxiu/contract/auth';
import { ApplyStatus, Level } from '@yanxiu/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
let teacher: LoginInfo;
let districtAdmin: LoginInfo;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
  districtAdmin = await t.login('district_admin');
});
afterAll(async () => {
  await t.close();
});

const codes = (token: string | undefined, typeCode?: string, tenant?: typeof DONGCHENG) =>
  t.call('GET', '/baseData/basecode/findCodeByTypeCode', {
    ...(token ? { token } : {}),
    ...(typeCode === undefined ? {} : { query: { typeCode } }),
    ...(tenant ? { tenant } : {}),
  });

describe('GET /baseData/basecode/findCodeByTypeCode', () => {
  it('serves the spec enumerations with both labels, in order', async () => {
    const level = (await codes(teacher.access_token, 'level')).json().data;
    expect(level.map((item: { code: string }) => item.code)).toEqual(Level.values);
    expect(level[1]).toEqual({ code: '2', name: '区县级', nameEn: 'District', sort: 2 });
    const status = (await codes(districtAdmin.access_token, 'applyStatus')).json().data;
    expect(status.map((item: { code: string }) => item.code)).toEqual(ApplyStatus.values);
    expect(status.slice(0, 3).map((item: { code: string }) => item.code)).toEqual(['0', '2', '4']);
  });

  it('serves the reference tables: titles, sections, subjects, phases', async () => {
    const titles = (await codes(teacher.access_token, 'professionalTitle')).json().data;
    expect(titles.map((item: { name: string }) => item.name)).toContain('高级教师');
    for (const table of ['section', 'subject', 'phase', 'gender', 'expertiseArea']) {
      expect((await codes(teacher.access_token, table)).json().data.length).toBeGreaterThan(1);
    }
  });

  it('answers 404 for an unknown table and 400 without one', async () => {
    expect((await codes(teacher.access_token, 'nope')).statusCode).toBe(404);
    expect((await codes(teacher.access_token)).statusCode).toBe(400);
  });

  it('requires a session of this tenant', async () => {
    expect((await codes(undefined, 'level')).statusCode).toBe(401);
    expect((await codes(teacher.access_token, 'level', DONGCHENG)).statusCode).toBe(401);
  });
});

describe('GET /baseData/basecode/findSubjectAndSection', () => {
  it('lists the K-12 sections with the subjects taught in each', async () => {
    const response = await t.call('GET', '/baseData/basecode/findSubjectAndSection', { token: teacher.access_token });
    expect(response.statusCode).toBe(200);
    const sections = response.json().data as Array<{ sectionCode: string; sectionName: string; subjects: Array<{ name: string }> }>;
    const names = (code: string) => sections.find((section) => section.sectionCode === code)!.subjects.map((subject) => subject.name);
    expect(sections.map((section) => section.sectionName)).toEqual(expect.arrayContaining(['小学', '初中', '高中']));
    expect(names('2')).toEqual(expect.arrayContaining(['语文', '数学', '英语', '科学']));
    expect(names('2')).not.toContain('物理');
    expect(names('4')).toEqual(expect.arrayContaining(['物理', '化学', '思想政治']));
  });

  it('requires a session of this tenant', async () => {
    expect((await t.call('GET', '/baseData/basecode/findSubjectAndSection')).statusCode).toBe(401);
    expect(
      (await t.call('GET', '/baseData/basecode/findSubjectAndSection', { token: teacher.access_token, tenant: DONGCHENG })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('GET', '/baseData/basecode/findSubjectAndSection', { token: teacher.access_token, withoutAppId: true })).statusCode,
    ).toBe(400);
  });
});
