import type { LoginInfo } from '@yanxiu/contract/auth';
import type {
  AttemptResult,
  AttemptView,
  GradedAnswer,
  GradingItem,
  GradingQueueRow,
  SavedAnswer,
  TeacherExam,
} from '@yanxiu/contract/assessment-exams';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@server-test/support/db-state';
import {
  api,
  createExamProgramme,
  createTestBank,
  dataOf,
  examInput,
  HOUR,
  publishedExam,
  type Caller,
} from '@server-test/support/assessment-exam-fixtures';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { submitAtDeadline } from './attempt-expiry';

// Sitting exams through the real app: start and resume, answers saved as given and never answered with the correct
// ones before submission, the server's deadline (refused late answers, submission by the job and by any read), the
// grading of short answers, and a pass completing the programme's unit with its hours and certificate.

let t: TestApp;
const who: Record<string, Caller> = {};
let bank: { bankId: number; questionIds: number[] };

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'newteacher', 'backbone', 'school_admin', 'district_admin']) who[name] = { login: await t.login(name) };
  who.otherTenant = { login: await t.login('teacher', DONGCHENG), tenant: DONGCHENG };
  bank = await createTestBank(t, who.district_admin!, '考试测试题库');
});
afterAll(() => t.close());

type Api = ReturnType<typeof api>;
const get: Api['get'] = (...args) => api(t).get(...args);
const post: Api['post'] = (...args) => api(t).post(...args);
const put: Api['put'] = (...args) => api(t).put(...args);
const answerPath = (attemptId: number, position: number) => fillPath(ApiPaths.assessmentSaveAnswer, { attemptId, position });
const enrol = async (teacher: Caller, programmeId: number) => dataOf(await post(teacher, ApiPaths.trainingEnrol, { programmeId }));
/** Rows of a statement the test reads directly (facts other domains keep). */
const rowsOf = async <T>(statement: SQL) => ((await t.deps.db.execute(statement)) as unknown as { rows: T[] }).rows;
const userIdOf = (caller: Caller) => Number((caller.login as LoginInfo).userId);

/** A published programme exam on the test bank's questions (all five: 50 points, pass at 60%), the teacher enrolled. */
async function programmeExam(title: string, overrides: Parameters<typeof examInput>[2] = {}, questionIds = bank.questionIds) {
  const { programme, unitId } = await createExamProgramme(t, who.district_admin!, { title });
  const exam = await publishedExam(t, who.district_admin!, examInput({ kind: 'unit', unitId }, questionIds, overrides));
  return { programme, unitId, exam };
}

const rightAnswers = {
  1: { kind: 'single', choice: 'B' },
  2: { kind: 'multiple', choices: ['C', 'A'] },
  3: { kind: 'true_false', value: true },
  4: { kind: 'fill_blank', blanks: [' ｄｎａ '] },
  5: { kind: 'short_answer', text: '先分析学情，再定目标。' },
} as const;

