import { ApiPaths } from '@yanxiu/contract/paths';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ExamAttemptsPage from './ExamAttemptsPage';
import ExamEditPage from './ExamEditPage';
import GradingItemPage from './GradingItemPage';
import GradingQueuePage from './GradingQueuePage';
import { bank, gradingItem, managedExam } from './manage.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EDITOR_ROUTES = [
  { path: '/manage/assessment/exams/new', element: <ExamEditPage /> },
  { path: '/manage/assessment/exams/:examId', element: <ExamEditPage /> },
];
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });

describe('the exam editor', () => {
  test("a programme's exam unit opens the exam it already has", async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageExams)
        return page([managedExam({ id: 4, placement: { kind: 'unit', unitId: 11 } }), managedExam()]);
      if (call.path === ApiPaths.assessmentManageExam) return managedExam();
      if (call.path === ApiPaths.assessmentBanks) return page([bank]);
      return undefined;
    });
    const view = renderRoutes(EDITOR_ROUTES, '/manage/assessment/exams/new?unitId=12&programmeId=3');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/manage/assessment/exams/5'));
    expect(api.of(ApiPaths.assessmentManageExams)[0]!.query.get('programmeId')).toBe('3');
    expect(((await screen.findByTestId('exam-title')) as HTMLInputElement).value).toBe('师德规范测验');
  }, 60_000);

  test('a rule changed and saved at the version read; the preview names the rule that has too few questions', async () => {
    await signInWith(['district_admin']);
    let previews = 0;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageExam) return managedExam();
      if (call.path === ApiPaths.assessmentBanks) return page([bank]);
      if (call.path === ApiPaths.assessmentTags) return { tags: [{ tag: '师德', count: 8 }] };
      if (call.path === ApiPaths.assessmentManageSaveExam) return managedExam({ version: 4 });
      if (call.path === ApiPaths.assessmentManagePreviewPaper) {
        previews += 1;
        return previews === 1
          ? new Response(
              JSON.stringify({
                code: ErrorCodes.ASSESSMENT_RULE_SHORT.code,
                status: ErrorCodes.ASSESSMENT_RULE_SHORT.code,
                msg: '题库中符合组卷规则的试题不足',
                data: { issues: [{ path: 'paper.rules.0', message: '规则 1 需要 9 道题，题库中只有 8 道' }] },
              }),
              { status: 422 },
            )
          : {
              questions: [{ position: 1, kind: 'true_false', stem: '<p>教师应尊重学生人格。</p>', options: [], blankCount: 0, points: 2 }],
              totalPoints: 2,
            };
      }
      return undefined;
    });
    renderRoutes(EDITOR_ROUTES, '/manage/assessment/exams/5');
    const count = await screen.findByTestId('rule-count-0');
    expect(screen.getByTestId('paper-points').textContent).toBe('总分 10 分');
    fireEvent.change(count, { target: { value: '9' } });
    await waitFor(() => expect(screen.getByTestId('paper-points').textContent).toBe('总分 18 分'));
    // The preview draws by the saved rules: it waits for the change to be saved.
    expect(screen.getByTestId('exam-preview').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('exam-save'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentManageSaveExam)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentManageSaveExam)[0]!.body).toMatchObject({
      examId: 5,
      version: 3,
      placement: { kind: 'unit', unitId: 12 },
      paper: { mode: 'random', rules: [{ bankId: 2, tags: ['师德'], difficulties: [], kinds: [], count: 9, pointsEach: 2 }] },
      opensAt: '2026-12-01T00:00:00.000Z',
      closesAt: '2026-12-08T00:00:00.000Z',
      passPercent: 60,
    });
    await waitFor(() => expect(screen.getByTestId('exam-preview').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('exam-preview'));
    expect((await screen.findByTestId('rule-problem-0')).textContent).toContain('规则 1 需要 9 道题，题库中只有 8 道');
    fireEvent.click(screen.getByTestId('exam-preview'));
    expect(await screen.findByTestId('paper-preview')).toBeTruthy();
    expect(screen.getByText('教师应尊重学生人格。')).toBeTruthy();
  }, 60_000);

  test('a fixed paper: questions picked from a usable bank with their points, in order', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageExam) return managedExam();
      if (call.path === ApiPaths.assessmentBanks) return page([{ ...bank, access: 'use' }]);
      if (call.path === ApiPaths.assessmentQuestions)
        return page([
          {
            questionId: 31,
            bankId: 2,
            folderId: null,
            kind: 'single',
            difficulty: 2,
            stemText: '教师职业道德的核心是？',
            tags: [],
            version: 1,
            updatedAt: bank.updatedAt,
          },
          {
            questionId: 32,
            bankId: 2,
            folderId: null,
            kind: 'short_answer',
            difficulty: 3,
            stemText: '谈谈家校共育。',
            tags: [],
            version: 2,
            updatedAt: bank.updatedAt,
          },
        ]);
      if (call.path === ApiPaths.assessmentManageSaveExam) return managedExam({ version: 4 });
      return undefined;
    });
    renderRoutes(EDITOR_ROUTES, '/manage/assessment/exams/5');
    fireEvent.click(await screen.findByText('固定试卷'));
    fireEvent.click(await screen.findByTestId('fixed-add-32'));
    fireEvent.click(screen.getByTestId('fixed-add-31'));
    expect(screen.getByTestId('fixed-add-31').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('第 1 题分值'), { target: { value: '6' } });
    fireEvent.click(screen.getByLabelText('上移第 2 题'));
    await waitFor(() => expect(screen.getByTestId('paper-points').textContent).toBe('总分 8 分'));
    fireEvent.click(screen.getByTestId('exam-save'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentManageSaveExam)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentManageSaveExam)[0]!.body).toMatchObject({
      paper: {
        mode: 'fixed',
        items: [
          { questionId: 31, points: 2 },
          { questionId: 32, points: 6 },
        ],
      },
    });
  }, 60_000);

  test("an exam's attempts: who, how it ended, the score, the short answers waiting", async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageExam) return managedExam({ attemptCount: 1 });
      if (call.path === ApiPaths.assessmentManageExamAttempts)
        return page([
          {
            id: 41,
            number: 1,
            status: 'grading',
            startedAt: bank.updatedAt,
            submittedAt: bank.updatedAt,
            submittedBy: 'deadline',
            score: null,
            maxScore: 10,
            passed: null,
            userId: 7,
            teacherName: '王老师',
            pendingCount: 1,
          },
        ]);
      return undefined;
    });
    renderRoutes(
      [{ path: '/manage/assessment/exams/:examId/attempts', element: <ExamAttemptsPage /> }],
      '/manage/assessment/exams/5/attempts',
    );
    expect(await screen.findByText('王老师')).toBeTruthy();
    expect(screen.getByText('到时自动交卷')).toBeTruthy();
    expect(screen.getByTestId('attempt-grade-41').getAttribute('href')).toBe('/manage/assessment/grading?examId=5');
    expect(await screen.findByRole('heading', { name: '师德规范测验 · 作答记录' })).toBeTruthy();
  }, 60_000);

  test('a teacher is refused the editor without reading anything', async () => {
    await signInWith(['teacher']);
    const api = fakeApi(() => undefined);
    renderRoutes(EDITOR_ROUTES, '/manage/assessment/exams/5');
    expect(await screen.findByTestId('exams-forbidden')).toBeTruthy();
    expect(api.calls).toEqual([]);
  }, 60_000);
});

