import type { Bank } from '@yanxiu/contract/assessment-banks';
import type { GradingItem, ManagedExam } from '@yanxiu/contract/assessment-exams';

/** Exam 5, a draft of programme 3's unit 12 drawing 5 questions by one rule from bank 2. */
export function managedExam(change: Partial<ManagedExam> = {}): ManagedExam {
  return {
    id: 5,
    version: 3,
    status: 'draft',
    title: '师德规范测验',
    instructions: '',
    placement: { kind: 'unit', unitId: 12 },
    paper: { mode: 'random', rules: [{ bankId: 2, tags: ['师德'], difficulties: [], kinds: [], count: 5, pointsEach: 2 }] },
    timeLimitMinutes: 30,
    opensAt: '2026-12-01T00:00:00.000Z',
    closesAt: '2026-12-08T00:00:00.000Z',
    attemptsAllowed: 2,
    counts: 'best',
    passPercent: 60,
    shuffleQuestions: true,
    shuffleOptions: true,
    revealResults: 'after_submit',
    revealExplanations: 'after_close',
    programmeId: 3,
    programmeTitle: '新教师师德培训',
    questionCount: 5,
    totalPoints: 10,
    attemptCount: 0,
    publishedAt: null,
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...change,
  };
}

/** The district's bank 2, which the caller manages. */
export const bank: Bank = {
  bankId: 2,
  name: '师德题库',
  description: '',
  ownerUnitId: 1,
  ownerUnitName: '演示区教育局',
  sharedDown: true,
  archived: false,
  access: 'manage',
  questionCount: 8,
  folderCount: 1,
  version: 1,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

/** A short answer waiting: attempt 41's question 3. */
export function gradingItem(change: Partial<GradingItem> = {}): GradingItem {
  return {
    attemptId: 41,
    position: 3,
    examId: 5,
    examTitle: '师德规范测验',
    teacherName: '王老师',
    submittedAt: '2026-12-02T02:00:00.000Z',
    points: 6,
    stem: '<p>谈谈你对家校共育的理解。</p>',
    referenceAnswer: '<p>沟通、协作、共同育人。</p>',
    answerText: '家校合作促进学生成长。',
    awarded: null,
    feedback: null,
    ...change,
  };
}
