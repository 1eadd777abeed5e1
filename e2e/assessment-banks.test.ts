// Issue 38's question banks, end to end in Chromium on the built server: a district admin creates a bank, downloads
// the import template, imports its example rows with one bad row added (the dry run names that row and writes
// nothing), fixes it and imports, edits a question (a new version, the old one still readable; Enter in the tags
// picker adds a tag and never saves), writes a new question in the editor, and exports the bank to the same template
// with both in it.
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ApiPaths } from '@yanxiu/contract/paths';
import { seriousViolations } from './support/axe';
import { screenshot, signIn, useBrowserFixture, waitForPath, waitForToast } from './support/web';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The template's columns, in the contract's order (QUESTION_SHEET_COLUMNS): the difficulty is the third. */
const DIFFICULTY_COLUMN = 3;

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  return book;
}

/** The sheet of questions: the one whose header row names the difficulty column (the template adds an instructions sheet). */
function questionSheet(book: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheet = book.worksheets.find((candidate) =>
    /难度|difficulty/i.test(String(candidate.getRow(1).getCell(DIFFICULTY_COLUMN).value ?? '')),
  );
  if (!sheet) throw new Error(`no question sheet among ${book.worksheets.map((candidate) => candidate.name).join(', ')}`);
  return sheet;
}

