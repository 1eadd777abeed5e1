import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import '../../i18n/banks.register';
import { folders } from '../testing/bank-fixtures';
import { FolderPanel } from './FolderPanel';

beforeEach(async () => {
  await signInWith(['district_admin']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withEmpty = [...folders, { folderId: 12, bankId: 3, parentId: null, name: '空文件夹', questionCount: 0 }];

function panel(onSelect = vi.fn()) {
  const api = fakeApi((call) => (call.path === ApiPaths.assessmentFolders ? { folders: withEmpty } : withEmpty[0]));
  renderRoutes([{ path: '/', element: <FolderPanel bankId={3} selected={null} onSelect={onSelect} editable bankQuestions={12} /> }], '/');
  return api;
}

/** Opens a folder's menu (named for the folder) and finds an entry in it. */
async function entryOf(folder: string, entry: string) {
  fireEvent.click(await screen.findByRole('button', { name: `“${folder}”的操作` }));
  await screen.findAllByRole('menu');
  const menu = screen.getAllByRole('menu').at(-1)!;
  return within(menu).getByRole('menuitem', { name: entry });
}

async function pick(folder: string, entry: string) {
  fireEvent.click(await entryOf(folder, entry));
}

// Dialogs opened one after another from the tree's menus: each test has a minute on a busy machine.
describe('the folder tree of a bank', { timeout: 60_000 }, () => {
  test('creates a folder inside another, renames one and refuses a name with a slash without sending it', async () => {
    const api = panel();
    await pick('课程标准', '新建文件夹');
    fireEvent.change(await screen.findByTestId('folder-name'), { target: { value: '教学评价' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.of(ApiPaths.assessmentCreateFolder)[0]?.body).toEqual({ bankId: 3, parentId: 10, name: '教学评价' }));
    await waitFor(() => expect(screen.queryByTestId('folder-name')).toBeNull());

    await pick('核心素养', '重命名');
    const name = await screen.findByTestId('folder-name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('核心素养'));
    fireEvent.change(name, { target: { value: '素养/能力' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('名称中不能有斜杠')).toBeTruthy();
    fireEvent.change(name, { target: { value: '学科素养' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(api.of(ApiPaths.assessmentRenameFolder).map((call) => call.body)).toEqual([{ folderId: 11, name: '学科素养' }]),
    );
  });

  test('moves a folder into another, never offering itself or a folder inside it as the place', async () => {
    const api = panel();
    await pick('课程标准', '移动');
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-select-tree')).not.toBeNull());
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
    const disabled = [...dropdown.querySelectorAll('.ant-select-tree-treenode-disabled')].map((node) => node.textContent);
    expect(disabled.sort()).toEqual(['核心素养', '课程标准'].sort());
    fireEvent.click(within(dropdown).getByTitle('空文件夹'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.of(ApiPaths.assessmentMoveFolder)[0]?.body).toEqual({ folderId: 10, parentId: 12 }));
  });

  test('deletes an empty folder after confirming; a folder with questions cannot be chosen for deletion', async () => {
    const api = panel();
    expect((await entryOf('课程标准', '删除')).getAttribute('aria-disabled')).toBe('true');
    await pick('空文件夹', '删除');
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('删除空文件夹“空文件夹”？');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.of(ApiPaths.assessmentDeleteFolder)[0]?.body).toEqual({ folderId: 12 }));
  });

  test('choosing a folder tells the page to list that folder', async () => {
    const onSelect = vi.fn();
    panel(onSelect);
    fireEvent.click(await screen.findByText('核心素养'));
    expect(onSelect).toHaveBeenLastCalledWith(11);
  });
});
