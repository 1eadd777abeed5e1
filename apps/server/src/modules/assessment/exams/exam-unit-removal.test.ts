import type { ManagedExam } from '@yanxiu/contract/assessment-exams';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import type { ManagedProgramme, ProgrammeInput } from '@yanxiu/contract/training';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@server-test/support/db-state';
import {
  api,
  createTestBank,
  dataOf,
  examInput,
  HOUR,
  isoIn,
  publishedExam,
  type Caller,
} from '@server-test/support/assessment-exam-fixtures';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { programmeInput } from '@server/modules/training/training.fixtures';

// Exam units in the programme editor, through the real app: an exam unit keeps its kind (422 naming it), a unit whose
// exam teachers sat stays (409 naming it, their attempts kept), and a unit whose exam nobody sat takes its exam along.

let t: TestApp;
const who: Record<string, Caller> = {};
let questionIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'district_admin']) who[name] = { login: await t.login(name) };
  questionIds = (await createTestBank(t, who.district_admin!, '考试单元测试题库')).questionIds;
});
afterAll(() => t.close());

const post = (caller: Caller, path: string, body: unknown) => api(t).post(caller, path, body);
const update = (body: unknown, locale = 'zh-CN') =>
  t.call('POST', ApiPaths.trainingManageUpdateProgramme, {
    token: who.district_admin!.login!.access_token,
    headers: { 'accept-language': locale },
    body,
  });

/** A published programme with an offline unit and an exam unit carrying a published exam. */
async function programmeWithExam(title: string) {
  const input = programmeInput(
    { video: '', document: '' },
    {
      title,
      units: [
        { kind: 'offline', title: '线下研讨', location: '报告厅', sessionStartsAt: isoIn(240 * HOUR), creditHours: 1 },
        { kind: 'exam', title: `${title}·结业考试`, creditHours: 2 },
      ],
    },
  );
  const created = dataOf<ManagedProgramme>(await post(who.district_admin!, ApiPaths.trainingManageCreateProgramme, input));
  const programme = dataOf<ManagedProgramme>(
    await post(who.district_admin!, ApiPaths.trainingManageProgrammeStatus, {
      id: created.id,
      action: 'publish',
      version: created.version,
    }),
  );
  const [offline, examUnit] = programme.units;
  const exam = await publishedExam(t, who.district_admin!, examInput({ kind: 'unit', unitId: examUnit!.id }, questionIds));
  const kept = { ...input.units[0]!, id: offline!.id } as ProgrammeInput['units'][number];
  const examUnitInput = { kind: 'exam' as const, id: examUnit!.id, title: examUnit!.title, creditHours: 2 };
  return { input, programme, exam, kept, examUnitInput };
}

const examsOf = async (programmeId: number) =>
  dataOf<{ records: ManagedExam[] }>(await api(t).get(who.district_admin!, ApiPaths.assessmentManageExams, { programmeId })).records;

describe('exam units in the programme editor', () => {
  it('refuses to turn an exam unit into another kind, naming the unit, with nothing written', async () => {
    const { input, programme, kept, examUnitInput } = await programmeWithExam('单元类型锁定');
    const asOffline = { ...input.units[0]!, id: examUnitInput.id, title: examUnitInput.title };
    const before = await countAllRows(t.deps.db);
    const refused = await update({ ...input, id: programme.id, version: programme.version, units: [kept, asOffline] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 4414, msg: expect.stringContaining('单元类型锁定·结业考试') });
    expect(refused.json().data.issues).toEqual([{ path: 'body.units.1.kind', message: expect.stringContaining('单元类型锁定·结业考试') }]);
    const english = await update({ ...input, id: programme.id, version: programme.version, units: [kept, asOffline] }, 'en-US');
    expect(english.json().msg).toMatch(/^The unit "单元类型锁定·结业考试" is an exam unit/);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('refuses to remove an exam unit whose exam teachers sat, naming it; their attempt and the exam stay', async () => {
    const { input, programme, exam, kept } = await programmeWithExam('单元已有作答');
    dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    dataOf(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    const current = dataOf<ManagedProgramme>(
      await api(t).get(who.district_admin!, fillPath(ApiPaths.trainingManageProgramme, { id: programme.id })),
    );
    const before = await countAllRows(t.deps.db);
    const refused = await update({ ...input, id: programme.id, version: current.version, units: [kept] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 4969, msg: expect.stringContaining('单元已有作答·结业考试') });
    const english = await update({ ...input, id: programme.id, version: current.version, units: [kept] }, 'en-US');
    expect(english.json().msg).toContain('Teachers have sat the exam of the unit "单元已有作答·结业考试"');
    expect(await countAllRows(t.deps.db)).toEqual(before);
    expect((await examsOf(programme.id)).map((row) => [row.id, row.attemptCount])).toEqual([[exam.id, 1]]);
  });

  it('removes an exam unit nobody sat together with its exam, in the same save', async () => {
    const { input, programme, exam, kept } = await programmeWithExam('单元无人作答');
    const saved = dataOf<ManagedProgramme>(await update({ ...input, id: programme.id, version: programme.version, units: [kept] }));
    expect(saved.units.map((unit) => unit.kind)).toEqual(['offline']);
    expect(await examsOf(programme.id)).toEqual([]);
    const gone = await api(t).get(who.district_admin!, ApiPaths.assessmentManageExam, { examId: exam.id });
    expect(gone.statusCode).toBe(404);
  });
});