/** Every row of a sheet below the header, as cell values. */
function dataRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The template's own example rows, with a copy of the first whose difficulty is `badDifficulty` added last. */
async function questionsFile(header: unknown[], examples: unknown[][], badDifficulty: unknown): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('题目');
  sheet.addRow(header);
  for (const row of examples) sheet.addRow(row);
  const extra = [...examples[0]!];
  extra[DIFFICULTY_COLUMN - 1] = badDifficulty;
  sheet.addRow(extra);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function choose(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.locator('[data-testid=question-import] input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
  await expect.poll(() => page.locator('[data-testid=question-import-file-name]').textContent()).toContain(name);
}

describe('question banks', () => {
  const fixture = useBrowserFixture();

  test(
    'a district admin imports the template with a bad row named, fixes it, edits a question into a new version and exports',
    { timeout: 180_000 },
    async () => {
      const { page, server } = fixture;
      await signIn(page, server.baseUrl, 'district_admin', { redirect: '/manage/assessment/banks' });
      await waitForPath(page, '/pc/manage/assessment/banks');
      await expect.poll(() => page.title()).toContain('题库');

      // A new bank, opened from the list.
      const bankName = `新课标题库 ${Date.now()}`;
      await page.locator('[data-testid=bank-create]').click();
      await page.locator('[data-testid=bank-name]').fill(bankName);
      await page.locator('[data-testid=bank-dialog] .ant-btn-primary').click();
      await waitForToast(page, '已创建题库');
      expect(await seriousViolations(page), 'the banks list passes axe').toEqual([]);
      await page.getByRole('link', { name: bankName }).click();
      await page.locator('[data-testid=bank-page]').waitFor();
      await expect.poll(() => page.title()).toContain(bankName);

      // The template, downloaded as a keeper gets it: its example rows are the questions to import.
      await page.locator('[data-testid=question-import-open]').click();
      const [templateDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-testid=question-import-template]').click(),
      ]);
      const template = questionSheet(await workbookOf(templateDownload));
      const header = (template.getRow(1).values as unknown[]).slice(1);
      const examples = dataRows(template);
      expect(examples.length).toBeGreaterThanOrEqual(5);
      const badRow = examples.length + 2;

      // The dry run names the bad row (its Excel number, the difficulty column) and nothing can be imported yet.
      await choose(page, '题目-有误.xlsx', await questionsFile(header, examples, 9));
      await page.locator('[data-testid=question-import-check]').click();
      const problemRows = page.locator('[data-testid=question-import-problem-rows]');
      await problemRows.waitFor({ timeout: 30_000 });
      expect(await problemRows.textContent()).toContain('1 行存在问题');
      const problems = page.locator('[data-testid=question-import-problems] tbody tr.ant-table-row');
      await expect.poll(() => problems.count()).toBe(1);
      const cells = await problems.first().locator('td').allTextContents();
      expect(cells[0]).toBe(String(badRow));
      expect(cells[1]).toBe('难度');
      expect(await page.locator('[data-testid=question-import-run]').isDisabled()).toBe(true);
      await screenshot(page, 'assessment-banks-dry-run');

      // Fixed: clean, then imported in one go; the bank lists every row.
      await choose(page, '题目.xlsx', await questionsFile(header, examples, 3));
      await page.locator('[data-testid=question-import-check]').click();
      await page.locator('[data-testid=question-import-clean]').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid=question-import-run]').click();
      const done = page.locator('[data-testid=question-import-done]');
      await done.waitFor({ timeout: 30_000 });
      expect(await done.textContent()).toContain(`新建 ${examples.length + 1} 道题`);
      await page.locator('.ant-modal-footer button').click();
      await expect.poll(() => page.locator('[data-testid=bank-summary]').textContent()).toContain(`${examples.length + 1} 道题`);

      // Edit the first question: Enter in the tags picker adds the tag without saving; the save is version 2.
      const saves: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api${ApiPaths.assessmentSaveQuestion}`) saves.push(request.url());
      });
      await page.locator('[data-testid^=question-open-]').first().click();
      await page.locator('[data-testid=question-form]').waitFor();
      await expect.poll(() => page.getByText('编辑题目（第 1 版）').count()).toBe(1);
      expect(await seriousViolations(page), 'the question editor passes axe').toEqual([]);
      const stem = page.locator('[data-testid=question-stem]');
      const oldStem = ((await stem.textContent()) ?? '').trim();
      expect(oldStem).not.toBe('');
      await stem.click();
      await page.keyboard.press('End');
      await page.keyboard.type('（修订）');
      const tags = page.locator('[data-testid=question-tags] input');
      await tags.click();
      await tags.pressSequentially('期末复习');
      await tags.press('Enter');
      await expect.poll(() => page.locator('[data-testid=question-tags]').textContent()).toContain('期末复习');
      await page.keyboard.press('Escape').catch(() => undefined);
      expect(saves).toEqual([]);
      expect(await page.locator('[data-testid=question-form]').isVisible()).toBe(true);
      await page.locator('[data-testid=question-save]').click();
      await waitForToast(page, '已保存为第 2 版');
      expect(saves).toHaveLength(1);

      // Its versions: the current one and the first, which still reads as it was saved.
      await page.locator('[data-testid^=question-history-]').first().click();
      const versions = page.locator('[data-testid=versions-table] tbody tr.ant-table-row');
      await expect.poll(() => versions.count()).toBe(2);
      await page.locator('[data-testid=version-view-1]').click();
      const oldView = page.locator('[data-testid=version-view] [data-testid=question-view-stem]');
      await oldView.waitFor();
      expect(((await oldView.textContent()) ?? '').trim()).toBe(oldStem);
      await screenshot(page, 'assessment-banks-versions');
      await page.locator('[data-testid=question-history] .ant-drawer-close').click();

      // A new true-or-false question written in the editor: the kind chosen, the stem typed, the answer marked.
      await page.locator('[data-testid=question-create]').click();
      await page.locator('[data-testid=question-form]').waitFor();
      await page.locator('[data-testid=question-kind]').getByText('判断题').click();
      await page.locator('[data-testid=question-stem]').click();
      await page.keyboard.type('教师应当尊重学生的人格。');
      await page.locator('[data-testid=question-true-false]').getByText('正确').click();
      await page.locator('[data-testid=question-save]').click();
      await waitForToast(page, '已创建题目');
      await expect.poll(() => page.locator('[data-testid=bank-summary]').textContent()).toContain(`${examples.length + 2} 道题`);

      expect(await seriousViolations(page), 'the bank page passes axe').toEqual([]);
      // At 1366 px the questions table keeps its actions in sight without the page scrolling sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
      expect(await page.locator('[data-testid^=question-history-]').first().isVisible()).toBe(true);

      // At 375 px the questions read as cards and nothing runs off the side of the page.
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(() => page.locator('[data-testid=questions-table-card]').count()).toBeGreaterThan(0);
      // Read once the layout has settled at the new width (the switch to cards is a render after the resize).
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1366, height: 900 });

      // The export is the template again, one row per question, with the edit and the new question in it.
      const [exportDownload] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=question-export]').click()]);
      const exported = questionSheet(await workbookOf(exportDownload));
      const rows = dataRows(exported);
      expect(rows).toHaveLength(examples.length + 2);
      expect(rows.some((row) => row.some((cell) => String(cell ?? '').includes(`${oldStem}（修订）`)))).toBe(true);
      expect(rows.some((row) => row.some((cell) => String(cell ?? '').includes('教师应当尊重学生的人格。')))).toBe(true);
    },
  );
});
