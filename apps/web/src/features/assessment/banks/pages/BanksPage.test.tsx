import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { loadingShown } from '@/shared/testing/loading-states';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import { districtBank, page, sharedBank } from '../testing/bank-fixtures';
import BanksPage from './BanksPage';

afterEach(() => {
  cleanup();
  restoreWidth();
  vi.unstubAllGlobals();
});

const PATH = '/manage/assessment/banks';

// Dialogs and tables of antd in happy-dom: each test has a minute on a busy machine.
describe('/manage/assessment/banks', { timeout: 60_000 }, () => {
  test('lists the banks with owner, sharing and counts; a shared-down bank offers no changes', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => (call.path === ApiPaths.assessmentBanks ? page([districtBank, sharedBank]) : null));
    renderAt(PATH, <BanksPage />, PATH);
    const table = await screen.findByTestId('banks-table');
    const link = await within(table).findByRole('link', { name: '新课标通识题库' });
    expect(link.getAttribute('href')).toBe('/manage/assessment/banks/3');
    expect(within(table).getAllByText('演示区教育局')).toHaveLength(2);
    expect(within(table).getAllByText('已共享')).toHaveLength(2);
    expect(within(table).getByText('12')).toBeTruthy();
    expect(within(table).getByText('可管理')).toBeTruthy();
    expect(within(table).getByText('可使用')).toBeTruthy();
    expect(screen.getByTestId('bank-edit-3')).toBeTruthy();
    expect(screen.queryByTestId('bank-edit-5')).toBeNull();
    expect(screen.queryByTestId('bank-archive-5')).toBeNull();
  });

  test('creates a bank shared down, and edits one at the version read', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentBanks) return page([districtBank]);
      return districtBank;
    });
    renderAt(PATH, <BanksPage />, PATH);
    fireEvent.click(await screen.findByTestId('bank-create'));
    fireEvent.change(await screen.findByTestId('bank-name'), { target: { value: '  师德师风题库 ' } });
    fireEvent.click(screen.getByTestId('bank-shared'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(api.of(ApiPaths.assessmentCreateBank)[0]?.body).toEqual({ name: '  师德师风题库 ', description: '', sharedDown: true }),
    );
    await waitFor(() => expect(screen.queryByTestId('bank-name')).toBeNull());

    fireEvent.click(await screen.findByTestId('bank-edit-3'));
    const name = await screen.findByTestId('bank-name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('新课标通识题库'));
    fireEvent.change(name, { target: { value: '新课标题库' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(api.of(ApiPaths.assessmentUpdateBank)[0]?.body).toEqual({
        bankId: 3,
        version: 4,
        name: '新课标题库',
        description: '',
        sharedDown: true,
      }),
    );
  });

  test('a school admin’s new bank is their school’s: sharing down is not offered', async () => {
    await signInWith(['school_admin']);
    fakeApi((call) => (call.path === ApiPaths.assessmentBanks ? page([]) : null));
    renderAt(PATH, <BanksPage />, PATH);
    fireEvent.click(await screen.findByTestId('bank-create'));
    await screen.findByTestId('bank-name');
    expect(screen.queryByText('共享给下级学校')).toBeNull();
  });

  test('archives a bank after confirming, at the version read', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.assessmentBanks ? page([districtBank]) : districtBank));
    renderAt(PATH, <BanksPage />, PATH);
    fireEvent.click(await screen.findByTestId('bank-archive-3'));
    expect(await screen.findByText(/归档“新课标通识题库”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.of(ApiPaths.assessmentArchiveBank)[0]?.body).toEqual({ bankId: 3, version: 4, archived: true }));
  });

  test('loading, then empty; a failed read offers a retry; the keyword is searched on the server', async () => {
    await signInWith(['district_admin']);
    let release: (value: unknown) => void = () => undefined;
    let fail = false;
    const api = fakeApi((call) => {
      if (call.path !== ApiPaths.assessmentBanks) return null;
      if (fail) return refusal(500, 500, '服务器开小差了');
      return api.of(ApiPaths.assessmentBanks).length === 1 ? new Promise((resolve) => (release = resolve)) : page([]);
    });
    renderAt(PATH, <BanksPage />, PATH);
    await screen.findByTestId('banks-table');
    expect(loadingShown(document.body)).toBe(true);
    expect(screen.queryByText('还没有题库')).toBeNull();
    release(page([]));
    expect(await screen.findByText('还没有题库')).toBeTruthy();
    fail = true;
    fireEvent.change(screen.getByLabelText('搜索题库名称'), { target: { value: '师德' } });
    fireEvent.keyDown(screen.getByLabelText('搜索题库名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.of(ApiPaths.assessmentBanks).some((call) => call.query.get('keyword') === '师德')).toBe(true));
    expect(await screen.findByText('题库列表加载失败')).toBeTruthy();
  });

  test('reads as cards on a 375 px phone, with the actions on each card', async () => {
    widthOf(375);
    await signInWith(['district_admin']);
    fakeApi((call) => (call.path === ApiPaths.assessmentBanks ? page([districtBank, sharedBank]) : null));
    renderAt(PATH, <BanksPage />, PATH);
    await waitFor(() => expect(screen.getAllByTestId('banks-table-card')).toHaveLength(2));
    expect(within(screen.getAllByTestId('banks-table-card')[0]!).getByTestId('bank-edit-3')).toBeTruthy();
  });

  test('refuses a teacher, who never reads banks', async () => {
    await signInWith(['teacher']);
    const api = fakeApi(() => null);
    renderAt(PATH, <BanksPage />, PATH);
    expect(await screen.findByTestId('banks-forbidden')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/assessment'))).toEqual([]);
  });
});
