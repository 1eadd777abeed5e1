// Issue 18's bulk import, end to end: the district admin checks a 200-row workbook with three bad rows, sees each
// problem at its Excel row number, fixes the file, imports it, downloads the new accounts' own initial passwords, and
// one of the new teachers signs in with theirs, is made to choose their own, confirms their information and lands
// home. One server, in order.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ApiPaths } from '@yanxiu/contract/paths';
import { bearer, DEMO_APP_ID, login } from './support/api';
import { screenshot, signIn, submitLogin, useBrowserFixture, waitForHome, waitForPath } from './support/web';

const ROWS = 200;
const HEADERS = ['姓名', '性别', '手机号', '学校', '学段', '学科', '职称', '发展阶段', '角色'];
/** Excel row numbers of the three bad rows (the header is row 1); the subject one is at the primary school, where 日语 is not taught. */
const BAD = { unknownSchool: 12, duplicatePhone: 75, subjectNotInSection: 159 } as const;

/** The schools the district admin's template offers. */
async function schoolNames(base: string): Promise<string[]> {
  const admin = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
  const response = await fetch(`${base}/api${ApiPaths.administrationImportTemplate}?appId=${DEMO_APP_ID}`, { headers: bearer(admin) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return (workbook.getWorksheet('lists')!.getColumn(4).values as unknown[]).slice(2).map(String);
}

/** The demo schools' sections, in the template's order: a primary, a secondary and a senior secondary school. */
const SECTION_OF_SCHOOL = ['小学', '初中', '高中'];

const phoneOf = (excelRow: number) => `1891234${String(excelRow).padStart(4, '0')}`;

/** The 200 teachers, with the three mistakes unless `fixed`. */
async function workbook(schools: string[], fixed: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('教师');
  sheet.addRow(HEADERS);
  for (let excelRow = 2; excelRow <= ROWS + 1; excelRow += 1) {
    const row = [
      `新教师${excelRow}`,
      excelRow % 2 ? '男' : '女',
      phoneOf(excelRow),
      schools[excelRow % schools.length],
      SECTION_OF_SCHOOL[excelRow % schools.length],
      '数学',
      '二级教师',
      '新任教师',
      '教师',
    ];
    if (!fixed && excelRow === BAD.unknownSchool) row[3] = '不存在的第九十九中学';
    if (!fixed && excelRow === BAD.duplicatePhone) row[2] = phoneOf(3);
    if (!fixed && excelRow === BAD.subjectNotInSection) row[5] = '日语';
    sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function choose(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page
    .locator('[data-testid=account-import] input[type=file]')
    .setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await expect.poll(() => page.locator('[data-testid=import-file-name]').textContent()).toContain(name);
}

describe('bulk import of teachers', () => {
  const fixture = useBrowserFixture();

  test('a district admin fixes three bad rows, imports 200 teachers, and one signs in, changes the password and confirms', async () => {
    const { page, server } = fixture;
    const schools = await schoolNames(server.baseUrl);
    await signIn(page, server.baseUrl, 'district_admin', { redirect: '/manage/accounts/import' });
    await waitForPath(page, '/pc/manage/accounts/import');
    await expect.poll(() => page.title()).toContain('批量导入教师');

    // The check lists each mistake at the row Excel shows, and the import stays unavailable.
    await choose(page, '教师-有误.xlsx', await workbook(schools, false));
    await page.locator('[data-testid=import-check]').click();
    const problems = page.locator('[data-testid=import-problem-rows]');
    await problems.waitFor({ timeout: 30_000 });
    expect(await problems.textContent()).toContain('3 行存在问题');
    const table = (await page.locator('[data-testid=import-problems]').textContent()) ?? '';
    for (const [row, text] of [
      [BAD.unknownSchool, '没有这所学校'],
      [BAD.duplicatePhone, '与第 3 行的手机号重复'],
      [BAD.subjectNotInSection, '该学段没有这个学科'],
    ] as const) {
      expect(table).toContain(String(row));
      expect(table).toContain(text);
    }
    expect(await page.locator('[data-testid=import-run]').isDisabled()).toBe(true);
    await screenshot(page, 'account-import-problems');

    // On a 375 px phone the problems read as cards and nothing runs off the side of the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.locator('[data-testid=import-problems-card]').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.locator('[data-testid=import-check]').isVisible()).toBe(true);
    await screenshot(page, 'account-import-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Fixed: clean, then imported in one go.
    await choose(page, '教师.xlsx', await workbook(schools, true));
    await page.locator('[data-testid=import-check]').click();
    await page.locator('[data-testid=import-clean]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid=import-summary]').textContent()).toContain(`将新建 ${ROWS} 个账号`);
    await page.locator('[data-testid=import-run]').click();
    await page.locator('[data-testid=import-done]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid=import-done]').textContent()).toContain(`新建 ${ROWS} 个账号`);
    // Each new account has its own initial password, in the workbook the page offers once.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=import-credentials]').click()]);
    expect(download.suggestedFilename()).toMatch(/^新账号初始密码-\d{8}\.xlsx$/);
    const credentials = new ExcelJS.Workbook();
    await credentials.xlsx.readFile((await download.path())!);
    const passwordOf = new Map<string, string>();
    credentials.worksheets[0]!.eachRow((row, index) => {
      if (index > 1) passwordOf.set(String(row.getCell(2).value), String(row.getCell(5).value));
    });
    expect(passwordOf.size).toBe(ROWS);
    expect(new Set(passwordOf.values()).size).toBe(ROWS);
    const password = passwordOf.get(phoneOf(BAD.duplicatePhone))!;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);

    // A new teacher: the phone and the initial password, then their own password, then the confirmation, then home.
    const teacherPage = await fixture.replaceContext();
    await teacherPage.goto(`${server.baseUrl}/pc/login`);
    await submitLogin(teacherPage, phoneOf(BAD.duplicatePhone), password);
    await waitForPath(teacherPage, '/pc/changePassword');
    await teacherPage.locator('input[autocomplete="current-password"]').fill(password);
    const fresh = 'Lanting2026ok';
    await teacherPage.locator('input[autocomplete="new-password"]').nth(0).fill(fresh);
    await teacherPage.locator('input[autocomplete="new-password"]').nth(1).fill(fresh);
    await teacherPage.locator('form button[type="submit"]').click();
    await waitForPath(teacherPage, '/pc/teacherConfirm', 20_000);
    await expect.poll(() => teacherPage.locator('main').textContent(), { timeout: 15_000 }).toContain(`新教师${BAD.duplicatePhone}`);
    // Imported without a teaching-since year: the one thing the teacher adds.
    await teacherPage
      .locator('.ant-form-item', { has: teacherPage.locator('.ant-form-item-label', { hasText: '从教起始年份' }) })
      .locator('input')
      .fill('2024');
    await teacherPage.locator('form button[type="submit"]').click();
    await waitForPath(teacherPage, '/pc/home', 20_000);
    await waitForHome(teacherPage);

    // Their own password now signs them in; the initial one no longer does.
    expect((await login(server.baseUrl, { username: phoneOf(BAD.duplicatePhone), password: fresh })).access_token).toBeTruthy();
    await expect(login(server.baseUrl, { username: phoneOf(BAD.duplicatePhone), password })).rejects.toThrow();
  });
});
