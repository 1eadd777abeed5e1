import { ApiPaths } from '@yanxiu/contract/paths';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal, type Call } from '@/shared/testing/fake-api';
import { loadingShown } from '@/shared/testing/loading-states';
import { renderAt } from '@/shared/testing/render-at';
import { changeLocale } from '@/shared/i18n/i18n';
import { signInWith } from '@/shared/testing/sign-in';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import { detail, districtBank, folders, listItem, page, sharedBank, versionOne, versionTwo } from '../testing/bank-fixtures';
import BankPage from './BankPage';

afterEach(() => {
  cleanup();
  restoreWidth();
  vi.unstubAllGlobals();
});

const PATTERN = '/manage/assessment/banks/:bankId';

/** The bank's reads as the contract answers them; `overrides` answers some paths otherwise. */
function bankApi(overrides: (call: Call) => unknown = () => undefined) {
  return fakeApi((call) => {
    const answer = overrides(call);
    if (answer !== undefined) return answer;
    if (call.path === ApiPaths.assessmentBank) return districtBank;
    if (call.path === ApiPaths.assessmentFolders) return { folders };
    if (call.path === ApiPaths.assessmentQuestions) return page([listItem]);
    if (call.path === ApiPaths.assessmentTags) return { tags: [{ tag: '新课标', count: 5 }] };
    if (call.path === ApiPaths.assessmentQuestion) return detail();
    if (call.path === ApiPaths.assessmentQuestionVersion) return call.query.get('version') === '1' ? versionOne : versionTwo;
    return null;
  });
}

const queryOf = (calls: Call[]) => Object.fromEntries(calls.at(-1)!.query.entries());

