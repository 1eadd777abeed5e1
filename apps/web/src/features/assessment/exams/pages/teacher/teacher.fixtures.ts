import type { AttemptView, TeacherExam } from '@yanxiu/contract/assessment-exams';

/** The server's time in these tests: far from the browser's, so a page that trusted the browser clock would show it. */
export const SERVER_NOW = '2021-03-01T02:00:00.000Z';
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** Attempt 41 at exam 7: a single choice answered B, a blank and a short answer not yet; 30 minutes left. */
export function openAttempt(change: Partial<AttemptView> = {}): AttemptView {
  return {
    id: 41,
    examId: 7,
    examTitle: '师德规范测验',
    number: 1,
    status: 'open',
    startedAt: SERVER_NOW,
    deadline: minutesAfter(SERVER_NOW, 30),
    serverNow: SERVER_NOW,
    submittedAt: null,
    questions: [
      {
        position: 1,
        kind: 'single',
        stem: '<p>教师职业道德的核心是？</p>',
        options: [
          { key: 'C', text: '<p>爱岗敬业</p>' },
          { key: 'A', text: '<p>关爱学生</p>' },
          { key: 'B', text: '<p>为人师表</p>' },
        ],
        blankCount: 0,
        points: 2,
        answer: { kind: 'single', choice: 'A' },
        savedAt: SERVER_NOW,
      },
      {
        position: 2,
        kind: 'fill_blank',
        stem: '<p>我国首都是 ____。</p>',
        options: [],
        blankCount: 1,
        points: 2,
        answer: null,
        savedAt: null,
      },
      {
        position: 3,
        kind: 'short_answer',
        stem: '<p>谈谈你对家校共育的理解。</p>',
        options: [],
        blankCount: 0,
        points: 6,
        answer: null,
        savedAt: null,
      },
    ],
    ...change,
  };
}

/** Exam 7 as its teacher sees it: open, 30 minutes, 2 attempts allowed and both left. */
export function teacherExam(change: Partial<TeacherExam> = {}): TeacherExam {
  return {
    id: 7,
    title: '师德规范测验',
    instructions: '请独立完成。',
    programmeId: 3,
    unitId: 12,
    opensAt: '2021-03-01T00:00:00.000Z',
    closesAt: '2021-03-08T00:00:00.000Z',
    timeLimitMinutes: 30,
    attemptsAllowed: 2,
    attemptsLeft: 2,
    counts: 'best',
    passPercent: 60,
    questionCount: 3,
    totalPoints: 10,
    openAttemptId: null,
    blocker: null,
    attempts: [],
    counted: null,
    serverNow: SERVER_NOW,
    ...change,
  };
}
