import type { LoginInfo } from '@yanxiu/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONGCHENG, type TestTenant } from '@server-test/support/test-app';
import { client, setUp, type Env } from './development-apply.fixtures';

/** A calendar day in China as YYYY-MM-DD, `offset` days from today. */
const chinaDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + offset * 86_400_000));

describe('the review queue: lists, filters and counts', () => {
  let env: Env;
  const c = client(() => env);
  let teacherApply: number;
  let backboneApply: number;
  beforeAll(async () => {
    env = await setUp();
    const { who } = env;
    // 王芳 (first school) applies for 骨干教师 (3) in section 2; 李强 (another school) for 学科带头人 (4) in section 3.
    const teacherFile = await c.uploadPdf(who.teacher!);
    const first = await c.post('developmentApply', who.teacher, {
      sectionCode: '2',
      postTypeCode: '1',
      phaseCode: '3',
      statement: '申请',
      evidence: await c.evidenceFor(who.teacher!, '1', '3', teacherFile),
    });
    teacherApply = first.json().data.applyId;
    const backboneFile = await c.uploadPdf(who.backbone!);
    const second = await c.post('developmentApply', who.backbone, {
      sectionCode: '3',
      postTypeCode: '1',
      phaseCode: '4',
      statement: '申请',
      evidence: await c.evidenceFor(who.backbone!, '1', '4', backboneFile),
    });
    backboneApply = second.json().data.applyId;
  });
  afterAll(async () => {
    await env.close();
  });

  const queue = async (viewer: LoginInfo | undefined, query: Record<string, string> = {}, tenant?: TestTenant) => {
    const response = await c.get('reviewQueue', viewer, query, tenant);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as {
      records: Array<{ applyId: number; status: string }>;
      total: number;
      counts: Record<string, number>;
    };
    return { ids: data.records.map((row) => row.applyId), records: data.records, total: data.total, counts: data.counts };
  };

  it('narrows the list and its counts by post type, phase, section, step, applicant name and submission day', async () => {
    const admin = env.who.district_admin;
    // Both wait at their school's step: nothing for the district yet; the school admin sees their own school's only.
    expect(await queue(env.who.school_admin)).toMatchObject({
      ids: [teacherApply],
      total: 1,
      counts: { pending: 1, returned: 0, decided: 0 },
    });
    expect((await queue(admin)).counts).toEqual({ pending: 0, returned: 0, decided: 0 });

    const school = (query: Record<string, string>) => queue(env.who.school_admin, query);
    const matches: Array<[Record<string, string>, number[]]> = [
      [{ postTypeCode: '1' }, [teacherApply]],
      [{ postTypeCode: '2' }, []],
      [{ phaseCode: '3' }, [teacherApply]],
      [{ phaseCode: '4' }, []],
      [{ sectionCode: '2' }, [teacherApply]],
      [{ sectionCode: '3' }, []],
      [{ stepCode: 'school' }, [teacherApply]],
      [{ stepCode: 'district' }, []],
      [{ keyword: '芳' }, [teacherApply]],
      [{ keyword: '李强' }, []],
      // LIKE wildcards are matched literally.
      [{ keyword: '%' }, []],
      [{ submittedFrom: chinaDay(), submittedTo: chinaDay() }, [teacherApply]],
      [{ submittedFrom: chinaDay(1) }, []],
      [{ submittedTo: chinaDay(-1) }, []],
      [{ postTypeCode: '1', phaseCode: '3', sectionCode: '2', keyword: '王' }, [teacherApply]],
    ];
    for (const [query, ids] of matches) {
      const result = await school(query);
      expect(result.ids, JSON.stringify(query)).toEqual(ids);
      expect(result.counts.pending, JSON.stringify(query)).toBe(ids.length);
    }
    expect((await school({})).records[0]).toMatchObject({ status: '4', sectionCode: '2' });
  });

  it('moves an application between the pending, returned and decided lists as the reviewer acts', async () => {
    const { who } = env;
    await c.post('suggestUpdApply', who.school_admin, { applyId: teacherApply, comment: '请补充' });
    expect(await queue(who.school_admin)).toMatchObject({ ids: [], counts: { pending: 0, returned: 1, decided: 1 } });
    expect((await queue(who.school_admin, { state: 'returned' })).records).toMatchObject([{ applyId: teacherApply, status: '5' }]);
    expect((await queue(who.school_admin, { state: 'decided' })).ids).toEqual([teacherApply]);

    const evidence = await c.evidenceFor(who.teacher!, '1', '3', await c.uploadPdf(who.teacher!));
    expect((await c.post('updateApply', who.teacher, { applyId: teacherApply, statement: '已补充', evidence })).statusCode).toBe(200);
    // Resubmitted: waiting again, no longer "returned" (that was the last round), still among what the school decided.
    expect((await queue(who.school_admin)).counts).toEqual({ pending: 1, returned: 0, decided: 1 });

    await c.post('auditApply', who.school_admin, { applyId: teacherApply, decision: 'approve' });
    expect((await queue(who.school_admin)).counts).toEqual({ pending: 0, returned: 0, decided: 1 });
    expect(await queue(who.district_admin)).toMatchObject({ ids: [teacherApply], counts: { pending: 1, returned: 0, decided: 0 } });
    expect((await queue(who.school_admin, { state: 'decided', status: '4' })).ids).toEqual([teacherApply]);
    expect((await queue(who.school_admin, { state: 'decided', status: '6' })).ids).toEqual([]);
    // The other school's application never shows in this school admin's lists.
    expect((await queue(who.school_admin, { state: 'decided' })).ids).not.toContain(backboneApply);
  });

  it('refuses bad filters, callers without a session or a reviewer role, and shows another tenant nothing', async () => {
    const { who } = env;
    const bad: Array<Record<string, string>> = [
      { state: 'mine' },
      { submittedFrom: '2026-13-01' },
      { submittedFrom: chinaDay(), submittedTo: chinaDay(-1) },
      { keyword: 'x'.repeat(51) },
      { sectionCode: 'primary' },
      { status: '3' },
    ];
    for (const query of bad) {
      const response = await c.get('reviewQueue', who.school_admin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await c.get('reviewQueue', undefined, { state: 'decided' })).statusCode).toBe(401);
    expect((await c.get('reviewQueue', who.teacher, { state: 'decided' })).statusCode).toBe(403);
    expect((await c.get('reviewQueue', who.school_admin, { state: 'decided' }, DONGCHENG)).statusCode).toBe(401);
    const dongchengAdmin = await env.t.login('district_admin', DONGCHENG);
    for (const state of ['pending', 'returned', 'decided']) {
      expect(await queue(dongchengAdmin, { state }, DONGCHENG)).toMatchObject({ ids: [], counts: { pending: 0, returned: 0, decided: 0 } });
    }
  });

  it("reviewQueueFilters offers the tenant's post types, phases and steps to reviewers", async () => {
    const { who } = env;
    const filters = async (viewer: LoginInfo | undefined, tenant?: TestTenant) => c.get('reviewQueueFilters', viewer, {}, tenant);
    const response = await filters(who.school_admin);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.steps.map((step: { code: string }) => step.code)).toEqual(['school', 'district', 'expert']);
    expect(data.postTypes).toContainEqual({ code: '1', name: '学科教师', nameEn: expect.any(String) });
    expect(data.phases.map((phase: { code: string }) => phase.code)).toContain('3');
    expect((await filters(who.expert)).statusCode).toBe(200);
    expect((await filters(undefined)).statusCode).toBe(401);
    expect((await filters(who.teacher)).statusCode).toBe(403);
    expect((await filters(who.school_admin, DONGCHENG)).statusCode).toBe(401);
    const withoutAppId = await env.t.call('GET', '/teacherProfile/developmentApply/reviewQueueFilters', {
      token: who.school_admin!.access_token,
      withoutAppId: true,
    });
    expect(withoutAppId.statusCode).toBe(400);
  });
});
