// The "speaks Chinese" sweeps: pages in the active language must never show an i18n key as text (a label missing
// from a catalogue reads like `trainingManage.form.enrolStart`). One signed-in page per person, moved from path to
// path client-side as the menu does: a new context, sign-in and full load per path cost ~2 s each.
import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { navigateInApp, openPageAs } from './web';

/** Visits each [username, path] and expects no text matching `rawKey` once the page's data has loaded. */
export async function expectNoRawKeys(
  browser: Browser,
  baseUrl: string,
  pages: Array<[string, string]>,
  rawKey: RegExp,
  ready = 'main, .ant-layout-content, [data-testid^=verify]',
): Promise<void> {
  const contexts: BrowserContext[] = [];
  const byUser = new Map<string, string[]>();
  for (const [username, path] of pages) byUser.set(username, [...(byUser.get(username) ?? []), path]);
  try {
    for (const [username, paths] of byUser) {
      const page = await openPageAs(browser, baseUrl, contexts, username, paths[0]!);
      for (const [index, path] of paths.entries()) {
        if (index > 0) await navigateInApp(page, `/pc${path}`);
        await page.locator(ready).first().waitFor();
        // Labels that depend on the data (states, kinds) appear once the lists have loaded.
        await page.waitForLoadState('networkidle');
        await page
          .waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), undefined, { timeout: 10_000 })
          .catch(() => undefined);
        const text = await page.locator('body').innerText();
        expect(text.match(rawKey)?.[0], `${path} as ${username}`).toBeUndefined();
      }
    }
  } finally {
    await Promise.allSettled(contexts.map((context) => context.close()));
  }
}