describe('starting and resuming', () => {
  it('starts once: a second start, a reload and a second tab get the same attempt with the answers saved so far', async () => {
    const { programme, exam } = await programmeExam('考试：续答');
    await enrol(who.teacher!, programme.id);
    const first = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    expect(first).toMatchObject({ number: 1, status: 'open', submittedAt: null });
    expect(first.questions.map((question) => question.kind)).toEqual(['single', 'multiple', 'true_false', 'fill_blank', 'short_answer']);
    expect(Date.parse(first.deadline) - Date.parse(first.startedAt)).toBe(30 * 60_000);
    dataOf<SavedAnswer>(await put(who.teacher!, answerPath(first.id, 1), { answer: rightAnswers[1] }));

    const again = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    const reload = dataOf<AttemptView>(await get(who.teacher!, ApiPaths.assessmentAttempt, { attemptId: first.id }));
    expect(again.id).toBe(first.id);
    expect(reload.questions[0]!.answer).toEqual(rightAnswers[1]);
    expect(again.questions[0]!.answer).toEqual(rightAnswers[1]);
    const page = dataOf<TeacherExam>(await get(who.teacher!, ApiPaths.assessmentExam, { examId: exam.id }));
    expect(page).toMatchObject({ openAttemptId: first.id, blocker: null, attemptsLeft: 1, totalPoints: 50, questionCount: 5 });
  });

  it('makes one attempt of two starts at once (no 500)', async () => {
    const { programme, exam } = await programmeExam('考试：并发开始');
    await enrol(who.newteacher!, programme.id);
    const responses = await Promise.all([1, 2, 3].map(() => post(who.newteacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id })));
    expect(responses.map((response) => response.statusCode).filter((status) => status >= 500)).toEqual([]);
    const ids = new Set(responses.filter((response) => response.statusCode === 200).map((response) => dataOf<AttemptView>(response).id));
    expect(ids.size).toBe(1);
    const [{ open }] = (await rowsOf<{ open: number }>(
      sql`select count(*)::int as open from assessment_attempts where exam_id = ${exam.id} and status = 'open'`,
    )) as [{ open: number }];
    expect(open).toBe(1);
  });

  it('refuses a teacher not enrolled, outside the window, and after the attempts allowed', async () => {
    const { programme, exam } = await programmeExam('考试：限制', { attemptsAllowed: 1 });
    const before = await countAllRows(t.deps.db);
    const notEnrolled = await post(who.backbone!, ApiPaths.assessmentStartAttempt, { examId: exam.id });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().code).toBe(4964);
    expect(dataOf<TeacherExam>(await get(who.backbone!, ApiPaths.assessmentExam, { examId: exam.id })).blocker).toBe('not_enrolled');
    expect(await countAllRows(t.deps.db)).toEqual(before);

    await enrol(who.backbone!, programme.id);
    const attempt = dataOf<AttemptView>(await post(who.backbone!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    dataOf(await post(who.backbone!, ApiPaths.assessmentSubmitAttempt, { attemptId: attempt.id }));
    const noMore = await post(who.backbone!, ApiPaths.assessmentStartAttempt, { examId: exam.id });
    expect([noMore.statusCode, noMore.json().code]).toEqual([409, 4962]);

    const { programme: laterProgramme, exam: later } = await programmeExam('考试：未开始', {
      opensAt: new Date(Date.now() + HOUR).toISOString(),
    });
    await enrol(who.backbone!, laterProgramme.id);
    const early = await post(who.backbone!, ApiPaths.assessmentStartAttempt, { examId: later.id });
    expect([early.statusCode, early.json().code]).toEqual([422, 4960]);
    expect(dataOf<TeacherExam>(await get(who.backbone!, ApiPaths.assessmentExam, { examId: later.id })).blocker).toBe('not_open');
  });

  it('keeps attempts to their teacher and tenant, and exams to their audience', async () => {
    const { programme, exam } = await programmeExam('考试：他人');
    await enrol(who.teacher!, programme.id);
    const attempt = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    for (const caller of [who.newteacher!, who.otherTenant!]) {
      expect((await get(caller, ApiPaths.assessmentAttempt, { attemptId: attempt.id })).statusCode).toBe(404);
      expect((await put(caller, answerPath(attempt.id, 1), { answer: rightAnswers[1] })).statusCode).toBe(404);
      expect((await post(caller, ApiPaths.assessmentSubmitAttempt, { attemptId: attempt.id })).statusCode).toBe(404);
    }
    expect((await get(who.otherTenant!, ApiPaths.assessmentExam, { examId: exam.id })).statusCode).toBe(404);
    expect((await get({}, ApiPaths.assessmentAttempt, { attemptId: attempt.id })).statusCode).toBe(401);
    expect((await post(who.district_admin!, ApiPaths.assessmentStartAttempt, { examId: exam.id })).statusCode).toBe(403);
  });
});

