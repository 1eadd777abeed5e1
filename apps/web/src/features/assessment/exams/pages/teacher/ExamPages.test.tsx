import { ApiPaths } from '@yanxiu/contract/paths';
import type { AttemptResult } from '@yanxiu/contract/assessment-exams';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import ExamPage from './ExamPage';
import ResultPage from './ResultPage';
import { openAttempt, SERVER_NOW, teacherExam } from './teacher.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  restoreWidth();
});

const show = (element: ReactNode, pattern: string, path: string) =>
  renderAt(pattern, <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, path);

function result(change: Partial<AttemptResult> = {}): AttemptResult {
  return {
    attemptId: 41,
    examId: 7,
    examTitle: '师德规范测验',
    status: 'graded',
    score: 8,
    maxScore: 10,
    passed: true,
    submittedAt: SERVER_NOW,
    submittedBy: 'teacher',
    passPercent: 60,
    pendingCount: 0,
    resultsRevealed: true,
    explanationsRevealed: true,
    questions: [
      {
        ...openAttempt().questions[0]!,
        outcome: 'wrong',
        awarded: 0,
        feedback: null,
        correct: { kind: 'single', choice: 'C' },
        explanation: '<p>爱岗敬业是基础。</p>',
      },
    ],
    ...change,
  };
}

describe("the teacher's exam page", () => {
  test('a programme unit opens its exam: the window, attempts left, and a start that confirms before starting', async () => {
    await signInWith(['teacher']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentExamOfUnit) return teacherExam();
      if (call.path === ApiPaths.assessmentStartAttempt) return openAttempt();
      return undefined;
    });
    const view = show(<ExamPage />, '/training/exam/unit/:unitId', '/training/exam/unit/12');
    expect(await screen.findByTestId('teacher-exam')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentExamOfUnit)[0]!.query.get('unitId')).toBe('12');
    expect(screen.getByTestId('attempts-left').textContent).toBe('2 次（共 2 次）');
    expect(screen.getByText('还没有作答记录')).toBeTruthy();
    fireEvent.click(screen.getByTestId('exam-start'));
    expect(await screen.findByText('开始后计时 30 分钟，中途离开计时不会暂停，到时系统自动交卷。')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentStartAttempt)).toEqual([]);
    fireEvent.click(screen.getByTestId('exam-start-ok'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/training/exam/attempt/41'));
    expect(api.of(ApiPaths.assessmentStartAttempt)[0]!.body).toEqual({ examId: 7 });
  }, 60_000);

  test('an open attempt is resumed; a blocked exam says why; the counted result shows passed', async () => {
    await signInWith(['teacher']);
    fakeApi((call) =>
      call.path === ApiPaths.assessmentExam
        ? teacherExam({
            openAttemptId: 41,
            attemptsLeft: 1,
            attempts: [
              {
                id: 40,
                number: 1,
                status: 'graded',
                startedAt: SERVER_NOW,
                submittedAt: SERVER_NOW,
                submittedBy: 'deadline',
                score: 8,
                maxScore: 10,
                passed: true,
              },
              {
                id: 41,
                number: 2,
                status: 'open',
                startedAt: SERVER_NOW,
                submittedAt: null,
                submittedBy: null,
                score: null,
                maxScore: 10,
                passed: null,
              },
            ],
            counted: { attemptId: 40, score: 8, maxScore: 10, passed: true },
          })
        : undefined,
    );
    show(<ExamPage />, '/training/exam/:examId', '/training/exam/7');
    expect((await screen.findByTestId('exam-resume')).getAttribute('href')).toBe('/training/exam/attempt/41');
    expect(within(screen.getByTestId('exam-counted')).getByTestId('score-passed').textContent).toBe('通过');
    expect(screen.getByTestId('result-40').getAttribute('href')).toBe('/training/exam/result/40');
    expect(screen.getByText('到时自动交卷')).toBeTruthy();
    cleanup();

    await signInWith(['teacher']);
    fakeApi((call) => (call.path === ApiPaths.assessmentExam ? teacherExam({ blocker: 'no_attempts_left', attemptsLeft: 0 }) : undefined));
    show(<ExamPage />, '/training/exam/:examId', '/training/exam/7');
    expect((await screen.findByTestId('exam-blocker')).textContent).toContain('您的作答次数已用完。');
    expect(screen.queryByTestId('exam-start')).toBeNull();
  }, 60_000);

  test('loading, then an exam not open to the teacher says so', async () => {
    await signInWith(['teacher']);
    let answer: (value: Response) => void = () => undefined;
    fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    show(<ExamPage />, '/training/exam/:examId', '/training/exam/7');
    expect(await screen.findByTestId('exam-loading')).toBeTruthy();
    expect(screen.queryByText('还没有作答记录')).toBeNull();
    answer(new Response(JSON.stringify({ code: 4964, status: 4964, msg: '报名该培训项目后才能参加考试', data: null }), { status: 403 }));
    expect((await screen.findByTestId('exam-failed')).getAttribute('data-failure')).toBe('forbidden');
  }, 60_000);
});

describe('the result page', () => {
  test('the score and pass, each question with the correct answer by the letter shown and the explanation, in English on a phone', async () => {
    await signInWith(['teacher']);
    widthOf(375);
    fakeApi((call) => (call.path === ApiPaths.assessmentAttemptResult ? result() : undefined));
    await changeLocale('en-US');
    show(<ResultPage />, '/training/exam/result/:attemptId', '/training/exam/result/41');
    expect((await screen.findByTestId('score-value')).textContent).toBe('8 / 10 points');
    expect(screen.getByTestId('score-passed').textContent).toBe('Passed');
    // Shown as C, A, B: the correct key C is the first letter shown.
    expect(screen.getByTestId('correct-1').textContent).toBe('Correct answer: A');
    expect(screen.getByText('爱岗敬业是基础。')).toBeTruthy();
  }, 60_000);

  test('results not revealed and short answers waiting are said, not shown as zero', async () => {
    await signInWith(['teacher']);
    fakeApi((call) =>
      call.path === ApiPaths.assessmentAttemptResult
        ? result({ status: 'grading', score: null, passed: null, pendingCount: 1, resultsRevealed: false, questions: [] })
        : undefined,
    );
    show(<ResultPage />, '/training/exam/result/:attemptId', '/training/exam/result/41');
    expect((await screen.findByTestId('result-pending')).textContent).toContain('还有 1 道简答题等待阅卷');
    expect(screen.getByTestId('result-hidden')).toBeTruthy();
    expect(screen.getByText('等待阅卷')).toBeTruthy();
    expect(screen.queryByTestId('score-value')).toBeNull();
  }, 60_000);
});
