import type { ManagedAccount } from '@yanxiu/contract/administration-accounts';
import type { ManagedUnit } from '@yanxiu/contract/administration-units';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLocale, i18n } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { administrationEnUS } from '../../i18n/administration.en-US';
import { administrationZhCN } from '../../i18n/administration.zh-CN';
import ManageAccountsPage from './ManageAccountsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const school: ManagedUnit = {
  id: '2',
  parentId: '1',
  name: '第一实验小学',
  level: 1,
  path: '/1/2/',
  sectionCodes: ['2'],
  closedAt: null,
  activeAccounts: 3,
  version: 1,
};
const account: ManagedAccount = {
  id: '41',
  username: 'wangfang',
  name: '王芳',
  gender: '2',
  phone: '13800000001',
  orgUnitId: '2',
  orgUnitName: '第一实验小学',
  roles: ['teacher', 'APPY313'],
  status: 'active',
  mustChangePassword: false,
  locked: true,
  teaching: null,
  version: 4,
};

function api(reset: () => unknown) {
  return fakeApi((call) => {
    if (call.path === ApiPaths.administrationUnits) return { units: [school] };
    if (call.path === ApiPaths.administrationAccounts)
      return { records: [account], total: 1, totalIsLowerBound: false, current: 1, size: 10 };
    if (call.path === ApiPaths.administrationAccountResetPassword) return reset();
    return null;
  });
}

const leaves = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** The confirmation's button (the newest dialog: a closing one of an earlier test may linger while it fades). */
async function confirmButton(name: string) {
  // The dialog opens on the next animation frames, which a loaded machine delays.
  await waitFor(() => expect(screen.getAllByRole('dialog').some((dialog) => within(dialog).queryByRole('button', { name }))).toBe(true), {
    timeout: 5000,
  });
  const dialogs = screen.getAllByRole('dialog').filter((dialog) => within(dialog).queryByRole('button', { name }));
  return within(dialogs.at(-1)!).getByRole('button', { name });
}

describe('/manage/accounts', () => {
  test('lists the accounts with roles joined by the language and their state, and resets a password showing it once', async () => {
    await signInWith(['school_admin']);
    const calls = api(() => ({ account: { ...account, mustChangePassword: true, version: 5 }, temporaryPassword: 'k7PmQ2xRt9Ab' }));
    renderAt('/manage/accounts', <ManageAccountsPage />, '/manage/accounts');
    const table = await screen.findByTestId('accounts-table');
    await within(table).findByText('王芳');
    expect(within(table).getByText('教师和空闲自动退出')).toBeTruthy();
    expect(within(table).getByText('已锁定')).toBeTruthy();
    fireEvent.click(screen.getByTestId('account-reset-41'));
    fireEvent.click(await confirmButton('重置密码'));
    expect(await screen.findByTestId('temporary-password')).toHaveProperty('textContent', 'k7PmQ2xRt9Ab');
    expect(calls.of(ApiPaths.administrationAccountResetPassword)[0]!.body).toEqual({ id: '41', version: 4 });
  });

  test('says so when someone else changed the account first (409) and reads the list again', async () => {
    const shown = await signInWith(['district_admin']);
    const calls = api(() => refusal(409, 4010, '内容已被他人修改，请刷新后再编辑'));
    renderAt('/manage/accounts', <ManageAccountsPage />, '/manage/accounts');
    fireEvent.click(await screen.findByTestId('account-reset-41'));
    fireEvent.click(await confirmButton('重置密码'));
    await waitFor(() => expect(shown).toContainEqual({ kind: 'error', text: '内容已被他人修改，请刷新后再编辑' }));
    await waitFor(() => expect(calls.of(ApiPaths.administrationAccounts).length).toBeGreaterThan(1));
  });

  test('refuses a teacher with a 403 page, and reads in English with the same keys', async () => {
    await signInWith(['teacher']);
    api(() => null);
    renderAt('/manage/accounts', <ManageAccountsPage />, '/manage/accounts');
    expect(await screen.findByTestId('accounts-forbidden')).toBeTruthy();
    expect(leaves(administrationEnUS).sort()).toEqual(leaves(administrationZhCN).sort());
    await changeLocale('en-US');
    expect(i18n.t('administration.accounts.total', { count: 1 })).toBe('1 account');
    expect(i18n.t('administration.accounts.total', { count: 3 })).toBe('3 accounts');
    await changeLocale('zh-CN');
  });
});
