import type { LoginInfo } from '@yanxiu/contract/auth';
import type { Bank, QuestionDetail, QuestionInput } from '@yanxiu/contract/assessment-banks';
import type { ExamInput, ManagedExam } from '@yanxiu/contract/assessment-exams';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { expect } from 'vitest';
import { programmeInput } from '@server/modules/training/training.fixtures';
import type { TestApp, TestTenant } from './test-app';

// Exam tests' set-up through the real API: a bank with questions whose answers the tests know, a programme with an
// exam unit, an exam on it. Shared by the exam, attempt and grading tests.

export const HOUR = 3_600_000;
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A caller: a login, and the tenant when it is not the demo one. */
export type Caller = { login?: LoginInfo | undefined; tenant?: TestTenant };

export function api(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, who: Caller, payload?: { query?: Record<string, string>; body?: unknown }) =>
    t.call(method, path, {
      ...(who.login ? { token: who.login.access_token } : {}),
      ...(who.tenant ? { tenant: who.tenant } : {}),
      ...payload,
    });
  return {
    get: (who: Caller, path: string, query: Record<string, string | number> = {}) =>
      call('GET', path, who, { query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) }),
    post: (who: Caller, path: string, body: unknown) => call('POST', path, who, { body }),
    put: (who: Caller, path: string, body: unknown) => call('PUT', path, who, { body }),
  };
}

export const dataOf = <T>(response: { statusCode: number; body: string; json(): unknown }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
};

const choices = (correct: string) =>
  ['A', 'B', 'C'].map((key) => ({
    key: key as 'A',
    text: `<p>选项${key}</p>`,
    correct: key === correct || (correct.includes(key) && correct.length > 1),
  }));

/** The questions of the test bank, in order: single (B), multiple (A+C), true_false (true), fill_blank (DNA), short answer. */
export const TEST_QUESTIONS: QuestionInput[] = [
  {
    folderId: null,
    difficulty: 1,
    stem: '<p>单选：选 B</p>',
    answer: { kind: 'single', options: choices('B') },
    explanation: '<p>因为 B</p>',
    tags: ['考试'],
  },
  {
    folderId: null,
    difficulty: 2,
    stem: '<p>多选：选 A 和 C</p>',
    answer: { kind: 'multiple', options: choices('AC') },
    explanation: '',
    tags: ['考试'],
  },
  {
    folderId: null,
    difficulty: 2,
    stem: '<p>判断：对</p>',
    answer: { kind: 'true_false', correct: true },
    explanation: '',
    tags: ['考试'],
  },
  {
    folderId: null,
    difficulty: 3,
    stem: '<p>填空：遗传物质是 ____</p>',
    answer: { kind: 'fill_blank', blanks: [{ accepted: ['DNA'] }] },
    explanation: '',
    tags: ['考试'],
  },
  {
    folderId: null,
    difficulty: 4,
    stem: '<p>简答：谈谈教学设计</p>',
    answer: { kind: 'short_answer', referenceAnswer: '<p>参考答案</p>' },
    explanation: '',
    tags: ['简答'],
  },
];

/** A bank of the caller's unit holding TEST_QUESTIONS; answers the bank and the questions' ids in order. */
export async function createTestBank(t: TestApp, staff: Caller, name: string): Promise<{ bankId: number; questionIds: number[] }> {
  const { post } = api(t);
  const bank = dataOf<Bank>(await post(staff, ApiPaths.assessmentCreateBank, { name }));
  const questionIds: number[] = [];
  for (const question of TEST_QUESTIONS)
    questionIds.push(
      dataOf<QuestionDetail>(await post(staff, ApiPaths.assessmentCreateQuestion, { bankId: bank.bankId, question })).questionId,
    );
  return { bankId: bank.bankId, questionIds };
}

/** A published programme of the caller's with one unit of kind exam (and an offline one when asked); answers the exam unit's id. */
export async function createExamProgramme(
  t: TestApp,
  staff: Caller,
  options: { title: string; withOffline?: boolean; creditHours?: number },
) {
  const { post } = api(t);
  const units: ExamProgrammeUnits = [
    ...(options.withOffline
      ? [{ kind: 'offline' as const, title: '线下研讨', location: '报告厅', sessionStartsAt: isoIn(240 * HOUR), creditHours: 1 }]
      : []),
    { kind: 'exam' as const, title: '结业考试', creditHours: options.creditHours ?? 2 },
  ];
  const input = programmeInput({ video: '', document: '' }, { title: options.title, units, creditHours: 3 });
  const created = dataOf<ManagedProgramme>(await post(staff, ApiPaths.trainingManageCreateProgramme, input));
  const published = dataOf<ManagedProgramme>(
    await post(staff, ApiPaths.trainingManageProgrammeStatus, { id: created.id, action: 'publish', version: created.version }),
  );
  return { programme: published, unitId: published.units.find((unit) => unit.kind === 'exam')!.id };
}
type ExamProgrammeUnits = ReturnType<typeof programmeInput>['units'];

/** Exam settings open now for a day, fixed paper of the given questions worth 10 each. */
export function examInput(placement: ExamInput['placement'], questionIds: number[], overrides: Partial<ExamInput> = {}): ExamInput {
  return {
    title: '结业考试',
    instructions: '独立完成',
    placement,
    paper: { mode: 'fixed', items: questionIds.map((questionId) => ({ questionId, points: 10 })) },
    timeLimitMinutes: 30,
    opensAt: isoIn(-HOUR),
    closesAt: isoIn(24 * HOUR),
    attemptsAllowed: 2,
    counts: 'best',
    passPercent: 60,
    shuffleQuestions: false,
    shuffleOptions: false,
    revealResults: 'after_submit',
    revealExplanations: 'after_submit',
    ...overrides,
  };
}

/** Saves and publishes an exam; answers it. */
export async function publishedExam(t: TestApp, staff: Caller, input: ExamInput): Promise<ManagedExam> {
  const { post } = api(t);
  const draft = dataOf<ManagedExam>(await post(staff, ApiPaths.assessmentManageSaveExam, input));
  return dataOf<ManagedExam>(await post(staff, ApiPaths.assessmentManagePublishExam, { examId: draft.id, version: draft.version }));
}
