import type { EvaluationQuestion, ManagedEvaluation, SaveEvaluationBody } from '@yanxiu/contract/assessment-evaluations';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { programmeInput } from '@server/modules/training/training.fixtures';
import { api, dataOf, HOUR, isoIn, type Caller } from './assessment-exam-fixtures';
import type { SQL } from 'drizzle-orm';
import { DONGCHENG, type TestApp } from './test-app';

// Evaluation tests' set-up through the real API: a published programme whose last unit is an evaluation unit, and a
// questionnaire on it with one question of each kind.

export const QUESTIONS: EvaluationQuestion[] = [
  { kind: 'rating', prompt: '总体满意度', required: true, scale: 5, lowLabel: '很不满意', highLabel: '非常满意' },
  { kind: 'single', prompt: '难度', required: true, options: ['偏易', '适中', '偏难'] },
  { kind: 'multiple', prompt: '想增加的内容', required: false, options: ['案例', '课标', '作业设计'] },
  { kind: 'text', prompt: '建议', required: false, maxLength: 20 },
];

/** A questionnaire's settings on a unit, open from an hour ago for a week unless overridden. */
export const evaluationInput = (unitId: number, overrides: Partial<SaveEvaluationBody> = {}): SaveEvaluationBody => ({
  title: '培训满意度评估',
  intro: '请如实填写',
  placement: { kind: 'unit', unitId },
  anonymous: true,
  opensAt: isoIn(-HOUR),
  closesAt: isoIn(7 * 24 * HOUR),
  questions: QUESTIONS,
  ...overrides,
});

/** A published programme of one offline unit and a closing evaluation unit, by the caller (a district admin). */
export async function programmeWithEvaluationUnit(t: TestApp, staff: Caller, title: string) {
  const input = programmeInput(
    { video: '', document: '' },
    {
      title,
      units: [
        { kind: 'offline', title: '线下研讨', location: '报告厅', sessionStartsAt: isoIn(240 * HOUR), creditHours: 1 },
        { kind: 'evaluation', title: `${title}·培训评估`, creditHours: 0 },
      ],
    },
  );
  const created = dataOf<ManagedProgramme>(await api(t).post(staff, ApiPaths.trainingManageCreateProgramme, input));
  const programme = dataOf<ManagedProgramme>(
    await api(t).post(staff, ApiPaths.trainingManageProgrammeStatus, { id: created.id, action: 'publish', version: created.version }),
  );
  return { input, programme, unit: programme.units[1]! };
}

/** A published questionnaire on the unit. */
export async function publishedEvaluation(t: TestApp, staff: Caller, body: SaveEvaluationBody): Promise<ManagedEvaluation> {
  const draft = dataOf<ManagedEvaluation>(await api(t).post(staff, ApiPaths.assessmentManageSaveEvaluation, body));
  return dataOf<ManagedEvaluation>(
    await api(t).post(staff, ApiPaths.assessmentManagePublishEvaluation, { evaluationId: draft.id, version: draft.version }),
  );
}

/** One answer of each kind fitting QUESTIONS. */
export const FULL_ANSWERS = [
  { kind: 'rating', value: 4 },
  { kind: 'single', option: 1 },
  { kind: 'multiple', options: [2, 0] },
  { kind: 'text', text: '多一些案例' },
] as const;

/** The callers both evaluation API files use: four demo teachers and staff of the demo tenant, one of another, nobody. */
export async function evaluationCallers(t: TestApp): Promise<Record<string, Caller>> {
  const who: Record<string, Caller> = {};
  for (const name of ['teacher', 'backbone', 'expert', 'district_admin', 'school_admin']) who[name] = { login: await t.login(name) };
  who.otherTenant = { login: await t.login('teacher', DONGCHENG), tenant: DONGCHENG };
  who.nobody = {};
  return who;
}

/** The calls both evaluation API files make, on the test app `app()` answers (it is made in their beforeAll). */
export function evaluationCalls(app: () => TestApp, staff: () => Caller) {
  const post = (caller: Caller, path: string, body: unknown) => api(app()).post(caller, path, body);
  return {
    post,
    rowsOf: async <T>(statement: SQL) => ((await app().deps.db.execute(statement)) as unknown as { rows: T[] }).rows,
    respond: (caller: Caller, evaluationId: number, answers: unknown) =>
      post(caller, ApiPaths.assessmentRespondEvaluation, { evaluationId, answers }),
    userIdOf: (caller: Caller) => Number(caller.login!.userId),
    enrol: async (caller: Caller, programmeId: number) => dataOf(await post(caller, ApiPaths.trainingEnrol, { programmeId })),
    /** A published questionnaire on a new programme's evaluation unit. */
    openEvaluation: async (title: string, overrides: Partial<SaveEvaluationBody> = {}) => {
      const setup = await programmeWithEvaluationUnit(app(), staff(), title);
      const evaluation = await publishedEvaluation(app(), staff(), evaluationInput(setup.unit.id, overrides));
      return { ...setup, evaluation };
    },
  };
}
