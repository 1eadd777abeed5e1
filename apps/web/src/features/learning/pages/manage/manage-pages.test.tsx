import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MENU, MENU_ITEM_ROLES, menuVisible } from '@/app/layouts/menu';
import { CATEGORIES, fakeApi, holdRoles, renderAt, setUpSignedIn } from '../../learning.fixtures';
import DeclarationQueuePage from './DeclarationQueuePage';
import HoursReportPage from './HoursReportPage';
import RequirementPage from './RequirementPage';

setUpSignedIn();
const categories = { categories: CATEGORIES, completionShare: 0.95 };
const requirement = { year: 2026, totalHours: 72, categoryMinimums: { public: 24, ethics: 6 } };
const report = {
  records: [
    {
      userId: 9,
      teacherName: '李老师',
      schoolName: '演示区实验小学',
      totalHours: 30,
      shortHours: 42,
      byCategory: { public: 24, professional: 6 },
      unmetCategories: ['ethics'],
      met: false,
    },
  ],
  total: 1,
  current: 1,
  size: 20,
  year: 2026,
  requirement,
  teachers: 40,
  metCount: 39,
  nextCursor: null,
};

describe('the staff pages refuse those who are not staff', { timeout: 20_000 }, () => {
  test('a teacher who types the addresses gets a 403 result, and no staff call is made', async () => {
    const api = fakeApi(() => undefined);
    renderAt('/manage/learningHours', <HoursReportPage />, '/manage/learningHours');
    expect((await screen.findByTestId('hours-forbidden')).textContent).toContain('没有权限');
    cleanup();
    renderAt('/manage/declarations', <DeclarationQueuePage />, '/manage/declarations');
    await screen.findByTestId('hours-forbidden');
    expect(api.of(ApiPaths.learningManageReport)).toHaveLength(0);
    expect(api.of(ApiPaths.learningManageDeclarationQueue)).toHaveLength(0);
  });

  test('a school admin gets the report but not the requirement', async () => {
    holdRoles(['teacher', 'school_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.learningManageReport ? report : categories));
    renderAt('/manage/learningRequirement', <RequirementPage />, '/manage/learningRequirement');
    expect((await screen.findByTestId('hours-forbidden')).textContent).toContain('仅向区县管理员开放');
    expect(api.of(ApiPaths.learningManageRequirement)).toHaveLength(0);
    cleanup();
    renderAt('/manage/learningHours', <HoursReportPage />, '/manage/learningHours');
    await screen.findByTestId('report-teacher-9');
    // School admins see their own school: no school filter, no lookup of schools.
    expect(screen.queryByTestId('report-school')).toBeNull();
    expect(api.of(ApiPaths.trainingManageSchools)).toHaveLength(0);
  });

  test('the menu offers the pages by role', () => {
    const ENTRIES = ['manageLearningHours', 'manageDeclarations', 'manageLearningRequirement'];
    const visible = (roles: string[]) =>
      MENU.filter((area) => menuVisible(area.roles, roles))
        .flatMap((area) => area.items.filter((item) => menuVisible(MENU_ITEM_ROLES[item], roles)))
        .filter((item) => ENTRIES.includes(item));
    expect(visible(['teacher'])).toEqual([]);
    expect(visible(['teacher', 'school_admin'])).toEqual(['manageLearningHours', 'manageDeclarations']);
    expect(visible(['district_admin'])).toEqual(ENTRIES);
    expect(MENU.find((area) => area.area === 'studyTime')?.items).toContain('studyTime');
  });
});

describe('the report', { timeout: 20_000 }, () => {
  test('unmet teachers by default, filters in the address, a teacher opens their breakdown', async () => {
    holdRoles(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.learningManageReport) return report;
      if (call.path === ApiPaths.trainingManageSchools) return [{ id: 3, name: '演示区实验小学' }];
      return categories;
    });
    const { router } = renderAt('/manage/learningHours', <HoursReportPage />, '/manage/learningHours?year=2026');
    await screen.findByTestId('report-teacher-9', {}, { timeout: 5000 });
    const table = screen.getByTestId('report-table');
    expect(screen.getByTestId('report-summary').textContent).toContain('2026 年度：共 40 名教师，已达标 39 名，未达标 1 名');
    expect(within(table).getByText('42')).toBeTruthy();
    expect(within(table).getByText('师德师风', { selector: '.ant-tag' })).toBeTruthy();
    const first = api.of(ApiPaths.learningManageReport)[0]!;
    expect(first.query.get('onlyUnmet')).toBe('true');
    expect(first.query.get('year')).toBe('2026');
    expect(screen.getByTestId('report-school')).toBeTruthy();

    fireEvent.click(screen.getByTestId('report-only-unmet'));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026&all=1'));
    await waitFor(() => expect(api.of(ApiPaths.learningManageReport).at(-1)!.query.get('onlyUnmet')).toBe('false'));

    fireEvent.click(screen.getByTestId('report-teacher-9'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/studyTime?userId=9&year=2026'));
  });
});

describe('the report pages by cursor', { timeout: 20_000 }, () => {
  test('the next page sends the cursor the page before gave; a jump by number sends none', async () => {
    holdRoles(['district_admin']);
    // 200 teachers, 20 a page: each page answers the cursor of the page after it.
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.trainingManageSchools) return [];
      if (call.path !== ApiPaths.learningManageReport) return categories;
      const current = Number(call.query.get('current'));
      const row = { ...report.records[0]!, userId: 1000 + current, teacherName: `教师${current}` };
      return { ...report, records: [row], current, total: 200, teachers: 200, nextCursor: current < 10 ? `after-${current}` : null };
    });
    const { router } = renderAt('/manage/learningHours', <HoursReportPage />, '/manage/learningHours?year=2026&all=1');
    await screen.findByTestId('report-teacher-1001', {}, { timeout: 5000 });
    const calls = () => api.of(ApiPaths.learningManageReport).map((call) => [call.query.get('current'), call.query.get('cursor')]);
    expect(calls().at(-1)).toEqual(['1', null]);
    const pager = (selector: string) =>
      fireEvent.click(document.querySelector(`[data-testid="report-table"] ${selector}`) ?? document.querySelector(selector)!);

    pager('.ant-pagination-next');
    await screen.findByTestId('report-teacher-1002');
    expect(calls().at(-1)).toEqual(['2', 'after-1']);
    expect(router.state.location.search).toBe('?year=2026&all=1&page=2');

    pager('.ant-pagination-item-5');
    await screen.findByTestId('report-teacher-1005');
    expect(calls().at(-1)).toEqual(['5', null]);

    pager('.ant-pagination-next');
    await screen.findByTestId('report-teacher-1006');
    expect(calls().at(-1)).toEqual(['6', 'after-5']);

    // Another filter starts again at page 1, and its page 2 is reached by its own cursor.
    fireEvent.click(screen.getByTestId('report-only-unmet'));
    await waitFor(() => expect(calls().at(-1)).toEqual(['1', null]));
    expect(api.of(ApiPaths.learningManageReport).at(-1)!.query.get('onlyUnmet')).toBe('true');
  });
});