describe('grading', () => {
  test('the queue lists the waiting short answers; grading one goes to the next', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentGradingQueue)
        return page([
          {
            attemptId: 41,
            position: 3,
            examId: 5,
            examTitle: '师德规范测验',
            teacherName: '王老师',
            submittedAt: '2026-12-02T02:00:00.000Z',
            points: 6,
          },
        ]);
      if (call.path === ApiPaths.assessmentGradingItem)
        return call.query.get('attemptId') === '41'
          ? gradingItem()
          : gradingItem({ attemptId: 42, teacherName: '李老师', answerText: '多沟通。' });
      if (call.path === ApiPaths.assessmentGradeAnswer) return { attemptId: 41, status: 'graded', next: { attemptId: 42, position: 3 } };
      return undefined;
    });
    const view = renderRoutes(
      [
        { path: '/manage/assessment/grading', element: <GradingQueuePage /> },
        { path: '/manage/assessment/grading/:attemptId/:position', element: <GradingItemPage /> },
      ],
      '/manage/assessment/grading',
    );
    fireEvent.click(await screen.findByTestId('grade-41-3'));
    expect((await screen.findByTestId('grading-answer')).textContent).toBe('家校合作促进学生成长。');
    expect(screen.getByTestId('grading-reference').textContent).toBe('沟通、协作、共同育人。');
    fireEvent.click(screen.getByTestId('grading-save'));
    // No points, nothing sent.
    await waitFor(() => expect(api.of(ApiPaths.assessmentGradeAnswer)).toEqual([]));
    fireEvent.change(screen.getByTestId('grading-points'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('grading-feedback'), { target: { value: '观点清楚。' } });
    fireEvent.click(screen.getByTestId('grading-save'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/manage/assessment/grading/42/3'));
    expect(api.of(ApiPaths.assessmentGradeAnswer)[0]!.body).toEqual({ attemptId: 41, position: 3, points: 5, feedback: '观点清楚。' });
    await waitFor(() => expect(screen.getByTestId('grading-answer').textContent).toBe('多沟通。'));
  }, 60_000);

  test('an empty queue says so once answered, not while loading', async () => {
    await signInWith(['school_admin']);
    let answer: (value: unknown) => void = () => undefined;
    fakeApi(() => new Promise((resolve) => (answer = resolve)));
    renderRoutes([{ path: '/manage/assessment/grading', element: <GradingQueuePage /> }], '/manage/assessment/grading');
    await waitFor(() => expect(document.querySelector('.ant-spin')).not.toBeNull());
    expect(screen.queryByText('没有等待批阅的简答题')).toBeNull();
    answer(page([]));
    expect(await screen.findByText('没有等待批阅的简答题')).toBeTruthy();
  }, 60_000);
});
