import type { LoginInfo } from '@yanxiu/contract/auth';
import type { TeacherAssignment } from '@yanxiu/contract/assessment-assignments';
import type { AnswerBody, AttemptResult, AttemptView } from '@yanxiu/contract/assessment-exams';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentInput, publishedAssignment } from '@server-test/support/assessment-assignment-fixtures';
import { evaluationInput, FULL_ANSWERS, publishedEvaluation } from '@server-test/support/assessment-evaluation-fixtures';
import { api, createTestBank, dataOf, examInput, publishedExam, type Caller } from '@server-test/support/assessment-exam-fixtures';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { programmeInput } from '@server/modules/training/training.fixtures';

// A programme that ends with what teachers show, through the real app: an exam, an assignment and a closing
// evaluation, each a unit. The hours of each unit come with its completion (a passed exam, a passed assignment, an
// answered evaluation), and the programme's completion (its remaining hours and its certificate) only with the last.

let t: TestApp;
const who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'district_admin']) who[name] = { login: await t.login(name) };
});
afterAll(() => t.close());

const post = (caller: Caller, path: string, body: unknown) => api(t).post(caller, path, body);
const get = (caller: Caller, path: string, query: Record<string, string | number>) => api(t).get(caller, path, query);
const userIdOf = (caller: Caller) => Number((caller.login as LoginInfo).userId);

/** The objective questions of the test bank answered right, by position on the fixed paper. */
const RIGHT_ANSWERS: AnswerBody[] = [
  { kind: 'single', choice: 'B' },
  { kind: 'multiple', choices: ['A', 'C'] },
  { kind: 'true_false', value: true },
  { kind: 'fill_blank', blanks: ['DNA'] },
];

async function standing(programmeId: number) {
  const userId = userIdOf(who.teacher!);
  const { rows: hours } = (await t.deps.db.execute(
    sql`select source, hours::float as hours from learning_hour_entries where user_id = ${userId} and programme_id = ${programmeId} order by id`,
  )) as unknown as { rows: Array<{ source: string; hours: number }> };
  const certificates = dataOf<Array<{ programmeId?: number | null; title?: string }>>(
    await get(who.teacher!, ApiPaths.certificatesMine, {}),
  ).filter((certificate) => JSON.stringify(certificate).includes('考核贯通测试'));
  return { hours, certificates: certificates.length };
}

describe('a programme credited by what the teacher shows', () => {
  it('credits each unit as it is passed or answered, and completes the programme with its certificate only after the last', async () => {
    const staff = who.district_admin!;
    const teacher = who.teacher!;
    const input = programmeInput(
      { video: '', document: '' },
      {
        title: '考核贯通测试',
        creditHours: 4,
        units: [
          { kind: 'exam', title: '结业考试', creditHours: 1 },
          { kind: 'assignment', title: '结业作业', creditHours: 1 },
          { kind: 'evaluation', title: '培训评估', creditHours: 0 },
        ],
      },
    );
    const created = dataOf<ManagedProgramme>(await post(staff, ApiPaths.trainingManageCreateProgramme, input));
    const programme = dataOf<ManagedProgramme>(
      await post(staff, ApiPaths.trainingManageProgrammeStatus, { id: created.id, action: 'publish', version: created.version }),
    );
    const unitOf = (kind: string) => programme.units.find((unit) => unit.kind === kind)!.id;
    const { questionIds } = await createTestBank(t, staff, '贯通测试题库');
    const exam = await publishedExam(t, staff, examInput({ kind: 'unit', unitId: unitOf('exam') }, questionIds.slice(0, 4)));
    const assignment = await publishedAssignment(t, staff, assignmentInput(unitOf('assignment')));
    const evaluation = await publishedEvaluation(t, staff, evaluationInput(unitOf('evaluation')));
    dataOf(await post(teacher, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    expect(await standing(programme.id)).toEqual({ hours: [], certificates: 0 });

    // The exam, every objective answer right: passed at once, its unit's hour credited, the programme not complete.
    const attempt = dataOf<AttemptView>(await post(teacher, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    for (const [index, answer] of RIGHT_ANSWERS.entries()) {
      const path = ApiPaths.assessmentSaveAnswer.replace(':attemptId', String(attempt.id)).replace(':position', String(index + 1));
      expect((await t.call('PUT', path, { token: teacher.login!.access_token, body: { answer } })).statusCode).toBe(200);
    }
    const result = dataOf<AttemptResult>(await post(teacher, ApiPaths.assessmentSubmitAttempt, { attemptId: attempt.id }));
    expect(result).toMatchObject({ status: 'graded', passed: true });
    expect(await standing(programme.id)).toEqual({ hours: [{ source: 'lesson', hours: 1 }], certificates: 0 });

    // The assignment: returned once, resubmitted, then graded to a pass.
    const submit = async (text: string) => {
      const draft = dataOf<TeacherAssignment>(
        await post(teacher, ApiPaths.assessmentSaveSubmissionDraft, { assignmentId: assignment.id, text, fileIds: [] }),
      );
      return dataOf<TeacherAssignment>(
        await post(teacher, ApiPaths.assessmentSubmitSubmission, { assignmentId: assignment.id, round: draft.rounds.at(-1)!.round }),
      );
    };
    const first = await submit('<p>初稿</p>');
    const decide = (body: Record<string, unknown>) =>
      post(staff, ApiPaths.assessmentDecideSubmission, { submissionId: first.submissionId, ...body });
    dataOf(await decide({ decision: 'return', round: 1, feedback: '请补充评价设计' }));
    expect((await standing(programme.id)).hours).toHaveLength(1);
    await submit('<p>补充了评价设计</p>');
    dataOf(await decide({ decision: 'grade', round: 2, rubricPoints: [50, 30], feedback: '很好' }));
    expect(await standing(programme.id)).toEqual({
      hours: [
        { source: 'lesson', hours: 1 },
        { source: 'lesson', hours: 1 },
      ],
      certificates: 0,
    });

    // The closing evaluation, answered: the programme is complete, its remaining hours credited and its certificate issued.
    dataOf(await post(teacher, ApiPaths.assessmentRespondEvaluation, { evaluationId: evaluation.id, answers: FULL_ANSWERS }));
    const done = await standing(programme.id);
    expect(done.hours.reduce((sum, entry) => sum + entry.hours, 0)).toBe(4);
    expect(done.certificates).toBe(1);
  });
});
