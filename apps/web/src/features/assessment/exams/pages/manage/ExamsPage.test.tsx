import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ExamEditPage from './ExamEditPage';
import ExamsPage from './ExamsPage';
import { bank, managedExam } from './manage.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUTES = [
  { path: '/manage/assessment/exams', element: <ExamsPage /> },
  { path: '/manage/assessment/exams/new', element: <ExamEditPage /> },
];
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });

describe("a school's standalone exam from the exams list", () => {
  test('a school admin starts one for their own school, chosen already, and gets the editor placed on it', async () => {
    await signInWith(['school_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageExams) return page([managedExam({ programmeTitle: null })]);
      if (call.path === ApiPaths.trainingManageSchools) return [{ id: 7, name: '实验小学' }];
      if (call.path === ApiPaths.assessmentBanks) return page([bank]);
      return undefined;
    });
    const view = renderRoutes(ROUTES, '/manage/assessment/exams');
    expect(await screen.findByText('校本考试')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('new-school-exam')).getByText('实验小学')).toBeTruthy());
    fireEvent.click(screen.getByTestId('new-school-exam-start'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?schoolId=7'));
    expect(await screen.findByTestId('exam-title')).toBeTruthy();
    expect(screen.queryByTestId('exam-needs-unit')).toBeNull();
  }, 60_000);

  test('district staff choose one of their schools first', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageExams) return page([]);
      if (call.path === ApiPaths.trainingManageSchools)
        return [
          { id: 7, name: '实验小学' },
          { id: 8, name: '第二中学' },
        ];
      return undefined;
    });
    const view = renderRoutes(ROUTES, '/manage/assessment/exams');
    expect(await screen.findByText('还没有考试')).toBeTruthy();
    const start = screen.getByTestId('new-school-exam-start');
    expect(start.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(screen.getByTestId('new-school-exam')).getByRole('combobox', { name: '学校' }));
    fireEvent.click(await screen.findByTitle('第二中学'));
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    fireEvent.click(start);
    await waitFor(() => expect(view.router.state.location.search).toBe('?schoolId=8'));
  }, 60_000);
});
