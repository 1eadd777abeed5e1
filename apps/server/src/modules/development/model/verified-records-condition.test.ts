import type { LoginInfo } from '@yanxiu/contract/auth';
import type { CheckedCondition } from '@yanxiu/contract/development-model';
import type { AnyProfileRecord } from '@yanxiu/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phaseConditions } from '@server/db/schema/development-model';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// The condition kind "at least N verified growth-file records of kind K at level L or above within Y years": configured
// by the district, checked on the teacher's records (profile.public) wherever the conditions are read.

let t: TestApp;
const who: Record<string, LoginInfo> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, viewer: LoginInfo, input: Record<string, unknown> = {}) =>
  t.call(method, path, {
    token: viewer.access_token,
    ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
  });
// 学科教师, 骨干教师: two papers at city level or above in the last three years.
const papers = {
  postTypeCode: '1',
  phaseCode: '3',
  code: 'C9',
  name: '近 3 年在市级及以上刊物发表论文 2 篇',
  nameEn: 'Two papers at city level or above in the last 3 years',
  sort: 9,
  rule: { kind: 'verified_records', params: { recordKind: 'public-thesis', minCount: 2, minLevel: '3', years: 3 } },
};
const condition = async (): Promise<CheckedCondition> => {
  const response = await call('GET', '/teacherProfile/developmentApply/getConditionByPostTypeAndPhrase', who.teacher!, {
    postTypeCode: '1',
    phaseCode: '3',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as CheckedCondition[]).find((item) => item.code === 'C9')!;
};

describe('a verified-records condition', () => {
  it('is configured by the district with its parameters checked, nothing written for bad ones', async () => {
    const save = (rule: unknown) =>
      call('POST', '/teacherProfile/developmentConfig/saveCondition', who.district_admin!, { ...papers, rule });
    const before = await countRows(t.deps.db, phaseConditions);
    expect((await save({ kind: 'verified_records', params: { ...papers.rule.params, recordKind: 'thesis' } })).statusCode).toBe(400);
    expect((await save({ kind: 'verified_records', params: { ...papers.rule.params, minCount: 0 } })).statusCode).toBe(400);
    expect((await save({ kind: 'verified_records', params: { ...papers.rule.params, minLevel: '6' } })).statusCode).toBe(400);
    expect((await save({ kind: 'verified_records', params: { ...papers.rule.params, years: 21 } })).statusCode).toBe(400);
    expect(await countRows(t.deps.db, phaseConditions)).toBe(before);
    expect((await call('POST', '/teacherProfile/developmentConfig/saveCondition', who.teacher!, papers)).statusCode).toBe(403);
    const saved = await save(papers.rule);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('counts the teacher’s verified records of the kind at the level or above, and is met once enough are verified', async () => {
    // 王芳: a verified provincial paper (2024) and an unverified city one (2025); a district paper would not count.
    const first = await condition();
    expect(first.check).toEqual({
      met: false,
      reason: 'not enough verified records',
      facts: { verifiedRecords: 1, fromDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    const fromYear = Number(first.check.facts!.fromDay!.slice(0, 4));
    expect(fromYear).toBe(Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date())) - 3);

    const list = await call('GET', '/baseData/user/app-teacher-public-thesis/list', who.teacher!, { state: 'unverified' });
    const waiting = (list.json().data.records as AnyProfileRecord[]).find((record) => record.level === '3')!;
    const verified = await call('POST', '/profile/manage/records/decide', who.school_admin!, {
      decision: 'verify',
      items: [{ id: waiting.id, version: waiting.version }],
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await condition()).check).toMatchObject({ met: true, reason: null, facts: { verifiedRecords: 2 } });

    // The phase is no longer held back by it: only the other checked conditions decide.
    const phases = await call('GET', '/teacherProfile/developmentApply/getCanSelectPhase', who.teacher!, { postTypeCode: '1' });
    const phase = (phases.json().data.phases as Array<{ phaseCode: string; conditions: CheckedCondition[] }>).find(
      (item) => item.phaseCode === '3',
    )!;
    expect(phase.conditions.find((item) => item.code === 'C9')!.check.met).toBe(true);
  });
});