describe('the requirement', { timeout: 20_000 }, () => {
  test('minimums adding up to more than the total are refused before sending; a valid one is saved', async () => {
    holdRoles(['district_admin']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.learningManageRequirement ? requirement : call.path === ApiPaths.learningHourCategories ? categories : null,
    );
    renderAt('/manage/learningRequirement', <RequirementPage />, '/manage/learningRequirement');
    const total = await screen.findByTestId('requirement-total');
    fireEvent.change(total, { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('requirement-save'));
    expect((await screen.findByTestId('requirement-problem')).textContent).toBe('各类别最低学时之和超过了年度总学时');
    expect(api.of(ApiPaths.learningManageSaveRequirement)).toHaveLength(0);
    fireEvent.change(total, { target: { value: '80' } });
    fireEvent.click(screen.getByTestId('requirement-save'));
    await waitFor(() => expect(api.of(ApiPaths.learningManageSaveRequirement)).toHaveLength(1));
    expect(api.of(ApiPaths.learningManageSaveRequirement)[0]!.body).toMatchObject({
      totalHours: 80,
      categoryMinimums: { public: 24, ethics: 6 },
    });
  });

  test('the completion share is sent as a fraction', async () => {
    holdRoles(['district_admin']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.learningManageRequirement ? requirement : call.path === ApiPaths.learningHourCategories ? categories : null,
    );
    renderAt('/manage/learningRequirement', <RequirementPage />, '/manage/learningRequirement');
    const share = await screen.findByTestId('completion-share');
    expect((share as HTMLInputElement).value).toBe('95');
    fireEvent.change(share, { target: { value: '80' } });
    fireEvent.click(screen.getByTestId('completion-save'));
    await waitFor(() => expect(api.of(ApiPaths.learningManageSaveSettings)[0]?.body).toEqual({ completionShare: 0.8 }));
  });
});
