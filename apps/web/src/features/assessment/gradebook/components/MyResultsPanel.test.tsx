import type { MyResults } from '@yanxiu/contract/assessment-gradebook';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import MyResultsPanel from './MyResultsPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const results: MyResults = {
  programmes: [
    {
      programmeId: 3,
      programmeTitle: '师德师风与新课标知识测评',
      results: [
        {
          kind: 'exam',
          unitId: 11,
          examId: 5,
          title: '结业考试',
          attempts: [
            {
              attemptId: 21,
              number: 1,
              status: 'graded',
              submittedAt: '2026-11-20T02:00:00.000Z',
              submittedBy: 'teacher',
              score: 24,
              maxScore: 50,
              passed: false,
            },
            {
              attemptId: 22,
              number: 2,
              status: 'graded',
              submittedAt: '2026-11-21T02:00:00.000Z',
              submittedBy: 'teacher',
              score: 44,
              maxScore: 50,
              passed: true,
            },
          ],
          counted: { attemptId: 22, score: 44, maxScore: 50, passed: true },
        },
        {
          kind: 'assignment',
          unitId: 12,
          title: '教学设计',
          state: 'returned',
          score: null,
          maxScore: 100,
          passed: null,
          feedback: '请补充学情分析',
        },
        { kind: 'evaluation', unitId: 13, title: '培训评估', answered: false },
      ],
    },
  ],
};

describe("a teacher's own results", () => {
  test('the hours record lists each programme with the counted exam result, each attempt, a tutor’s feedback and a questionnaire to answer', async () => {
    await signInWith(['teacher']);
    const api = fakeApi((call) => (call.path === ApiPaths.assessmentMyResults ? results : undefined));
    renderRoutes([{ path: '/studyTime', element: <MyResultsPanel /> }], '/studyTime');
    const list = await screen.findByTestId('my-results-3');
    expect(within(list).getByText('师德师风与新课标知识测评')).toBeTruthy();
    expect(within(screen.getByTestId('my-result-counted-11')).getByText('44/50')).toBeTruthy();
    expect(within(screen.getByTestId('my-result-counted-11')).getByText('合格')).toBeTruthy();
    expect(within(list).getByText('24/50')).toBeTruthy();
    expect(within(list).getByText('查看第 1 次作答').getAttribute('href')).toBe('/training/exam/result/21');
    expect(within(list).getByText('已退回')).toBeTruthy();
    expect(within(list).getByText('导师评语：请补充学情分析')).toBeTruthy();
    expect(within(list).getByText('还没有填写')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentMyResults)[0]!.query.get('programmeId')).toBeNull();
  }, 60_000);

  test("a programme's page asks for that programme only and says when there is nothing yet", async () => {
    await signInWith(['teacher']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.assessmentMyResults ? { programmes: [{ programmeId: 3, programmeTitle: '培训', results: [] }] } : undefined,
    );
    renderRoutes([{ path: '/training/programme/3', element: <MyResultsPanel programmeId={3} /> }], '/training/programme/3');
    expect(await screen.findByText('这个培训没有考试、作业或问卷')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentMyResults)[0]!.query.get('programmeId')).toBe('3');
  }, 60_000);
});
