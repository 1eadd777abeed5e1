import type { DistrictEvaluationRow, EvaluationResults } from '@yanxiu/contract/assessment-evaluations';
import { ApiPaths } from '@yanxiu/contract/paths';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationUnitsAnsweredBy } from '@server/modules/assessment/assessment.public';
import { api, dataOf, type Caller } from '@server-test/support/assessment-exam-fixtures';
import { evaluationCallers, evaluationCalls, FULL_ANSWERS } from '@server-test/support/assessment-evaluation-fixtures';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { asTenantId } from '@server/platform/tenant/tenant-id';

// Staff read a questionnaire's results, its workbook and the district's view through the real app; the grade book's
// read of who answered; the demo programme's closing questionnaire.

let t: TestApp;
let who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  who = await evaluationCallers(t);
});
afterAll(() => t.close());

const { rowsOf, respond, userIdOf, enrol, openEvaluation } = evaluationCalls(
  () => t,
  () => who.district_admin!,
);

describe('results', () => {
  it('tallies each question against the enrolled teachers; teachers never read them', async () => {
    const { programme, unit, evaluation } = await openEvaluation('结果统计');
    for (const caller of [who.teacher!, who.backbone!, who.expert!]) await enrol(caller, programme.id);
    dataOf(await respond(who.teacher!, evaluation.id, FULL_ANSWERS));
    dataOf(
      await respond(who.backbone!, evaluation.id, [
        { kind: 'rating', value: 5 },
        { kind: 'single', option: 1 },
        { kind: 'multiple', options: [0] },
        null,
      ]),
    );
    const results = dataOf<EvaluationResults>(
      await api(t).get(who.district_admin!, ApiPaths.assessmentEvaluationResults, { evaluationId: evaluation.id }),
    );
    expect(results).toMatchObject({ enrolledCount: 3, responseCount: 2, responseRate: 0.6667 });
    expect(results.questions[0]).toMatchObject({ kind: 'rating', answered: 2, counts: [0, 0, 0, 1, 1], mean: 4.5 });
    expect(results.questions[1]).toMatchObject({
      kind: 'single',
      options: [
        { label: '偏易', count: 0 },
        { label: '适中', count: 2 },
        { label: '偏难', count: 0 },
      ],
    });
    expect(results.questions[2]).toMatchObject({ kind: 'multiple', answered: 2, options: [{ count: 2 }, { count: 0 }, { count: 1 }] });
    expect(results.questions[3]).toMatchObject({ kind: 'text', answered: 1, texts: [{ text: '多一些案例', respondent: null }] });
    expect((await api(t).get(who.teacher!, ApiPaths.assessmentEvaluationResults, { evaluationId: evaluation.id })).statusCode).toBe(403);
    expect((await api(t).get(who.school_admin!, ApiPaths.assessmentEvaluationResults, { evaluationId: evaluation.id })).statusCode).toBe(
      404,
    );

    // The grade book's read: who answered each evaluation unit, never what.
    const [tenant] = await rowsOf<{ id: number }>(sql`select id from tenants where app_id = 'yxdemo'`);
    const answeredBy = await evaluationUnitsAnsweredBy(
      t.deps.db,
      asTenantId(tenant!.id),
      programme.id,
      [who.teacher!, who.backbone!, who.expert!].map(userIdOf),
    );
    expect(answeredBy.sort((a, b) => a.userId - b.userId)).toEqual(
      [who.teacher!, who.backbone!]
        .map(userIdOf)
        .sort((a, b) => a - b)
        .map((userId) => ({ unitId: unit.id, userId })),
    );
  });

  it('downloads the results as a workbook: a summary, a sheet per question and the raw answers without names', async () => {
    const { programme, evaluation } = await openEvaluation('结果导出');
    await enrol(who.teacher!, programme.id);
    dataOf(await respond(who.teacher!, evaluation.id, FULL_ANSWERS));
    const download = await api(t).get(who.district_admin!, ApiPaths.assessmentEvaluationResultsExport, { evaluationId: evaluation.id });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['概况', '第1题', '第2题', '第3题', '第4题', '全部答卷']);
    const raw = workbook.getWorksheet('全部答卷')!;
    // Anonymous: no name and no day, the answers from the first column.
    expect(raw.getRow(1).getCell(1).value).toBe('1. 总体满意度');
    expect(raw.getRow(2).getCell(1).value).toBe(4);
    expect(raw.getRow(2).getCell(3).value).toBe('案例; 作业设计');
    expect(JSON.stringify(raw.getSheetValues())).not.toContain('王芳');
    expect(
      (await api(t).get(who.otherTenant!, ApiPaths.assessmentEvaluationResultsExport, { evaluationId: evaluation.id })).statusCode,
    ).toBe(403);
  });

  it('shows the district each programme’s response rate and mean ratings, and downloads them', async () => {
    const { programme, evaluation } = await openEvaluation('区域汇总');
    await enrol(who.teacher!, programme.id);
    dataOf(await respond(who.teacher!, evaluation.id, FULL_ANSWERS));
    const page = dataOf<{ records: DistrictEvaluationRow[] }>(
      await api(t).get(who.district_admin!, ApiPaths.assessmentEvaluationDistrict, { keyword: '区域汇总' }),
    );
    expect(page.records).toEqual([
      expect.objectContaining({
        evaluationId: evaluation.id,
        enrolledCount: 1,
        responseCount: 1,
        responseRate: 1,
        ratings: [{ position: 0, prompt: '总体满意度', scale: 5, mean: 4 }],
      }),
    ]);
    expect((await api(t).get(who.school_admin!, ApiPaths.assessmentEvaluationDistrict, {})).statusCode).toBe(403);
    const download = await api(t).get(who.district_admin!, ApiPaths.assessmentEvaluationDistrictExport, { keyword: '区域汇总' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe('区域汇总');
  });
});

describe('the demo questionnaire', () => {
  it('closes 师德师风与新课标知识测评 with a published anonymous questionnaire three demo accounts answered', async () => {
    const [programme] = await rowsOf<{ id: number }>(
      sql`select p.id from training_programmes p join tenants t on t.id = p.tenant_id where t.app_id = 'yxdemo' and p.title = '师德师风与新课标知识测评'`,
    );
    const list = dataOf<{
      records: Array<{ id: number; anonymous: boolean; status: string; responseCount: number; enrolledCount: number }>;
    }>(await api(t).get(who.district_admin!, ApiPaths.assessmentManageEvaluations, { programmeId: Number(programme!.id) }));
    expect(list.records).toEqual([expect.objectContaining({ anonymous: true, status: 'published', responseCount: 3, enrolledCount: 3 })]);
    const results = dataOf<EvaluationResults>(
      await api(t).get(who.district_admin!, ApiPaths.assessmentEvaluationResults, { evaluationId: list.records[0]!.id }),
    );
    expect(results.questions[0]).toMatchObject({ kind: 'rating', answered: 3, mean: 4 });
    expect(JSON.stringify(results)).not.toMatch(/李强|孙丽|陈静/);
  });
});
