import type { ManagedEvaluation } from '@yanxiu/contract/assessment-evaluations';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@server-test/support/db-state';
import { api, dataOf, type Caller } from '@server-test/support/assessment-exam-fixtures';
import {
  evaluationInput,
  FULL_ANSWERS,
  programmeWithEvaluationUnit,
  publishedEvaluation,
  QUESTIONS,
} from '@server-test/support/assessment-evaluation-fixtures';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

// Staff set questionnaires up on evaluation units through the real app: drafts, versions, one per unit, publishing,
// deleting; anonymity and questions fixed once a teacher answered; evaluation units in the programme editor.

let t: TestApp;
const who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'district_admin', 'school_admin']) who[name] = { login: await t.login(name) };
  who.otherTenant = { login: await t.login('district_admin', DONGCHENG), tenant: DONGCHENG };
  who.nobody = {};
});
afterAll(() => t.close());

const post = (caller: Caller, path: string, body: unknown) => api(t).post(caller, path, body);
const save = (caller: Caller, body: unknown) => post(caller, ApiPaths.assessmentManageSaveEvaluation, body);

/** A programme with an evaluation unit and a published questionnaire the teacher (enrolled) has answered. */
async function answeredEvaluation(title: string) {
  const setup = await programmeWithEvaluationUnit(t, who.district_admin!, title);
  const evaluation = await publishedEvaluation(t, who.district_admin!, evaluationInput(setup.unit.id));
  dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: setup.programme.id }));
  dataOf(await post(who.teacher!, ApiPaths.assessmentRespondEvaluation, { evaluationId: evaluation.id, answers: FULL_ANSWERS }));
  return { ...setup, evaluation };
}

