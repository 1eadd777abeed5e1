// The route table of spec 2 in a real browser: 404 pages with a way home, every redirect, every page of the main
// layout (real content or the honest "not available yet" page, never a 404 or a route error), the main menu, and
// the phone layout (drawer menu, no horizontal scroll), and a sweep of every page in English as district staff
// (titles, staff tables' actions, Chinese punctuation). One server; the tests sign in through the API.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { login } from './support/api';
import {
  mainRoutePaths,
  navigateInApp,
  newContext,
  PASSWORD,
  screenshot,
  signIn,
  STORAGE,
  useBrowserFixture,
  waitForHome,
  waitForPath,
  watchErrors,
} from './support/web';

/** What a page of the layout ended up showing. */
type Outcome = 'content' | 'unavailable' | 'not-found' | 'route-error';

const OUTCOME_SELECTOR =
  '[data-testid=feature-unavailable], [data-testid=not-found], [data-testid=route-error], [data-testid=teacher-info], .ant-layout-content form, .ant-layout-content section h3';

/** Waits until the page shows one of the outcomes and names it. */
async function outcomeOf(page: Page): Promise<Outcome> {
  try {
    await page.locator(OUTCOME_SELECTOR).first().waitFor({ timeout: 15_000 });
  } catch (error) {
    throw new Error(`${new URL(page.url()).pathname} showed none of the outcomes: ${(error as Error).message}`);
  }
  if ((await page.locator('[data-testid=route-error]').count()) > 0) return 'route-error';
  if ((await page.locator('[data-testid=not-found]').count()) > 0) return 'not-found';
  if ((await page.locator('[data-testid=feature-unavailable]').count()) > 0) return 'unavailable';
  return 'content';
}

/** No horizontal scroll: the document is no wider than the viewport. */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/**
 * What the typography sweep finds wrong on the page shown, by its own reading of the DOM:
 * - a document title that is only the product's name (`site`), or none;
 * - a staff table's actions column not fully inside the table's visible box (off to the side at 1366 px);
 * - interface text joined the Chinese way on an English page: a 、 or （ next to a Latin letter ("Primary、Junior
 *   secondary", "Lead（孙丽）"), or standing alone between other nodes (`{name}（{school}）`). Chinese data shown as it is
 *   (a title with （进阶）, a summary with （2022年版）) has Chinese on both sides and is left alone.
 */
