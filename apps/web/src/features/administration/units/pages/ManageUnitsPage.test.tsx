import type { ManagedUnit } from '@yanxiu/contract/administration-units';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ManageUnitsPage from './ManageUnitsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unit = (
  id: string,
  parentId: string | null,
  name: string,
  level: number,
  path: string,
  sectionCodes: string[] = [],
): ManagedUnit => ({
  id,
  parentId,
  name,
  level,
  path,
  sectionCodes,
  closedAt: null,
  activeAccounts: 2,
  version: 3,
});
const district = unit('1', null, '演示区教育局', 2, '/1/');
const school = unit('2', '1', '第一实验小学', 1, '/1/2/', ['2', '3']);
const sections = [
  { sectionCode: '2', sectionName: '小学', sectionNameEn: 'Primary', subjects: [] },
  { sectionCode: '3', sectionName: '初中', sectionNameEn: 'Junior', subjects: [] },
];

function api() {
  return fakeApi((call) => {
    if (call.path === ApiPaths.administrationUnits) return { units: [district, school] };
    if (call.path === ApiPaths.findSubjectAndSection) return sections;
    if (call.path === ApiPaths.administrationUnitRename) return { ...school, name: '更名学校', version: 4 };
    return null;
  });
}

describe('/manage/units', () => {
  test('shows the tree with a school’s sections joined by the language, and renames a school at the version read', async () => {
    await signInWith(['district_admin']);
    const calls = api();
    renderAt('/manage/units', <ManageUnitsPage />, '/manage/units');
    const table = await screen.findByTestId('units-table');
    await within(table).findByText('第一实验小学');
    await within(table).findByText('小学和初中');
    expect(screen.getByTestId('unit-create')).toBeTruthy();
    // The root, where the district admin acts from, offers no rename, move or close.
    expect(screen.queryByTestId('unit-rename-1')).toBeNull();
    fireEvent.click(screen.getByTestId('unit-rename-2'));
    const name = await screen.findByTestId('unit-name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('第一实验小学'));
    fireEvent.change(name, { target: { value: '更名学校' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.of(ApiPaths.administrationUnitRename)[0]?.body).toEqual({ id: '2', version: 3, name: '更名学校' }));
  });

  test('lets a school admin keep their school’s sections but not create, rename, move or close units', async () => {
    await signInWith(['school_admin']);
    api();
    renderAt('/manage/units', <ManageUnitsPage />, '/manage/units');
    await screen.findByTestId('unit-sections-2');
    expect(screen.queryByTestId('unit-create')).toBeNull();
    expect(screen.queryByTestId('unit-rename-2')).toBeNull();
  });

  test('refuses a teacher', async () => {
    await signInWith(['teacher']);
    api();
    renderAt('/manage/units', <ManageUnitsPage />, '/manage/units');
    expect(await screen.findByTestId('units-forbidden')).toBeTruthy();
  });
});
