import { ApiPaths } from '@yanxiu/contract/paths';
import type { QuestionImportCheck } from '@yanxiu/contract/assessment-banks';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import '../../i18n/banks.register';
import { ImportDialog } from './ImportDialog';

/** A stand-in XMLHttpRequest (the uploads' transport): what was sent where, answered on demand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  answer(data: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify({ code: 0, msg: 'ok', data });
    act(() => this.onload?.());
  }
}

beforeEach(async () => {
  await signInWith(['district_admin']);
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  restoreWidth();
  vi.unstubAllGlobals();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function choose(name: string) {
  const input = document.querySelector('[data-testid=question-import] input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['xlsx'], name, { type: XLSX })] } });
}

const withProblems: QuestionImportCheck = {
  rows: 6,
  newFolders: 1,
  problems: [
    { row: 4, column: 'answer', message: '单选题需要恰好一个正确答案' },
    { row: 4, column: 'options', message: '至少需要两个选项' },
    { row: 7, column: 'difficulty', message: '难度应为 1 到 5' },
  ],
};

describe('the questions import', () => {
  test('the dry run names every bad row by its Excel row and column and keeps the import closed; a clean file imports', async () => {
    renderRoutes(
      [{ path: '/', element: <ImportDialog place={{ bankId: 3, folderId: 10 }} placeName="新课标 / 课程标准" onClose={vi.fn()} /> }],
      '/',
    );
    expect(screen.getByTestId('question-import-target').textContent).toBe('导入到：新课标 / 课程标准');
    expect((screen.getByTestId('question-import-check') as HTMLButtonElement).disabled).toBe(true);
    choose('题目-有误.xlsx');
    expect((await screen.findByTestId('question-import-file-name')).textContent).toBe('已选择：题目-有误.xlsx');
    fireEvent.click(screen.getByTestId('question-import-check'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const check = new URL(FakeXhr.sent[0]!.url);
    expect(check.pathname).toBe(`/api${ApiPaths.assessmentImportDryRun}`);
    expect(Object.fromEntries(check.searchParams)).toMatchObject({ bankId: '3', folderId: '10' });
    expect((FakeXhr.sent[0]!.body!.get('file') as File).name).toBe('题目-有误.xlsx');
    expect(await screen.findByTestId('question-import-progress')).toBeTruthy();
    FakeXhr.sent[0]!.answer(withProblems);

    // Two rows are bad (row 4 twice): each problem is listed at its row, and nothing can be imported.
    expect((await screen.findByTestId('question-import-problem-rows')).textContent).toContain('2 行存在问题');
    const table = screen.getByTestId('question-import-problems');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['4', '答案', '单选题需要恰好一个正确答案'],
      ['4', '选项', '至少需要两个选项'],
      ['7', '难度', '难度应为 1 到 5'],
    ]);
    expect((screen.getByTestId('question-import-run') as HTMLButtonElement).disabled).toBe(true);

    choose('题目.xlsx');
    fireEvent.click(await screen.findByTestId('question-import-check'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer({ rows: 6, newFolders: 1, problems: [] } satisfies QuestionImportCheck);
    expect((await screen.findByTestId('question-import-clean')).textContent).toBe('文件没有问题，可以导入。');
    expect(screen.getByTestId('question-import-summary').textContent).toBe('共 6 行，将新建 1 个文件夹。');
    fireEvent.click(screen.getByTestId('question-import-run'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(new URL(FakeXhr.sent[2]!.url).pathname).toBe(`/api${ApiPaths.assessmentImportCommit}`);
    FakeXhr.sent[2]!.answer({ created: 6, foldersCreated: 1 });
    expect((await screen.findByTestId('question-import-done')).textContent).toBe('导入完成：新建 6 道题，1 个文件夹。');
  });

  test('on a 375 px phone the problems read as cards', async () => {
    widthOf(375);
    renderRoutes(
      [{ path: '/', element: <ImportDialog place={{ bankId: 3, folderId: null }} placeName="新课标" onClose={vi.fn()} /> }],
      '/',
    );
    choose('题目-有误.xlsx');
    fireEvent.click(await screen.findByTestId('question-import-check'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(new URL(FakeXhr.sent[0]!.url).searchParams.has('folderId')).toBe(false);
    FakeXhr.sent[0]!.answer(withProblems);
    await waitFor(() => expect(screen.getAllByTestId('question-import-problems-card')).toHaveLength(3));
  });
});
