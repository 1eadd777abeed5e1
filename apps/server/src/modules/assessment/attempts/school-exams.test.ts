import type { Bank } from '@yanxiu/contract/assessment-banks';
import type { AttemptView, SchoolExamList } from '@yanxiu/contract/assessment-exams';
import { ApiPaths } from '@yanxiu/contract/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dataOf, examInput, HOUR, isoIn, publishedExam, type Caller } from '@server-test/support/assessment-exam-fixtures';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// A school's standalone exams on its teachers' list, through the real app: published ones of the caller's own school
// only (not drafts, not another school's, not one closed long ago), each as the exam page answers it.

let t: TestApp;
const who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = { login: await t.login(name) };
});
afterAll(() => t.close());

const get = (caller: Caller, path: string, query: Record<string, string | number> = {}) => api(t).get(caller, path, query);
const post = (caller: Caller, path: string, body: unknown) => api(t).post(caller, path, body);
const listOf = async (caller: Caller) => dataOf<SchoolExamList>(await get(caller, ApiPaths.assessmentSchoolExams)).records;

/** The school of a demo account of the demo tenant. */
async function schoolOf(username: string): Promise<number> {
  const result = (await t.deps.db.execute(
    sql`select u.org_unit_id as id from users u join tenants t on t.id = u.tenant_id where u.username = ${username} and t.app_id = 'yxdemo'`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return Number(result.rows[0]!.id);
}

describe("a school's standalone exams for its teachers", () => {
  it("lists the published exams of the teacher's own school, with attempts left, and nothing of other schools", async () => {
    const banks = dataOf<{ records: Bank[] }>(await get(who.district_admin!, ApiPaths.assessmentBanks, { keyword: '专业知识' }));
    const questions = dataOf<{ records: Array<{ questionId: number }> }>(
      await get(who.school_admin!, ApiPaths.assessmentQuestions, { bankId: banks.records[0]!.bankId, kind: 'true_false' }),
    );
    const school = await schoolOf('school_admin');
    const questionIds = [questions.records[0]!.questionId];
    const place = { kind: 'school' as const, schoolId: school };
    const open = await publishedExam(t, who.school_admin!, examInput(place, questionIds, { title: '校本考试：本周测验' }));
    const later = await publishedExam(
      t,
      who.school_admin!,
      examInput(place, questionIds, { title: '校本考试：下周测验', opensAt: isoIn(48 * HOUR), closesAt: isoIn(72 * HOUR) }),
    );
    dataOf(await post(who.school_admin!, ApiPaths.assessmentManageSaveExam, examInput(place, questionIds, { title: '校本考试：草稿' })));
    const longClosed = await publishedExam(t, who.school_admin!, examInput(place, questionIds, { title: '校本考试：早已结束' }));
    await t.deps.db.execute(
      sql`update assessment_exams set opens_at = now() - interval '90 days', closes_at = now() - interval '60 days' where id = ${longClosed.id}`,
    );

    const mine = await listOf(who.teacher!);
    const titles = mine.map((exam) => exam.title);
    expect(titles.indexOf('校本考试：本周测验')).toBeLessThan(titles.indexOf('校本考试：下周测验'));
    expect(titles).not.toContain('校本考试：草稿');
    expect(titles).not.toContain('校本考试：早已结束');
    expect(mine.find((exam) => exam.id === open.id)).toMatchObject({ programmeId: null, attemptsLeft: 2, blocker: null });
    expect(mine.find((exam) => exam.id === later.id)?.blocker).toBe('not_open');

    const attempt = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: open.id }));
    expect((await listOf(who.teacher!)).find((exam) => exam.id === open.id)).toMatchObject({ attemptsLeft: 1, openAttemptId: attempt.id });

    const elsewhere = (await listOf(who.backbone!)).map((exam) => exam.id);
    expect(elsewhere).not.toContain(open.id);
    expect(elsewhere).not.toContain(later.id);
  });

  it('is for teachers only', async () => {
    expect((await get({}, ApiPaths.assessmentSchoolExams)).statusCode).toBe(401);
  });
});
