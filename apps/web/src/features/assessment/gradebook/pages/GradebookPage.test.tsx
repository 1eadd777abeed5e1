import type { GradebookPage as Book, GradebookRow } from '@yanxiu/contract/assessment-gradebook';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import GradebookPage from './GradebookPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUTES = [{ path: '/manage/assessment/gradebook/:programmeId', element: <GradebookPage /> }];

const row = (overrides: Partial<GradebookRow> = {}): GradebookRow => ({
  userId: 7,
  teacherName: '王老师',
  schoolId: 31,
  schoolName: '东城一中',
  cells: [
    { kind: 'exam', state: 'graded', attempts: 2, score: 42, maxScore: 50, passed: true },
    { kind: 'evaluation', answered: false },
  ],
  completedUnits: 2,
  totalUnits: 3,
  state: 'in_progress',
  hours: 2.5,
  ...overrides,
});

const book = (records: GradebookRow[], total = records.length): Book => ({
  programmeId: 3,
  programmeTitle: '师德师风与新课标知识测评',
  columns: [
    { unitId: 11, kind: 'exam', title: '结业考试', creditHours: 2 },
    { unitId: 12, kind: 'evaluation', title: '培训评估', creditHours: 0 },
  ],
  records,
  total,
  current: 1,
  size: 10,
});

const schools = { records: [{ id: 31, name: '东城一中', teachers: 12 }] };

describe('the grade book', () => {
  test("draws the answer's columns: each unit's cell, completion with progress and the hours; the title names the programme", async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentGradebook)
        return book(
          [
            row(),
            row({
              userId: 8,
              teacherName: '李老师',
              state: 'not_started',
              completedUnits: 0,
              hours: 0,
              cells: [
                { kind: 'exam', state: 'none', attempts: 0, score: null, maxScore: null, passed: null },
                { kind: 'evaluation', answered: true },
              ],
            }),
          ],
          12,
        );
      if (call.path === ApiPaths.assessmentGradebookSchools) return schools;
      return undefined;
    });
    renderRoutes(ROUTES, '/manage/assessment/gradebook/3');
    const table = await screen.findByTestId('gradebook');
    await within(table).findByText('王老师');
    expect(within(table).getAllByText('考试 · 结业考试').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('问卷 · 培训评估').length).toBeGreaterThan(0);
    expect(within(table).getByText('42/50')).toBeTruthy();
    expect(within(table).getByText('合格')).toBeTruthy();
    expect(within(table).getByText('作答 2 次')).toBeTruthy();
    expect(within(table).getByText('未参加')).toBeTruthy();
    expect(within(table).getByText('已填写')).toBeTruthy();
    expect(within(table).getByText('学习中')).toBeTruthy();
    expect(within(table).getByText('2.5 学时')).toBeTruthy();
    expect(screen.getByText('共 12 位教师')).toBeTruthy();
    expect(screen.getAllByText('师德师风与新课标知识测评 · 成绩册').length).toBeGreaterThan(0);
  }, 60_000);

  const emptyOrFailing = () =>
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentGradebook) {
        const programmeId = call.query.get('programmeId');
        if (programmeId === '4') return refusal(404, ErrorCodes.NOT_FOUND.code, '找不到');
        return call.query.get('state') || programmeId === '5' ? book([]) : book([row()]);
      }
      if (call.path === ApiPaths.assessmentGradebookSchools) return schools;
      return undefined;
    });

  test('a failed read says so, never that nobody enrolled', async () => {
    await signInWith(['district_admin']);
    emptyOrFailing();
    renderRoutes(ROUTES, '/manage/assessment/gradebook/4');
    expect(await screen.findByText('成绩册加载失败')).toBeTruthy();
    expect(screen.queryByText('还没有教师报名这个培训')).toBeNull();
  }, 60_000);

  test('a programme nobody enrolled in says so', async () => {
    await signInWith(['district_admin']);
    emptyOrFailing();
    renderRoutes(ROUTES, '/manage/assessment/gradebook/5');
    expect(await screen.findByText('还没有教师报名这个培训')).toBeTruthy();
  }, 60_000);

  test('a filter nobody matches says so', async () => {
    await signInWith(['district_admin']);
    emptyOrFailing();
    renderRoutes(ROUTES, '/manage/assessment/gradebook/6');
    await within(await screen.findByTestId('gradebook')).findByText('王老师');
    fireEvent.mouseDown(within(screen.getByTestId('gradebook-state')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('已完成', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText('没有符合条件的教师')).toBeTruthy();
  }, 60_000);

  test('a teacher reads why not, and nothing is asked of the server', async () => {
    await signInWith(['teacher']);
    const api = fakeApi(() => undefined);
    renderRoutes(ROUTES, '/manage/assessment/gradebook/3');
    expect(await screen.findByTestId('gradebook-forbidden')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentGradebook)).toHaveLength(0);
  }, 60_000);
  // Last: saving the download clicks a link in the document.
  test('filters by keyword from page 1, and exports under the same filters', async () => {
    await signInWith(['district_admin']);
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentGradebook) return book([row()], 30);
      if (call.path === ApiPaths.assessmentGradebookSchools) return schools;
      if (call.path === ApiPaths.assessmentGradebookExport)
        return new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="book.xlsx"' } });
      return undefined;
    });
    renderRoutes(ROUTES, '/manage/assessment/gradebook/3');
    await within(await screen.findByTestId('gradebook')).findByText('王老师');
    fireEvent.change(within(screen.getByTestId('gradebook-keyword')).getByRole('searchbox'), { target: { value: ' 王 ' } });
    fireEvent.keyDown(within(screen.getByTestId('gradebook-keyword')).getByRole('searchbox'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.of(ApiPaths.assessmentGradebook).at(-1)!.query.get('keyword')).toBe('王'));
    expect(api.of(ApiPaths.assessmentGradebook).at(-1)!.query.get('current')).toBe('1');
    expect(api.of(ApiPaths.assessmentGradebook).at(-1)!.query.get('programmeId')).toBe('3');
    fireEvent.click(screen.getByTestId('gradebook-export'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentGradebookExport)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentGradebookExport)[0]!.query.get('keyword')).toBe('王');
    expect(api.of(ApiPaths.assessmentGradebookExport)[0]!.query.get('programmeId')).toBe('3');
  }, 60_000);
});
