// Accessibility with axe-core on the pages every user sees: the login page, the home page and the 404 page (and, for
// what every staff page shares, a to-do list's tabs and a table with row selection). Fails on
// violations of impact serious or critical, listing each with the elements concerned. One server for the file.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './support/server';
import { openPageAs, useBrowserFixture } from './support/web';

const axePath = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');

type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

/** Runs axe on the page as it is now (or on the elements `include` selects) and returns the serious and critical violations. */
async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // Not addScriptTag: that adds an inline <script>, which the app's CSP refuses (as it should). Evaluating through the
  // DevTools protocol is not subject to the page's CSP.
  await page.evaluate(fs.readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context?: unknown, options?: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({ target: node.target, html: node.html.slice(0, 200), failureSummary: node.failureSummary })),
    }));
  }, include);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

function describeViolations(where: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `${where}: none`;
  return [
    `${where}: ${violations.length} serious/critical axe violation(s)`,
    ...violations.flatMap((violation) => [
      `- [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes
        .slice(0, 5)
        .map((node) => `    ${JSON.stringify(node.target)} ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
      ...(violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : []),
    ]),
  ].join('\n');
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  const fixture = useBrowserFixture({ signInTeacher: true });

  test('login page', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/pc/login`);
    await page.locator('input[autocomplete="username"]').waitFor();
    await page.locator('[data-testid=tenant-name]').first().waitFor();
    const violations = await seriousViolations(page);
    expect(violations.length, describeViolations('/pc/login', violations)).toBe(0);
  });

  test('login page showing an error', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/pc/login`);
    await page.locator('input[autocomplete="username"]').waitFor();
    // Submitting empty shows the field errors; a wrong password shows the alert.
    await page.locator('form button[type="submit"]').click();
    await page.locator('input[autocomplete="username"]').fill('teacher');
    await page.locator('input[autocomplete="current-password"]').fill('wrong-password-1');
    await page.locator('form button[type="submit"]').click();
    await page.locator('[data-testid=login-error]').waitFor();
    const violations = await seriousViolations(page);
    expect(violations.length, describeViolations('/pc/login with an error', violations)).toBe(0);
  });

  test('home page', async () => {
    const page = await fixture.openHomeSignedIn();
    await page.locator('[data-testid=current-phase]').waitFor();
    // The training part loads lazily: check it too, not whatever had loaded by chance.
    await page.locator('[data-testid=home-training]').waitFor();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    expect(violations.length, describeViolations('/pc/home', violations)).toBe(0);
  });

  test('learning hours, certificates and the public verification page', async () => {
    const page = await fixture.openHomeSignedIn();
    const pages: Array<[string, string]> = [
      ['/pc/studyTime', '[data-testid=study-time]'],
      ['/pc/my/certificate', '[data-testid=certificates-table], [data-testid=certificates-cards], [data-testid=certificates-empty]'],
      ['/pc/verify/NOSUCHCODE00', '[data-testid=verify-not-found]'],
      ['/pc/verify', '[data-testid=credential-submit]'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(`${fixture.server.baseUrl}${path}`);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      expect(violations.length, describeViolations(path, violations)).toBe(0);
    }
  });

  test('staff pages: tabs on the page grey, and tables with row selection (antd’s hidden measuring row)', async () => {
    const { browser, server } = fixture;
    const contexts: BrowserContext[] = [];
    try {
      const page = await openPageAs(browser, server.baseUrl, contexts, 'school_admin', '/my/todoList');
      const found: string[] = [];
      // The staff's one review list whole (domain tabs, filters with named selects and readable placeholders, the table), then the one to-do list.
      const pages: Array<[string, string, string?]> = [
        ['/pc/my/todoList/reviews', '[data-testid=review-filters]'],
        ['/pc/my/todoList', '[data-testid=todo-list]'],
        ['/pc/manage/selectionReview', '[data-testid=queue-tabs] .ant-tabs-tab-active'],
        ['/pc/manage/profileRecords', '[data-testid=queue-table] .ant-table-measure-row input[type=checkbox]'],
      ];
      for (const [where, ready, only] of pages) {
        await page.goto(`${server.baseUrl}${where}`);
        await page.locator(ready).first().waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page, only);
        if (violations.length > 0) found.push(describeViolations(where, violations));
      }
      expect(found.length, found.join('\n')).toBe(0);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  test('404 pages, inside the layout and at the top level', async () => {
    const { server } = fixture;
    const page = await fixture.openHomeSignedIn();
    const found: string[] = [];
    for (const where of ['/pc/training/nope', '/pc/nonsense']) {
      await page.goto(`${server.baseUrl}${where}`);
      await page.locator('[data-testid=not-found]').waitFor();
      const violations = await seriousViolations(page);
      if (violations.length > 0) found.push(describeViolations(where, violations));
    }
    expect(found.length, found.join('\n')).toBe(0);
  });
});
