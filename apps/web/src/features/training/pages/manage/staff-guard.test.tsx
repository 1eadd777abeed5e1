import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MENU, MENU_ITEM_ROLES, menuVisible } from '@/app/layouts/menu';
import { fakeApi, refusal, renderAt, signInAs } from '../../training.fixtures';
import ManageOrdersPage from './ManageOrdersPage';
import ManageProgrammesPage from './ManageProgrammesPage';
import ProgrammeEditPage from './ProgrammeEditPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emptyPage = { records: [], total: 0, current: 1, size: 10 };

describe('the staff pages refuse those who are not staff', { timeout: 20_000 }, () => {
  test('a teacher who types /manage/training gets a 403 result, and no staff call is made', async () => {
    await signInAs(['teacher']);
    const api = fakeApi(() => emptyPage);
    renderAt('/manage/training', <ManageProgrammesPage />, '/manage/training');
    expect((await screen.findByTestId('manage-forbidden')).textContent).toContain('没有权限');
    expect(screen.queryByTestId('manage-programme-create')).toBeNull();
    expect(api.of(ApiPaths.trainingManageProgrammes)).toHaveLength(0);
    expect(api.of(ApiPaths.trainingManageEnrolments)).toHaveLength(0);
  });

  test('a school admin manages programmes but is refused the district pages', async () => {
    await signInAs(['teacher', 'school_admin']);
    const api = fakeApi(() => emptyPage);
    renderAt('/manage/training', <ManageProgrammesPage />, '/manage/training');
    await screen.findByTestId('manage-programmes');
    expect(screen.queryByTestId('manage-forbidden')).toBeNull();
    expect(api.of(ApiPaths.trainingManageProgrammes)).toHaveLength(1);
    cleanup();

    renderAt('/manage/orders', <ManageOrdersPage />, '/manage/orders');
    expect((await screen.findByTestId('manage-forbidden')).textContent).toContain('仅向区县管理员开放');
    expect(api.of(ApiPaths.trainingManageOrders)).toHaveLength(0);
  });

  test('a school admin opening a programme they may not manage gets the 403 page at once, said once, without a toast', async () => {
    const shown = await signInAs(['teacher', 'school_admin']);
    const api = fakeApi((call) => (call.path === '/training/manage/programmes/1' ? refusal(403, 4003, '无权访问该资源') : emptyPage));
    renderAt('/manage/training/:id', <ProgrammeEditPage />, '/manage/training/1');
    const failure = await screen.findByTestId('programme-load-failure');
    expect(failure.getAttribute('data-failure')).toBe('forbidden');
    expect(failure.textContent).toContain('无权访问');
    expect(screen.queryByTestId('programme-save')).toBeNull();
    expect(shown).toEqual([]);
    expect(api.of('/training/manage/programmes/1')).toHaveLength(1);
  });

  test('a district admin gets the orders page', async () => {
    await signInAs(['district_admin']);
    const api = fakeApi(() => emptyPage);
    renderAt('/manage/orders', <ManageOrdersPage />, '/manage/orders');
    await screen.findByTestId('manage-orders');
    expect(api.of(ApiPaths.trainingManageOrders)).toHaveLength(1);
  });
});

describe('the menu shows the staff area only to staff', () => {
  // The training staff entries; the area may hold other domains' staff pages too.
  const TRAINING_ENTRIES = ['manageTraining', 'manageEnrolments', 'manageOrders', 'manageStudios', 'manageOpenClasses'];
  const visibleEntries = (roles: string[]) =>
    MENU.filter((area) => menuVisible(area.roles, roles))
      .flatMap((area) => area.items.filter((item) => menuVisible(MENU_ITEM_ROLES[item], roles)))
      .filter((item) => TRAINING_ENTRIES.includes(item));

  test('teachers see no staff entry; school admins see programmes and enrolments; district admins everything', () => {
    expect(visibleEntries(['teacher'])).toEqual([]);
    expect(visibleEntries(['teacher', 'school_admin'])).toEqual(['manageTraining', 'manageEnrolments']);
    expect(visibleEntries(['district_admin'])).toEqual([
      'manageTraining',
      'manageEnrolments',
      'manageOrders',
      'manageStudios',
      'manageOpenClasses',
    ]);
  });
});