// The question editor's drawer mounts a rich-text editor per field (stem, options, explanation): slow in happy-dom on a
// busy machine, so each test has a minute.
describe('/manage/assessment/banks/:bankId', { timeout: 60_000 }, () => {
  test('shows the folder tree with counts beside the questions; a folder and the filters narrow the list on the server', async () => {
    await signInWith(['district_admin']);
    const api = bankApi();
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    const table = await screen.findByTestId('questions-table');
    expect(await within(table).findByText('新课标提出的核心素养包括哪一项？')).toBeTruthy();
    expect(within(table).getByText('单选题')).toBeTruthy();
    expect(within(table).getByText('第 2 版')).toBeTruthy();
    expect(screen.getByTestId('bank-summary').textContent).toBe('演示区教育局 · 12 道题 · 2 个文件夹');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('新课标通识题库');
    // A folder counts its questions and those of the folders inside it.
    expect((await screen.findByTestId('folder-10')).textContent).toContain('(10)');
    expect(screen.getByTestId('folder-all').textContent).toContain('(12)');

    fireEvent.click(screen.getByText('核心素养'));
    await waitFor(() => expect(queryOf(api.of(ApiPaths.assessmentQuestions))).toMatchObject({ bankId: '3', folderId: '11', current: '1' }));
    fireEvent.change(screen.getByLabelText('搜索题干'), { target: { value: '素养' } });
    fireEvent.keyDown(screen.getByLabelText('搜索题干'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queryOf(api.of(ApiPaths.assessmentQuestions))).toMatchObject({ folderId: '11', keyword: '素养' }));
  });

  test('the folder, filters and page are read from the address and written back to it', async () => {
    await signInWith(['district_admin']);
    const api = bankApi();
    const { router } = renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3?folder=11&kind=multiple&page=2');
    await waitFor(() =>
      expect(queryOf(api.of(ApiPaths.assessmentQuestions))).toMatchObject({ folderId: '11', kind: 'multiple', current: '2' }),
    );
    fireEvent.change(await screen.findByLabelText('搜索题干'), { target: { value: '素养' } });
    fireEvent.keyDown(screen.getByLabelText('搜索题干'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?folder=11&kind=multiple&keyword=%E7%B4%A0%E5%85%BB'));
    await waitFor(() => expect(queryOf(api.of(ApiPaths.assessmentQuestions))).toMatchObject({ keyword: '素养', current: '1' }));
  });

  test('saves an edited question as a new version at the version read', async () => {
    await signInWith(['district_admin']);
    const api = bankApi((call) => (call.path === ApiPaths.assessmentSaveQuestion ? detail({ ...versionTwo, version: 3 }) : undefined));
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    fireEvent.click(await screen.findByTestId('question-open-40'));
    const editor = await screen.findByTestId('question-form');
    expect(await screen.findByText('编辑题目（第 2 版）')).toBeTruthy();
    // Mark B: a single choice keeps one correct option, so A is unmarked.
    fireEvent.click(within(editor).getByLabelText('选项 B 为正确答案'));
    fireEvent.click(screen.getByTestId('question-save'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentSaveQuestion)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentSaveQuestion)[0]!.body).toEqual({
      questionId: 40,
      version: 2,
      question: {
        folderId: 10,
        difficulty: 2,
        stem: '<p>新课标提出的核心素养包括哪一项？</p>',
        answer: {
          kind: 'single',
          options: [
            { key: 'A', text: '<p>文化自信</p>', correct: false },
            { key: 'B', text: '<p>应试技巧</p>', correct: true },
          ],
        },
        explanation: '<p>见课程标准第二章。</p>',
        tags: ['新课标'],
      },
    });
    await waitFor(() => expect(screen.queryByTestId('question-form')).toBeNull());
  });

  test('a multiple choice with one correct option is refused on the field with the contract’s rule, nothing sent', async () => {
    await signInWith(['district_admin']);
    const api = bankApi();
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    fireEvent.click(await screen.findByTestId('question-open-40'));
    await screen.findByTestId('question-form');
    fireEvent.click(await screen.findByRole('radio', { name: '多选题' }));
    expect(await screen.findByText('2–8 个选项，至少两个正确答案')).toBeTruthy();
    fireEvent.click(screen.getByTestId('question-save'));
    expect(await screen.findByText('多选题至少需要两个正确答案')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentSaveQuestion)).toEqual([]);
  });

  test('a stale save explains the 409 and loads the latest version to save on', async () => {
    await signInWith(['district_admin']);
    let latest = false;
    const versionThree = { ...versionTwo, version: 3, stem: '<p>他人修改后的题干</p>', savedByName: '李老师' };
    const api = bankApi((call) => {
      if (call.path === ApiPaths.assessmentSaveQuestion)
        return (call.body as { version: number }).version === 2
          ? refusal(409, 409, '题目已被他人修改')
          : detail({ ...versionThree, version: 4 });
      if (call.path === ApiPaths.assessmentQuestion) return latest ? detail(versionThree) : detail();
      return undefined;
    });
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    fireEvent.click(await screen.findByTestId('question-open-40'));
    await screen.findByTestId('question-form');
    latest = true;
    fireEvent.click(screen.getByTestId('question-save'));
    const stale = await screen.findByTestId('question-stale');
    expect(stale.textContent).toContain('这道题已被他人修改');
    expect(stale.textContent).toContain('您的修改尚未保存');
    fireEvent.click(within(stale).getByTestId('question-load-latest'));
    await waitFor(() => expect(screen.queryByTestId('question-stale')).toBeNull());
    expect(await screen.findByText('编辑题目（第 3 版）')).toBeTruthy();
    expect(screen.getByTestId('question-stem').textContent).toBe('他人修改后的题干');
    fireEvent.click(screen.getByTestId('question-save'));
    await waitFor(() =>
      expect(api.of(ApiPaths.assessmentSaveQuestion).map((call) => (call.body as { version: number }).version)).toEqual([2, 3]),
    );
  });

  test('a newer version read in the background while editing does not change the version the save names', async () => {
    await signInWith(['district_admin']);
    let latest = false;
    const api = bankApi((call) => {
      if (call.path === ApiPaths.assessmentSaveQuestion) return refusal(409, 409, '题目已被他人修改');
      if (call.path === ApiPaths.assessmentQuestion) return latest ? detail({ ...versionTwo, version: 3 }) : detail();
      return undefined;
    });
    const { client } = renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    fireEvent.click(await screen.findByTestId('question-open-40'));
    await screen.findByTestId('question-form');
    // Someone saves version 3; the page reads it again (a refocused window, another change refreshing the bank).
    latest = true;
    await act(() => client.refetchQueries({ queryKey: ['assessment', 'banks', 'question', 40] }));
    expect((client.getQueryData(['assessment', 'banks', 'question', 40]) as { current: { version: number } }).current.version).toBe(3);
    // The form still says what it was filled from, and saves at that version: the server answers that it is stale.
    expect(screen.getByText('编辑题目（第 2 版）')).toBeTruthy();
    fireEvent.click(screen.getByTestId('question-save'));
    expect(await screen.findByTestId('question-stale')).toBeTruthy();
    expect(api.of(ApiPaths.assessmentSaveQuestion).map((call) => (call.body as { version: number }).version)).toEqual([2]);
  });

  test('a question’s versions: an old one opens read-only as it was saved', async () => {
    await signInWith(['district_admin']);
    bankApi();
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    fireEvent.click(await screen.findByTestId('question-history-40'));
    const history = await screen.findByTestId('versions-table');
    expect(await within(history).findByText('当前版本')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('version-view-1'));
    const view = await screen.findByTestId('version-view');
    expect(await within(view).findByText('旧题干：核心素养是什么？')).toBeTruthy();
    expect(within(view).getByText('第 1 版（只读）')).toBeTruthy();
    expect(within(view).queryByRole('textbox')).toBeNull();
  });

  test('a bank shared down from above is read-only: no folder, question, import or removal actions', async () => {
    await signInWith(['school_admin']);
    bankApi((call) => {
      if (call.path === ApiPaths.assessmentBank) return sharedBank;
      if (call.path === ApiPaths.assessmentQuestion) return detail(versionTwo, false);
      return undefined;
    });
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/5');
    expect(await screen.findByTestId('bank-read-only')).toBeTruthy();
    await screen.findByTestId('question-open-40');
    expect(screen.queryByTestId('question-create')).toBeNull();
    expect(screen.queryByTestId('question-import-open')).toBeNull();
    expect(screen.queryByTestId('folder-create')).toBeNull();
    expect(screen.queryByTestId('question-remove-40')).toBeNull();
    expect(screen.getByTestId('question-export')).toBeTruthy();
    fireEvent.click(screen.getByTestId('question-open-40'));
    expect(await screen.findByTestId('question-view')).toBeTruthy();
    expect(screen.queryByTestId('question-save')).toBeNull();
  });

  test('loading before the bank arrives, the empty text only once the list answered empty, and a failed bank offers a retry', async () => {
    await signInWith(['district_admin']);
    let release: (value: unknown) => void = () => undefined;
    bankApi((call) => {
      if (call.path === ApiPaths.assessmentBank) return new Promise((resolve) => (release = resolve));
      if (call.path === ApiPaths.assessmentQuestions) return page([]);
      return undefined;
    });
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    await waitFor(() => expect(loadingShown(document.body)).toBe(true));
    expect(screen.queryByText('还没有题目')).toBeNull();
    release(districtBank);
    expect(await screen.findByText('还没有题目')).toBeTruthy();
    cleanup();

    bankApi((call) => (call.path === ApiPaths.assessmentBank ? refusal(500, 500, '服务器开小差了') : undefined));
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    expect(await screen.findByText('题库加载失败')).toBeTruthy();
  });

  test('in English the fields, filters and folder menus are named in English', async () => {
    await signInWith(['district_admin']);
    await changeLocale('en-US');
    bankApi();
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    expect(await screen.findByRole('button', { name: 'Actions for "课程标准"' })).toBeTruthy();
    expect(screen.getByLabelText('Search stems')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toBeTruthy();
    expect(screen.getByTestId('bank-summary').textContent).toBe('演示区教育局 · 12 questions · 2 folders');
    const table = await screen.findByTestId('questions-table');
    expect(await within(table).findByText('Single choice')).toBeTruthy();
    expect(within(table).getByText('Version 2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('question-open-40'));
    const form = await screen.findByTestId('question-form');
    expect(within(form).getByLabelText('Option A is correct')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Stem' })).toBeTruthy();
  });

  test('the questions read as cards on a 375 px phone', async () => {
    widthOf(375);
    await signInWith(['district_admin']);
    bankApi();
    renderAt(PATTERN, <BankPage />, '/manage/assessment/banks/3');
    const card = await screen.findByTestId('questions-table-card');
    expect(within(card).getByTestId('question-open-40')).toBeTruthy();
  });
});