async function typographyProblems(page: Page, site: string): Promise<string[]> {
  return page.evaluate((siteName) => {
    const found: string[] = [];
    const title = document.title.trim();
    if (!title || title === siteName) found.push(`document title is "${title}", only the product's name`);
    for (const table of Array.from(document.querySelectorAll('.ant-table'))) {
      const box = (table.querySelector('.ant-table-container') ?? table).getBoundingClientRect();
      for (const cell of Array.from(table.querySelectorAll('thead th'))) {
        if (!/^(actions?|操作)$/i.test((cell.textContent ?? '').trim())) continue;
        const rect = cell.getBoundingClientRect();
        if (rect.right > box.right + 1 || rect.left < box.left - 1 || rect.right > window.innerWidth) {
          found.push(
            `a table's actions column lies outside it (${Math.round(rect.left)}-${Math.round(rect.right)} of ${Math.round(box.left)}-${Math.round(box.right)})`,
          );
        }
      }
    }
    if (document.documentElement.lang === 'en-US') {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!/[、（]/.test(text)) continue;
        const joinedToLatin = /[A-Za-z]\s*[、（]|[、（]\s*[A-Za-z]/.test(text);
        const alone = /^[\s、（）]+$/.test(text);
        if (joinedToLatin || alone) found.push(`English page shows "${text.trim().slice(0, 60)}"`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
    return found;
  }, site);
}

/** Main-layout routes that are hubs leading to their first sub-page. */
const IN_APP_REDIRECTS: Record<string, string> = { '/training': '/training/common' };

describe('routes: spec 2 in the browser', () => {
  const fixture = useBrowserFixture({ signInTeacher: true });

  test('a 404 inside the layout (/pc/training/nope, /pc/my/nope) keeps the layout and links home', async () => {
    const { server } = fixture;
    const page = await fixture.openHomeSignedIn();
    for (const path of ['/pc/training/nope', '/pc/my/nope']) {
      await page.goto(`${server.baseUrl}${path}`);
      const notFound = page.locator('[data-testid=not-found]');
      await notFound.waitFor();
      expect(new URL(page.url()).pathname, 'a 404 keeps its address').toBe(path);
      // Inside the layout: the header with the user menu is there.
      expect(await page.locator('[data-testid=user-menu]').isVisible()).toBe(true);
      expect(await notFound.locator('a[href="/pc/home"]').count(), `${path}: a link to /pc/home`).toBeGreaterThan(0);
    }
    await screenshot(page, 'not-found-in-layout');
    await page.locator('[data-testid=not-found] a[href="/pc/home"]').first().click();
    await waitForPath(page, '/pc/home');
    await waitForHome(page);
  });

  test('a 404 at the top level (/pc/nonsense) links home, signed in and signed out', async () => {
    const { server } = fixture;
    const page = await fixture.openHomeSignedIn();
    await page.goto(`${server.baseUrl}/pc/nonsense`);
    const notFound = page.locator('[data-testid=not-found]');
    await notFound.waitFor();
    expect(await page.locator('[data-testid=user-menu]').count(), 'outside the layout').toBe(0);
    expect(await notFound.locator('a[href="/pc/home"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'not-found-top-level');
    await notFound.locator('a[href="/pc/home"]').first().click();
    await waitForPath(page, '/pc/home');
    await waitForHome(page);

    // Signed out: a new context in place of the signed-in one.
    const anonymous = await fixture.replaceContext();
    await anonymous.goto(`${server.baseUrl}/pc/nonsense/deeper`);
    await anonymous.locator('[data-testid=not-found] a[href="/pc/home"]').first().waitFor();
  });

  test('every redirect of spec 2 lands where it should, and /pc/viewbackbone/apply exists', async () => {
    const { server } = fixture;
    const page = await fixture.openHomeSignedIn();
    const redirects: Array<[string, string]> = [
      ['/pc/', '/pc/home'],
      ['/pc', '/pc/home'],
      ['/pc/demo', '/pc/demo/tabOne'],
      ['/pc/personal', '/pc/personal/baseInfo'],
      ['/pc/lwpersonal', '/pc/lwpersonal/baseInfo'],
      ['/pc/viewlwpersonal', '/pc/viewlwpersonal/baseInfo'],
      ['/pc/backbone', '/pc/backbone/baseInfo'],
      ['/pc/viewbackbone', '/pc/viewbackbone/baseInfo'],
    ];
    const wrong: string[] = [];
    for (const [index, [from, to]] of redirects.entries()) {
      // /pc/ and /pc by full page loads (the server serves the app there), the rest client-side.
      if (index < 2) await page.goto(`${server.baseUrl}${from}`);
      else await navigateInApp(page, from);
      try {
        await waitForPath(page, to, 10_000);
        const outcome = await outcomeOf(page);
        if (outcome === 'not-found' || outcome === 'route-error') wrong.push(`${from} -> ${to} shows ${outcome}`);
      } catch {
        wrong.push(`${from} went to ${new URL(page.url()).pathname}, not ${to}`);
      }
    }
    expect(wrong).toEqual([]);

    await page.goto(`${server.baseUrl}/pc/viewbackbone/apply`);
    expect(await outcomeOf(page)).not.toMatch(/not-found|route-error/);
    expect(new URL(page.url()).pathname).toBe('/pc/viewbackbone/apply');
    // The read-only mirror has no apply page of its own in /backbone.
    await page.goto(`${server.baseUrl}/pc/backbone/apply`);
    expect(await outcomeOf(page)).toBe('not-found');
  });

  test('signed out, /pc/ goes to the login page', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/pc/`);
    await waitForPath(page, '/pc/login');
  });

  test('every page of the main layout shows content or "not available yet", never a 404 or route error', { timeout: 120_000 }, async () => {
    const { server } = fixture;
    const page = await fixture.openHomeSignedIn();
    const errors = watchErrors(page);
    const paths = mainRoutePaths().filter((path) => !path.includes(':'));
    expect(paths.length).toBeGreaterThan(40);
    const outcomes = new Map<string, Outcome>();
    // Parameterised paths with a made-up id must still find their page.
    const concrete = mainRoutePaths()
      .filter((entry) => entry.includes(':'))
      .map((entry) => entry.replace(/:[A-Za-z]+/g, '42'));
    // The first by a full page load, the rest client-side (as the menu does), which is much quicker.
    for (const [index, path] of [...paths, ...concrete].entries()) {
      if (index === 0) await page.goto(`${server.baseUrl}/pc${path}`);
      else await navigateInApp(page, `/pc${path}`);
      outcomes.set(path, await outcomeOf(page));
      expect(new URL(page.url()).pathname, `${path} stays put`).toBe(`/pc${IN_APP_REDIRECTS[path] ?? path}`);
    }
    // And a sample by full page loads, the way a bookmark or a shared link opens them.
    for (const path of ['/training/common', '/my/training/studio/7', '/disk/received', '/research/ActivityCover/abc']) {
      await page.goto(`${server.baseUrl}/pc${path}`);
      const outcome = await outcomeOf(page);
      expect(outcome, `${path} on a full load`).not.toMatch(/not-found|route-error/);
    }
    const broken = [...outcomes].filter(([, outcome]) => outcome === 'not-found' || outcome === 'route-error');
    expect(broken, 'pages of MAIN_ROUTES showing a 404 or a route error').toEqual([]);
    const unavailable = [...outcomes].filter(([, outcome]) => outcome === 'unavailable').map(([path]) => path);
    const withContent = [...outcomes].filter(([, outcome]) => outcome === 'content').map(([path]) => path);
    // eslint-disable-next-line no-console
    console.info(
      `[routes] ${outcomes.size} main-layout pages: ${withContent.length} with content (${withContent.join(', ')}), ${unavailable.length} not available yet`,
    );
    expect(withContent).toEqual(expect.arrayContaining(['/home', '/account']));
    expect(errors.pageErrors, errors.pageErrors.join('\n')).toEqual([]);
  });

  test(
    'sweep in English at 1366 px as district staff: every page titled, staff actions in sight, no Chinese punctuation in the interface, no router warning',
    { timeout: 120_000 },
    async () => {
      const { server, browser } = fixture;
      const session = await login(server.baseUrl, { username: 'district_admin', password: PASSWORD });
      const context = await newContext(browser, {
        viewport: { width: 1366, height: 900 },
        locale: 'en-US',
        storageState: {
          cookies: [],
          origins: [
            {
              origin: server.baseUrl,
              localStorage: [
                { name: STORAGE.loginInfo, value: JSON.stringify(session) },
                { name: STORAGE.locale, value: 'en-US' },
              ],
            },
          ],
        },
      });
      try {
        const page = await context.newPage();
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
        });
        await page.goto(`${server.baseUrl}/pc/home`);
        await waitForHome(page);
        await expect.poll(() => page.title()).toMatch(/ - /);
        const site = (await page.title()).split(' - ').at(-1)!;
        const paths = [
          ...mainRoutePaths().filter((path) => !path.includes(':')),
          // Detail pages of each kind, with made-up ids: their failure pages must be titled too.
          '/training/common/42',
          '/my/todoList/development/42',
          '/manage/training/42',
        ];
        const problems: string[] = [];
        for (const path of paths) {
          await navigateInApp(page, `/pc${path}`);
          await outcomeOf(page);
          // Lists fill in after their page appears: give the first rows a moment.
          await page.waitForLoadState('networkidle').catch(() => undefined);
          for (const problem of await typographyProblems(page, site)) problems.push(`${path}: ${problem}`);
        }
        // Pages outside the layout, by full loads: the public verification page, a standalone page, a top-level 404.
        for (const path of ['/verify/ABCDEFGHJKLM', '/mySelection/apply/1', '/nonsense']) {
          await page.goto(`${server.baseUrl}/pc${path}`);
          // The selection apply page now exists (issue 15): its editor, or its refusal for someone who may not apply.
          await page
            .locator(
              '[data-testid^=verify-], [data-testid=feature-unavailable], [data-testid=not-found], [data-testid=application-editor], [data-testid=apply-failure]',
            )
            .first()
            .waitFor();
          for (const problem of await typographyProblems(page, site)) problems.push(`${path}: ${problem}`);
        }
        await screenshot(page, 'sweep-en-1366-last');
        expect(problems).toEqual([]);
        expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test('the horizontal main menu opens pages of each area', async () => {
    const page = await fixture.openHomeSignedIn();
    // A few entries through the real menu: hover the area, click the entry in its pop-up.
    const entries: Array<[string, string, string]> = [
      ['培训', '通识培训', '/pc/training/common'],
      ['教研', '教研活动', '/pc/research/Activity'],
      ['我的', '账号安全', '/pc/account'],
    ];
    const menu = page.locator('.ant-layout-header .ant-menu-horizontal');
    await menu.waitFor();
    for (const [area, entry, path] of entries) {
      // An area folded into the overflow ("…") stays in the page, hidden (aria-hidden): only a shown one is hovered.
      const title = menu.locator('li:not([aria-hidden="true"]) > .ant-menu-submenu-title', { hasText: area });
      const item = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden) .ant-menu-item', { hasText: entry }).first();
      // A hover can land while the previous pop-up is still closing (or a page chunk is still loading on a busy
      // machine); hover again, as a person would, before giving up.
      for (let attempt = 0; ; attempt++) {
        if ((await title.count()) === 0) {
          // The area folded into the overflow ("…") entry on this width: go through it.
          await menu.locator('.ant-menu-overflow-item-rest').hover();
          await page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden) .ant-menu-submenu-title', { hasText: area }).hover();
        } else {
          await title.hover();
        }
        try {
          await item.waitFor({ state: 'visible', timeout: 5_000 });
          break;
        } catch (error) {
          if (attempt === 2) throw error;
          await page.mouse.move(640, 700);
        }
      }
      await item.click();
      await waitForPath(page, path);
      expect(await outcomeOf(page)).not.toMatch(/not-found|route-error/);
      await page.mouse.move(640, 700);
    }
  });

  test('at 375 px: no horizontal scroll, the menu button opens the drawer and its entries navigate', async () => {
    const { server } = fixture;
    const page = await fixture.replaceContext({ viewport: { width: 375, height: 812 } });
    await page.goto(`${server.baseUrl}/pc/login`);
    await page.locator('input[autocomplete="username"]').waitFor();
    const login = await horizontalOverflow(page);
    expect(login.scrollWidth, `login: scrollWidth ${login.scrollWidth} > 375`).toBeLessThanOrEqual(375);
    await signIn(page, server.baseUrl, 'teacher');
    await waitForHome(page);
    // The picture once the code tables have replaced the codes (王芳: primary mathematics).
    await expect.poll(() => page.locator('[data-testid=teacher-info]').textContent()).toContain('数学');
    await page.locator('[data-testid=current-phase]').waitFor();
    await screenshot(page, 'home-375');
    // /studyTime: the declare button wraps under the year and the export, and the header keeps its distance from
    // the first card instead of touching it.
    await navigateInApp(page, '/pc/studyTime');
    await page.locator('[data-testid=study-time]').waitFor();
    const gap = await page.evaluate(
      () =>
        document.querySelector('[data-testid=study-time]')!.getBoundingClientRect().top -
        document.querySelector('[data-testid=page-header]')!.getBoundingClientRect().bottom,
    );
    expect(gap, 'space between the header of /studyTime and its first card at 375 px').toBeGreaterThanOrEqual(12);
    await screenshot(page, 'study-time-375');
    await navigateInApp(page, '/pc/home');
    const home = await horizontalOverflow(page);
    expect(home.scrollWidth, `home: scrollWidth ${home.scrollWidth} > 375`).toBeLessThanOrEqual(375);

    const openDrawer = async () => {
      // The profile areas (/lwpersonal, /backbone) have their own layout without the drawer: come back first.
      if ((await page.locator('[data-testid=menu-button]').count()) === 0) {
        await page.goBack();
        await page.locator('[data-testid=menu-button]').waitFor();
      }
      await page.locator('[data-testid=menu-button]').click();
      await page.locator('.ant-drawer-open .ant-menu-root').waitFor({ state: 'visible' });
    };
    await openDrawer();
    await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await screenshot(page, 'home-375-drawer');

    // Entries of the drawer menu: expand the area, click, check the page; the drawer closes each time.
    const drawerMenu = page.locator('.ant-drawer-open .ant-menu-root');
    const areaTitles = drawerMenu.locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title');
    const submenuOf = (area: string) =>
      drawerMenu.locator(':scope > li.ant-menu-submenu', { has: page.locator('.ant-menu-submenu-title', { hasText: area }) }).first();
    const expand = async (area: string) => {
      if (!(await page.locator('.ant-drawer-open').isVisible())) await openDrawer();
      const submenu = submenuOf(area);
      if (!(await submenu.evaluate((element) => element.classList.contains('ant-menu-submenu-open'))))
        await submenu.locator('.ant-menu-submenu-title').click();
      await submenu.locator('.ant-menu-item').first().waitFor({ state: 'visible' });
      return submenu;
    };
    const areas = await areaTitles.allTextContents();
    expect(areas.length).toBeGreaterThan(5);
    const visited: string[] = [];
    const problems: string[] = [];
    let entries = 0;
    for (const area of areas) {
      const labels = await (await expand(area)).locator('.ant-menu-item').allTextContents();
      entries += labels.length;
      // The first entry of each area (every target path is swept by the test above; a click through the drawer
      // costs its open and close animations).
      for (const label of labels.slice(0, 1)) {
        const submenu = await expand(area);
        const before = page.url();
        await submenu.locator('.ant-menu-item', { hasText: label }).first().click();
        await page
          .locator('.ant-drawer-open')
          .waitFor({ state: 'detached', timeout: 5_000 })
          .catch(() => undefined);
        await page
          .waitForURL((url) => url.href !== before, { timeout: 5_000 })
          .catch(() => problems.push(`${area}/${label}: did not navigate`));
        const outcome = await outcomeOf(page);
        const where = new URL(page.url()).pathname;
        visited.push(`${area}/${label} -> ${where}`);
        if (outcome === 'not-found' || outcome === 'route-error') problems.push(`${area}/${label} -> ${where}: ${outcome}`);
        const width = await horizontalOverflow(page);
        if (width.scrollWidth > 375) problems.push(`${where}: horizontal scroll (scrollWidth ${width.scrollWidth})`);
      }
    }
    // eslint-disable-next-line no-console
    console.info(`[routes] drawer menu: ${areas.length} areas, ${entries} entries, ${visited.length} opened:\n  ${visited.join('\n  ')}`);
    expect(problems).toEqual([]);
    expect(entries).toBeGreaterThan(30);
  });
});