describe('answers', () => {
  it('saves answers as given, idempotently, refuses ones that do not fit, and never shows a correct answer before submission', async () => {
    const { programme, exam } = await programmeExam('考试：作答', { shuffleOptions: true, shuffleQuestions: true });
    await enrol(who.newteacher!, programme.id);
    const attempt = dataOf<AttemptView>(await post(who.newteacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    const single = attempt.questions.find((question) => question.kind === 'single')!;
    expect(single.options.map((option) => option.key).sort()).toEqual(['A', 'B', 'C']);

    const saved = dataOf<SavedAnswer>(await put(who.newteacher!, answerPath(attempt.id, single.position), { answer: rightAnswers[1] }));
    const repeat = dataOf<SavedAnswer>(await put(who.newteacher!, answerPath(attempt.id, single.position), { answer: rightAnswers[1] }));
    expect(repeat.savedAt).toBe(saved.savedAt);

    const before = await countAllRows(t.deps.db);
    const wrongKind = await put(who.newteacher!, answerPath(attempt.id, single.position), { answer: { kind: 'true_false', value: true } });
    expect([wrongKind.statusCode, wrongKind.json().code]).toEqual([422, 4967]);
    const noOption = await put(who.newteacher!, answerPath(attempt.id, single.position), { answer: { kind: 'single', choice: 'F' } });
    expect(noOption.statusCode).toBe(422);
    expect((await put(who.newteacher!, answerPath(attempt.id, 99), { answer: rightAnswers[1] })).statusCode).toBe(404);
    expect((await put(who.newteacher!, answerPath(attempt.id, single.position), { answer: { kind: 'single' } })).statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);

    for (const response of [
      await get(who.newteacher!, ApiPaths.assessmentAttempt, { attemptId: attempt.id }),
      await post(who.newteacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }),
      await get(who.newteacher!, ApiPaths.assessmentExam, { examId: exam.id }),
    ]) {
      expect(response.body).not.toContain('"correct"');
      expect(response.body).not.toContain('accepted');
      expect(response.body).not.toContain('因为 B');
      expect(response.body).not.toContain('参考答案');
    }
    const early = await get(who.newteacher!, ApiPaths.assessmentAttemptResult, { attemptId: attempt.id });
    expect(early.statusCode).toBe(409);
  });
});

describe('the deadline', () => {
  it('refuses an answer past the deadline and submits the attempt with what was saved, on the next read', async () => {
    const { programme, exam } = await programmeExam('考试：超时', {}, bank.questionIds.slice(0, 4));
    await enrol(who.teacher!, programme.id);
    const attempt = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    for (const position of [1, 2, 3])
      dataOf(await put(who.teacher!, answerPath(attempt.id, position), { answer: rightAnswers[position as 1] }));
    await t.deps.db.execute(sql`update assessment_attempts set deadline_at = now() - interval '1 second' where id = ${attempt.id}`);

    const late = await put(who.teacher!, answerPath(attempt.id, 4), { answer: rightAnswers[4] });
    expect([late.statusCode, late.json().code]).toEqual([409, 4963]);
    const result = dataOf<AttemptResult>(await get(who.teacher!, ApiPaths.assessmentAttemptResult, { attemptId: attempt.id }));
    expect(result).toMatchObject({ status: 'graded', submittedBy: 'deadline', score: 30, maxScore: 40, passed: true });
    expect(result.questions.map((question) => question.outcome)).toEqual(['correct', 'correct', 'correct', 'unanswered']);
    expect(result.questions[0]).toMatchObject({ correct: rightAnswers[1], explanation: '<p>因为 B</p>' });
  });

  it('is kept by the server’s job too, without anyone reading the attempt', async () => {
    const { programme, exam } = await programmeExam('考试：任务交卷', {}, bank.questionIds.slice(0, 1));
    await enrol(who.newteacher!, programme.id);
    const attempt = dataOf<AttemptView>(await post(who.newteacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    dataOf(await put(who.newteacher!, answerPath(attempt.id, 1), { answer: { kind: 'single', choice: 'A' } }));
    const [{ tenant_id: tenantId }] = (await rowsOf<{ tenant_id: number }>(
      sql`select tenant_id from assessment_attempts where id = ${attempt.id}`,
    )) as [{ tenant_id: number }];
    await submitAtDeadline(t.deps, { tenantId: tenantId as never, attemptId: attempt.id }, t.app.log);
    expect(await rowsOf(sql`select status from assessment_attempts where id = ${attempt.id}`)).toEqual([{ status: 'open' }]);
    await t.deps.db.execute(sql`update assessment_attempts set deadline_at = now() - interval '1 second' where id = ${attempt.id}`);
    await submitAtDeadline(t.deps, { tenantId: tenantId as never, attemptId: attempt.id }, t.app.log);
    const [row] = await rowsOf<{ status: string; submitted_by: string; score: number; passed: boolean }>(
      sql`select status, submitted_by, score, passed from assessment_attempts where id = ${attempt.id}`,
    );
    expect(row).toEqual({ status: 'graded', submitted_by: 'deadline', score: 0, passed: false });
  });
});

describe('grading and completion', () => {
  it('waits for a grader on short answers, then counts them: a pass completes the unit with its hours and the certificate', async () => {
    const { programme, unitId, exam } = await programmeExam('考试：阅卷', { revealExplanations: 'never' });
    await enrol(who.teacher!, programme.id);
    const attempt = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    // 10 + 0 (one option short) + 10 + 10 = 30 of 50 automatically; the short answer decides the pass.
    const answers = { ...rightAnswers, 2: { kind: 'multiple', choices: ['A'] } };
    for (const position of [1, 2, 3, 4, 5])
      dataOf(await put(who.teacher!, answerPath(attempt.id, position), { answer: answers[position as 1] }));
    const submitted = dataOf<AttemptResult>(await post(who.teacher!, ApiPaths.assessmentSubmitAttempt, { attemptId: attempt.id }));
    expect(submitted).toMatchObject({ status: 'grading', score: null, passed: null, pendingCount: 1, explanationsRevealed: false });
    expect(submitted.questions.map((question) => question.outcome)).toEqual(['correct', 'wrong', 'correct', 'correct', 'pending']);
    expect(submitted.questions.every((question) => question.correct === null && question.explanation === null)).toBe(true);
    const again = dataOf<AttemptResult>(await post(who.teacher!, ApiPaths.assessmentSubmitAttempt, { attemptId: attempt.id }));
    expect(again.submittedAt).toBe(submitted.submittedAt);

    const queue = dataOf<{ records: GradingQueueRow[] }>(
      await get(who.district_admin!, ApiPaths.assessmentGradingQueue, { examId: exam.id }),
    );
    expect(queue.records).toEqual([expect.objectContaining({ attemptId: attempt.id, position: 5, points: 10, teacherName: '王芳' })]);
    const item = dataOf<GradingItem>(
      await get(who.district_admin!, ApiPaths.assessmentGradingItem, { attemptId: attempt.id, position: 5 }),
    );
    expect(item).toMatchObject({ answerText: rightAnswers[5].text, referenceAnswer: '<p>参考答案</p>', awarded: null });
    // School staff do not manage the district's exam.
    expect((await get(who.school_admin!, ApiPaths.assessmentGradingItem, { attemptId: attempt.id, position: 5 })).statusCode).toBe(404);

    const before = await countAllRows(t.deps.db);
    const over = await post(who.district_admin!, ApiPaths.assessmentGradeAnswer, {
      attemptId: attempt.id,
      position: 5,
      points: 11,
      feedback: '',
    });
    expect(over.statusCode).toBe(422);
    expect(
      (await post(who.district_admin!, ApiPaths.assessmentGradeAnswer, { attemptId: attempt.id, position: 1, points: 5, feedback: '' }))
        .statusCode,
    ).toBe(404);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    const todo = dataOf<{ records: Array<{ id: string; params: Record<string, string> }> }>(
      await get(who.district_admin!, ApiPaths.todoList, { kind: 'assessment.grading', size: 50 }),
    );
    expect(todo.records).toContainEqual(expect.objectContaining({ id: `${attempt.id}-5`, params: { teacher: '王芳', exam: '结业考试' } }));
    const teacherTodo = dataOf<{ total: number }>(await get(who.teacher!, ApiPaths.todoList, { kind: 'assessment.grading' }));
    expect(teacherTodo.total).toBe(0);
    const hoursBefore = await examHours(userIdOf(who.teacher!), programme.id);
    expect(hoursBefore).toEqual([]);

    const graded = dataOf<GradedAnswer>(
      await post(who.district_admin!, ApiPaths.assessmentGradeAnswer, {
        attemptId: attempt.id,
        position: 5,
        points: 6,
        feedback: '思路清楚',
      }),
    );
    expect(graded.status).toBe('graded');
    const after = dataOf<{ records: Array<{ id: string }> }>(
      await get(who.district_admin!, ApiPaths.todoList, { kind: 'assessment.grading', size: 50 }),
    );
    expect(after.records.map((item) => item.id)).not.toContain(`${attempt.id}-5`);
    const twice = await post(who.district_admin!, ApiPaths.assessmentGradeAnswer, {
      attemptId: attempt.id,
      position: 5,
      points: 6,
      feedback: '',
    });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 4968]);

    const result = dataOf<AttemptResult>(await get(who.teacher!, ApiPaths.assessmentAttemptResult, { attemptId: attempt.id }));
    expect(result).toMatchObject({ status: 'graded', score: 36, passed: true, pendingCount: 0 });
    expect(result.questions[4]).toMatchObject({ outcome: 'partial', awarded: 6, feedback: '思路清楚' });
    const page = dataOf<TeacherExam>(await get(who.teacher!, ApiPaths.assessmentExamOfUnit, { unitId }));
    expect(page.counted).toMatchObject({ attemptId: attempt.id, score: 36, passed: true });

    // The exam was the programme's only unit: its hours, the programme's rest and the certificate follow.
    expect(await examHours(userIdOf(who.teacher!), programme.id)).toEqual([
      { source: 'lesson', hours: 2 },
      { source: 'programme', hours: 1 },
    ]);
    const [{ certificates }] = (await rowsOf<{ certificates: number }>(
      sql`select count(*)::int as certificates from certificates where user_id = ${userIdOf(who.teacher!)} and programme_id = ${programme.id}`,
    )) as [{ certificates: number }];
    expect(certificates).toBe(1);
    const [completion] = await rowsOf<{ source: string }>(
      sql`select source from training_unit_completions where unit_id = ${unitId} and user_id = ${userIdOf(who.teacher!)}`,
    );
    expect(completion).toEqual({ source: 'exam' });
  });

  it('does not complete the unit on a failed attempt', async () => {
    const { programme, unitId, exam } = await programmeExam('考试：未通过', {}, bank.questionIds.slice(0, 2));
    await enrol(who.backbone!, programme.id);
    const attempt = dataOf<AttemptView>(await post(who.backbone!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    const result = dataOf<AttemptResult>(await post(who.backbone!, ApiPaths.assessmentSubmitAttempt, { attemptId: attempt.id }));
    expect(result).toMatchObject({ status: 'graded', score: 0, passed: false });
    const rows = await rowsOf(sql`select 1 from training_unit_completions where unit_id = ${unitId}`);
    expect(rows).toEqual([]);
  });
});

describe('reveal settings', () => {
  it('hides the score until the window closes and never shows correct answers when explanations are never revealed', async () => {
    const { programme, exam } = await programmeExam(
      '考试：揭晓',
      { revealResults: 'after_close', revealExplanations: 'never' },
      bank.questionIds.slice(0, 1),
    );
    await enrol(who.newteacher!, programme.id);
    const attempt = dataOf<AttemptView>(await post(who.newteacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    dataOf(await put(who.newteacher!, answerPath(attempt.id, 1), { answer: rightAnswers[1] }));
    const hidden = dataOf<AttemptResult>(await post(who.newteacher!, ApiPaths.assessmentSubmitAttempt, { attemptId: attempt.id }));
    expect(hidden).toMatchObject({
      status: 'graded',
      score: null,
      passed: null,
      resultsRevealed: false,
      explanationsRevealed: false,
      questions: [],
    });
    const page = dataOf<TeacherExam>(await get(who.newteacher!, ApiPaths.assessmentExam, { examId: exam.id }));
    expect(page.counted).toBeNull();
    expect(page.attempts[0]).toMatchObject({ score: null, passed: null });

    await t.deps.db.execute(sql`update assessment_exams set closes_at = now() - interval '1 second' where id = ${exam.id}`);
    const shown = dataOf<AttemptResult>(await get(who.newteacher!, ApiPaths.assessmentAttemptResult, { attemptId: attempt.id }));
    expect(shown).toMatchObject({ score: 10, passed: true, resultsRevealed: true, explanationsRevealed: false });
    expect(shown.questions[0]).toMatchObject({ outcome: 'correct', awarded: 10, correct: null, explanation: null });
    expect(JSON.stringify(shown)).not.toContain('因为 B');
  });
});

describe('the demo exam', () => {
  it('lets the demo teacher enrol in 师德师风与新课标知识测评 and sit its random paper from the demo bank', async () => {
    const [{ id: programmeId }] = (await rowsOf<{ id: number }>(
      sql`select p.id from training_programmes p join tenants t on t.id = p.tenant_id where t.app_id = 'yxdemo' and p.title = '师德师风与新课标知识测评'`,
    )) as [{ id: number }];
    await enrol(who.teacher!, Number(programmeId));
    const [{ id: unitId }] = (await rowsOf<{ id: number }>(
      sql`select id from training_units where programme_id = ${programmeId} and kind = 'exam'`,
    )) as [{ id: number }];
    const exam = dataOf<TeacherExam>(await get(who.teacher!, ApiPaths.assessmentExamOfUnit, { unitId: Number(unitId) }));
    expect(exam).toMatchObject({ blocker: null, totalPoints: 80, questionCount: 8, attemptsLeft: 2, timeLimitMinutes: 30 });
    const attempt = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));
    expect(attempt.questions.map((question) => question.kind).sort()).toEqual([
      'fill_blank',
      'multiple',
      'multiple',
      'single',
      'single',
      'single',
      'true_false',
      'true_false',
    ]);
  });
});

async function examHours(userId: number, programmeId: number) {
  const rows = await rowsOf<{ source: string; hours: number }>(
    sql`select source, hours::float as hours from learning_hour_entries where user_id = ${userId} and programme_id = ${programmeId} order by id`,
  );
  return rows;
}
