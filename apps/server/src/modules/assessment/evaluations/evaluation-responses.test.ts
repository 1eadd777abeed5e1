import type { EvaluationResults, TeacherEvaluation } from '@yanxiu/contract/assessment-evaluations';
import { ApiPaths } from '@yanxiu/contract/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@server-test/support/db-state';
import { api, dataOf, HOUR, isoIn, type Caller } from '@server-test/support/assessment-exam-fixtures';
import {
  evaluationCallers,
  evaluationCalls,
  evaluationInput,
  FULL_ANSWERS,
  programmeWithEvaluationUnit,
} from '@server-test/support/assessment-evaluation-fixtures';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// Teachers answer questionnaires through the real app, once, in the window, enrolled; the answer completes the unit in
// the same transaction. An anonymous answer cannot be linked to its teacher by anything stored with it.

let t: TestApp;
let who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  who = await evaluationCallers(t);
});
afterAll(() => t.close());

const { rowsOf, post, respond, userIdOf, enrol, openEvaluation } = evaluationCalls(
  () => t,
  () => who.district_admin!,
);

describe('answering a questionnaire', () => {
  it('lets an enrolled teacher answer once, completing the unit in the same transaction', async () => {
    const { programme, unit, evaluation } = await openEvaluation('作答一次');
    const before = dataOf<TeacherEvaluation>(await api(t).get(who.teacher!, ApiPaths.assessmentEvaluationOfUnit, { unitId: unit.id }));
    expect(before).toMatchObject({ id: evaluation.id, responded: false, blocker: 'not_enrolled', anonymous: true });
    const refused = await respond(who.teacher!, evaluation.id, FULL_ANSWERS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(4985);
    await enrol(who.teacher!, programme.id);
    const answered = dataOf<TeacherEvaluation>(await respond(who.teacher!, evaluation.id, FULL_ANSWERS));
    expect(answered).toMatchObject({ responded: true, blocker: 'responded' });
    expect(JSON.stringify(answered)).not.toContain('多一些案例');
    const completions = await rowsOf<{ source: string }>(
      sql`select source from training_unit_completions where unit_id = ${unit.id} and user_id = ${userIdOf(who.teacher!)}`,
    );
    expect(completions).toEqual([{ source: 'evaluation' }]);
    const before2 = await countAllRows(t.deps.db);
    const again = await respond(who.teacher!, evaluation.id, FULL_ANSWERS);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(4982);
    expect(await countAllRows(t.deps.db)).toEqual(before2);
  });

  it('checks every answer against its question, naming each, with nothing written', async () => {
    const { programme, evaluation } = await openEvaluation('答案校验');
    await enrol(who.teacher!, programme.id);
    const before = await countAllRows(t.deps.db);
    const missing = await respond(who.teacher!, evaluation.id, [null, null, null, { kind: 'text', text: '   ' }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual(['body.answers.0', 'body.answers.1']);
    const wrong = await respond(who.teacher!, evaluation.id, [
      { kind: 'rating', value: 6 },
      { kind: 'multiple', options: [0] },
      { kind: 'multiple', options: [3] },
      { kind: 'text', text: '字'.repeat(21) },
    ]);
    expect(wrong.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'body.answers.0',
      'body.answers.1',
      'body.answers.2',
      'body.answers.3',
    ]);
    expect((await respond(who.teacher!, evaluation.id, FULL_ANSWERS.slice(0, 3))).statusCode).toBe(422);
    expect((await respond(who.teacher!, evaluation.id, [{ kind: 'rating', value: 'x' }])).statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('answers only in the window, and never for drafts, other tenants or callers without a session', async () => {
    const early = await openEvaluation('尚未开始', { opensAt: isoIn(24 * HOUR), closesAt: isoIn(48 * HOUR) });
    await enrol(who.teacher!, early.programme.id);
    const notOpen = await respond(who.teacher!, early.evaluation.id, FULL_ANSWERS);
    expect(notOpen.json()).toMatchObject({ code: 4980 });
    const late = await openEvaluation('已经结束', { opensAt: isoIn(-48 * HOUR), closesAt: isoIn(-24 * HOUR) });
    await enrol(who.teacher!, late.programme.id);
    expect((await respond(who.teacher!, late.evaluation.id, FULL_ANSWERS)).json()).toMatchObject({ code: 4981 });

    const draftSetup = await programmeWithEvaluationUnit(t, who.district_admin!, '草稿问卷');
    const draft = dataOf<{ id: number }>(
      await post(who.district_admin!, ApiPaths.assessmentManageSaveEvaluation, evaluationInput(draftSetup.unit.id)),
    );
    expect((await api(t).get(who.teacher!, ApiPaths.assessmentEvaluation, { evaluationId: draft.id })).statusCode).toBe(404);
    expect((await respond(who.teacher!, draft.id, FULL_ANSWERS)).statusCode).toBe(404);
    expect((await api(t).get(who.otherTenant!, ApiPaths.assessmentEvaluation, { evaluationId: early.evaluation.id })).statusCode).toBe(404);
    expect((await respond(who.otherTenant!, early.evaluation.id, FULL_ANSWERS)).statusCode).toBe(404);
    expect((await respond(who.nobody!, early.evaluation.id, FULL_ANSWERS)).statusCode).toBe(401);
    expect((await respond(who.district_admin!, early.evaluation.id, FULL_ANSWERS)).statusCode).toBe(403);
  });
});

describe('anonymity', () => {
  it('stores two anonymous answers that nothing but their content tells apart, and never names their teachers', async () => {
    const { programme, evaluation } = await openEvaluation('匿名问卷');
    for (const caller of [who.teacher!, who.backbone!]) await enrol(caller, programme.id);
    const same = [{ kind: 'rating', value: 3 }, { kind: 'single', option: 0 }, null, null];
    dataOf(await respond(who.teacher!, evaluation.id, same));
    dataOf(await respond(who.backbone!, evaluation.id, same));
    // The response table's columns are these and no more: none names a person or holds a time finer than the day.
    const columns = await rowsOf<{ column_name: string; data_type: string }>(
      sql`select column_name, data_type from information_schema.columns where table_name = 'assessment_evaluation_responses' order by ordinal_position`,
    );
    expect(columns.map((column) => `${column.column_name}:${column.data_type}`)).toEqual([
      'tenant_id:integer',
      'evaluation_id:bigint',
      'id:uuid',
      'user_id:bigint',
      'answered_on:date',
      'answers:jsonb',
    ]);
    const rows = await rowsOf<{ id: string; user_id: string | null; answered_on: string; answers: unknown }>(
      sql`select id, user_id, answered_on::text, answers from assessment_evaluation_responses where evaluation_id = ${evaluation.id}`,
    );
    expect(rows).toHaveLength(2);
    // Equal in every column but the random id, which is a version 4 UUID (no serial, no clock in it).
    const [first, second] = rows.map(({ id: _id, ...rest }) => rest);
    expect(first).toEqual(second);
    expect(first!.user_id).toBeNull();
    for (const row of rows) expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Who answered is known (completion, one answer each), apart: no column shared with the responses but the questionnaire.
    const respondentColumns = await rowsOf<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'assessment_evaluation_respondents' order by ordinal_position`,
    );
    expect(respondentColumns.map((column) => column.column_name)).toEqual(['tenant_id', 'evaluation_id', 'user_id']);
    // Staff's results and workbook carry no name.
    const results = dataOf<EvaluationResults>(
      await api(t).get(who.district_admin!, ApiPaths.assessmentEvaluationResults, { evaluationId: evaluation.id }),
    );
    expect(JSON.stringify(results)).not.toMatch(/王芳|李强/);
  });

  it('keeps a named questionnaire’s answers with their teacher, shown to staff', async () => {
    const { programme, evaluation } = await openEvaluation('实名问卷', { anonymous: false });
    await enrol(who.teacher!, programme.id);
    dataOf(await respond(who.teacher!, evaluation.id, FULL_ANSWERS));
    const [row] = await rowsOf<{ user_id: string }>(
      sql`select user_id::text from assessment_evaluation_responses where evaluation_id = ${evaluation.id}`,
    );
    expect(row!.user_id).toBe(String(userIdOf(who.teacher!)));
    const results = dataOf<EvaluationResults>(
      await api(t).get(who.district_admin!, ApiPaths.assessmentEvaluationResults, { evaluationId: evaluation.id }),
    );
    expect(results.questions[3]).toMatchObject({ kind: 'text', texts: [{ text: '多一些案例', respondent: '王芳' }] });
  });
});