describe('questionnaires on evaluation units', () => {
  it('creates a draft, reads it back, lists it by programme and publishes it', async () => {
    const { programme, unit } = await programmeWithEvaluationUnit(t, who.district_admin!, '问卷草稿');
    const draft = dataOf<ManagedEvaluation>(await save(who.district_admin!, evaluationInput(unit.id, { opensAt: null, closesAt: null })));
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      anonymous: true,
      programmeId: programme.id,
      unitTitle: '问卷草稿·培训评估',
    });
    expect(draft.questions).toEqual(QUESTIONS);
    // No window of its own: the programme's first day's start to its last day's end, China time.
    expect(draft.window.opensAt).toBe(new Date(`${programme.startsOn}T00:00:00+08:00`).toISOString());
    expect(draft.window.closesAt).toBe(new Date(`${programme.endsOn}T23:59:59.999+08:00`).toISOString());
    const read = dataOf<ManagedEvaluation>(
      await api(t).get(who.district_admin!, ApiPaths.assessmentManageEvaluation, { evaluationId: draft.id }),
    );
    expect(read).toEqual(draft);
    const list = dataOf<{ records: Array<{ id: number; questionCount: number }>; total: number }>(
      await api(t).get(who.district_admin!, ApiPaths.assessmentManageEvaluations, { programmeId: programme.id }),
    );
    expect(list.records.map((row) => [row.id, row.questionCount])).toEqual([[draft.id, QUESTIONS.length]]);
    const published = dataOf<ManagedEvaluation>(
      await post(who.district_admin!, ApiPaths.assessmentManagePublishEvaluation, { evaluationId: draft.id, version: 1 }),
    );
    expect(published).toMatchObject({ status: 'published', version: 2, publishedAt: expect.any(String) });
  });

  it('refuses bad input with nothing written: another kind of unit, no such unit, a malformed question', async () => {
    const { programme } = await programmeWithEvaluationUnit(t, who.district_admin!, '问卷输入');
    const offline = programme.units[0]!;
    const before = await countAllRows(t.deps.db);
    const notEvaluation = await save(who.district_admin!, evaluationInput(offline.id));
    expect(notEvaluation.statusCode).toBe(422);
    expect(notEvaluation.json().data.issues).toEqual([{ path: 'body.placement.unitId', message: '该单元不是评估单元' }]);
    expect((await save(who.district_admin!, evaluationInput(987_654))).statusCode).toBe(422);
    const badScale = await save(who.district_admin!, evaluationInput(offline.id, { questions: [{ ...QUESTIONS[0]!, scale: 2 } as never] }));
    expect(badScale.statusCode).toBe(400);
    const oneOption = await save(
      who.district_admin!,
      evaluationInput(offline.id, { questions: [{ ...QUESTIONS[1]!, options: ['唯一'] } as never] }),
    );
    expect(oneOption.statusCode).toBe(400);
    const backwards = await save(
      who.district_admin!,
      evaluationInput(offline.id, { opensAt: '2026-12-02T00:00:00Z', closesAt: '2026-12-01T00:00:00Z' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('refuses callers without a session, teachers, and another tenant’s staff', async () => {
    const { unit } = await programmeWithEvaluationUnit(t, who.district_admin!, '问卷权限');
    const draft = dataOf<ManagedEvaluation>(await save(who.district_admin!, evaluationInput(unit.id)));
    const before = await countAllRows(t.deps.db);
    expect((await save(who.nobody!, evaluationInput(unit.id))).statusCode).toBe(401);
    expect((await save(who.teacher!, evaluationInput(unit.id))).statusCode).toBe(403);
    expect((await api(t).get(who.teacher!, ApiPaths.assessmentManageEvaluation, { evaluationId: draft.id })).statusCode).toBe(403);
    expect((await api(t).get(who.otherTenant!, ApiPaths.assessmentManageEvaluation, { evaluationId: draft.id })).statusCode).toBe(404);
    expect((await save(who.otherTenant!, { ...evaluationInput(unit.id), evaluationId: draft.id, version: 1 })).statusCode).toBe(404);
    expect((await api(t).get(who.otherTenant!, ApiPaths.assessmentManageEvaluations, {})).json().data.total).toBe(0);
    // A school admin does not manage the district's programme.
    expect((await save(who.school_admin!, evaluationInput(unit.id))).statusCode).toBe(403);
    expect((await api(t).get(who.school_admin!, ApiPaths.assessmentManageEvaluation, { evaluationId: draft.id })).statusCode).toBe(404);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('keeps one questionnaire per unit and refuses a stale version', async () => {
    const { unit } = await programmeWithEvaluationUnit(t, who.district_admin!, '问卷唯一');
    const draft = dataOf<ManagedEvaluation>(await save(who.district_admin!, evaluationInput(unit.id)));
    const second = await save(who.district_admin!, evaluationInput(unit.id));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 4009, msg: '该单元已有问卷' });
    const renamed = dataOf<ManagedEvaluation>(
      await save(who.district_admin!, { ...evaluationInput(unit.id, { title: '新名称' }), evaluationId: draft.id, version: 1 }),
    );
    expect(renamed).toMatchObject({ title: '新名称', version: 2 });
    const stale = await save(who.district_admin!, { ...evaluationInput(unit.id), evaluationId: draft.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(4010);
  });

  it('fixes anonymity and questions once a teacher has answered, and keeps the questionnaire', async () => {
    const { unit, evaluation } = await answeredEvaluation('问卷已作答');
    const base = { ...evaluationInput(unit.id), evaluationId: evaluation.id, version: evaluation.version };
    const before = await countAllRows(t.deps.db);
    const named = await save(who.district_admin!, { ...base, anonymous: false });
    expect(named.statusCode).toBe(409);
    expect(named.json()).toMatchObject({ code: 4983, data: { issues: [{ path: 'body.anonymous' }] } });
    const fewer = await save(who.district_admin!, { ...base, questions: QUESTIONS.slice(0, 2) });
    expect(fewer.json()).toMatchObject({ code: 4983, data: { issues: [{ path: 'body.questions' }] } });
    const removed = await post(who.district_admin!, ApiPaths.assessmentManageDeleteEvaluation, {
      evaluationId: evaluation.id,
      version: evaluation.version,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe(4983);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    // Its words around the questions may still change.
    const retitled = dataOf<ManagedEvaluation>(await save(who.district_admin!, { ...base, title: '改个标题' }));
    expect(retitled).toMatchObject({ title: '改个标题', responseCount: 1, locked: true });
  });

  it('deletes a questionnaire nobody answered; its unit stays', async () => {
    const { unit } = await programmeWithEvaluationUnit(t, who.district_admin!, '问卷删除');
    const draft = dataOf<ManagedEvaluation>(await save(who.district_admin!, evaluationInput(unit.id)));
    expect(
      dataOf(await post(who.district_admin!, ApiPaths.assessmentManageDeleteEvaluation, { evaluationId: draft.id, version: 1 })),
    ).toBeNull();
    expect((await api(t).get(who.district_admin!, ApiPaths.assessmentManageEvaluation, { evaluationId: draft.id })).statusCode).toBe(404);
    dataOf(await save(who.district_admin!, evaluationInput(unit.id)));
  });
});

describe('evaluation units in the programme editor', () => {
  const update = (body: unknown) => post(who.district_admin!, ApiPaths.trainingManageUpdateProgramme, body);
  const current = async (id: number) =>
    dataOf<ManagedProgramme>(await api(t).get(who.district_admin!, fillPath(ApiPaths.trainingManageProgramme, { id })));

  it('keeps an evaluation unit’s kind (422 4414 naming it)', async () => {
    const { input, programme, unit } = await programmeWithEvaluationUnit(t, who.district_admin!, '评估单元类型');
    const kept = { ...input.units[0]!, id: programme.units[0]!.id };
    const asOffline = { ...input.units[0]!, id: unit.id, title: unit.title };
    const refused = await update({ ...input, id: programme.id, version: programme.version, units: [kept, asOffline] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 4414, msg: expect.stringContaining('评估单元类型·培训评估') });
  });

  it('refuses to remove an evaluation unit teachers answered (409 4984 naming it), and removes an unanswered one with its questionnaire', async () => {
    const answered = await answeredEvaluation('评估单元已作答');
    const kept = { ...answered.input.units[0]!, id: answered.programme.units[0]!.id };
    const latest = await current(answered.programme.id);
    const before = await countAllRows(t.deps.db);
    const refused = await update({ ...answered.input, id: latest.id, version: latest.version, units: [kept] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 4984, msg: expect.stringContaining('评估单元已作答·培训评估') });
    expect(await countAllRows(t.deps.db)).toEqual(before);

    const quiet = await programmeWithEvaluationUnit(t, who.district_admin!, '评估单元无人作答');
    const evaluation = await publishedEvaluation(t, who.district_admin!, evaluationInput(quiet.unit.id));
    const keptQuiet = { ...quiet.input.units[0]!, id: quiet.programme.units[0]!.id };
    const saved = dataOf<ManagedProgramme>(
      await update({ ...quiet.input, id: quiet.programme.id, version: quiet.programme.version, units: [keptQuiet] }),
    );
    expect(saved.units.map((row) => row.kind)).toEqual(['offline']);
    expect((await api(t).get(who.district_admin!, ApiPaths.assessmentManageEvaluation, { evaluationId: evaluation.id })).statusCode).toBe(
      404,
    );
  });
});
