// Helpers for the browser end-to-end tests: signing in through the real login page, reading what the web app
// keeps in storage, antd dropdowns and toasts, and screenshots into test-results/ (gitignored).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DEMO_APP_ID, login, type LoginInfo } from './api';
import { launchBrowser } from './browser';
import { repoRoot, startServer, type RunningServer, type StartServerOptions } from './server';

export const PASSWORD = 'Yanxiu@2026';
/** The web app's storage keys (apps/web/src/shared/config/storage-keys.ts). */
export const STORAGE = { loginInfo: 'yanxiu.loginInfo', lastActiveAt: 'yanxiu.lastActiveAt', locale: 'yanxiu.locale' } as const;

export const screenshotDir = path.join(repoRoot, 'test-results');

/** A desktop context in Chinese, the product's first language. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', ...options });
  // Fail within the test's time with Playwright's own explanation, rather than at Vitest's test timeout.
  context.setDefaultTimeout(15_000);
  return context;
}

/** `http://<host>:<port>` of a tenant: '' or 'localhost' is the demo tenant, a slug is `<slug>.localhost`. */
export function tenantOrigin(port: number, slug = ''): string {
  return `http://${slug && slug !== 'localhost' ? `${slug}.localhost` : 'localhost'}:${port}`;
}

/**
 * Records uncaught page errors and console errors, to be checked (or printed) by the test. Failed resource loads
 * the test provoked itself can be filtered out with `ignore`.
 */
export function watchErrors(page: Page): { pageErrors: string[]; consoleErrors: string[] } {
  const found = { pageErrors: [] as string[], consoleErrors: [] as string[] };
  page.on('pageerror', (error) => found.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') found.consoleErrors.push(`${message.text()} ${message.location().url}`);
  });
  return found;
}

/** The path (and query) of the page, without the origin. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page's pathname is `pathname` (the query string is ignored). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** Fills the login form and submits it; the page must show the login form (it waits for it). */
export async function submitLogin(page: Page, username: string, password = PASSWORD): Promise<void> {
  const user = page.locator('input[autocomplete="username"]');
  await user.waitFor({ timeout: 15_000 });
  await user.fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Signs in through the real login page of `origin` and waits to leave it. `redirect` is the in-app path to
 * come back to (?redirect=...). Returns the page's path afterwards.
 */
export async function signIn(
  page: Page,
  origin: string,
  username: string,
  options: { password?: string; redirect?: string } = {},
): Promise<string> {
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  await page.goto(`${origin}/pc/login${query}`);
  await submitLogin(page, username, options.password ?? PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/pc/login', { timeout: 15_000 });
  return pathOf(page);
}

/** The login info the web app keeps in localStorage, or null. */
export async function storedLoginInfo(page: Page): Promise<(LoginInfo & { roles?: string[]; needConfirm?: boolean }) | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE.loginInfo);
  return raw ? (JSON.parse(raw) as LoginInfo) : null;
}

/** Waits for the home page to show the signed-in teacher's information and returns its text. */
export async function waitForHome(page: Page): Promise<string> {
  const info = page.locator('[data-testid=teacher-info]');
  await info.waitFor({ timeout: 15_000 });
  return (await info.textContent()) ?? '';
}

/**
 * Opens an antd dropdown (they open on hover) and clicks the menu item named `item`. Hovers again if the menu
 * does not show at once (a hover can land while the previous dropdown is still animating away).
 */
export async function chooseFromDropdown(page: Page, triggerTestId: string, item: string | RegExp): Promise<void> {
  const entry = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: item });
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.locator(`[data-testid=${triggerTestId}]`).first().hover();
    try {
      await entry.waitFor({ state: 'visible', timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
      await page.mouse.move(0, 0);
    }
  }
  await entry.click();
}

/**
 * Waits for an antd message toast containing `text` and returns its text; `why` explains a missing toast in the
 * failure (with what the page shows instead).
 */
export async function waitForToast(page: Page, text: string, timeout = 10_000, why = ''): Promise<string> {
  const toast = page.locator('.ant-message').getByText(text);
  try {
    await toast.first().waitFor({ state: 'visible', timeout });
  } catch {
    const shown = await page
      .locator('.ant-message')
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `no toast "${text}" within ${timeout} ms on ${pathOf(page)} (toasts shown: ${JSON.stringify(shown)})${why ? `: ${why}` : ''}`,
    );
  }
  return (await toast.first().textContent()) ?? '';
}

/** Saves a full-page screenshot as test-results/<name>.png; never fails the test. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(screenshotDir, `${name}.png`);
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return file;
}

/** Calls an API path of the demo tenant (baseUrl is http://localhost:<port>) with the session's bearer token. */
export async function apiCall(baseUrl: string, apiPath: string, session: LoginInfo): Promise<{ status: number; body: unknown }> {
  const separator = apiPath.includes('?') ? '&' : '?';
  const response = await fetch(`${baseUrl}/api${apiPath}${separator}appId=${session.appId ?? DEMO_APP_ID}`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/**
 * Picks a language with the layout's language switch ([data-testid=language-switch]), whichever form it has:
 * a segmented control showing both languages, or a dropdown listing them.
 */
export async function chooseLanguage(page: Page, label: '简体中文' | 'English'): Promise<void> {
  const trigger = page.locator('[data-testid=language-switch]').first();
  await trigger.waitFor();
  const segmented = await trigger.evaluate(
    (element) => element.classList.contains('ant-segmented') || element.querySelector('.ant-segmented-item') !== null,
  );
  if (segmented) {
    await trigger.locator('.ant-segmented-item', { hasText: label }).click();
    return;
  }
  await chooseFromDropdown(page, 'language-switch', label);
}

/** Every path of MAIN_ROUTES in apps/web/src/app/route-table.ts, read from the source so the list stays in step. */
export function mainRoutePaths(): string[] {
  const source = fs.readFileSync(path.join(repoRoot, 'apps/web/src/app/route-table.ts'), 'utf8');
  const start = source.indexOf('export const MAIN_ROUTES');
  const end = source.indexOf('];', start);
  if (start < 0 || end < 0) throw new Error('MAIN_ROUTES not found in route-table.ts');
  const block = source.slice(start, end);
  return [...block.matchAll(/(?:path: |unavailable\()'([^']+)'/g)].map((match) => match[1]!);
}

/**
 * Client-side navigation to an in-app URL (`/pc/...`), as a link click would do: pushes the history entry and
 * tells the router (a popstate event), then waits until the document title changes, which the layout sets once
 * the new route has rendered. Much cheaper than a full page load for sweeping many routes.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  const before = await page.title();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await page.waitForFunction((previous) => document.title !== previous, before, { timeout: 3_000 }).catch(() => undefined);
}

/** Prints the server's recent output (after a failed test: a crash or an error log explains many failures). */
export function dumpServerOutput(server: RunningServer | undefined): void {
  if (!server) return;
  // eslint-disable-next-line no-console
  console.error(`--- server output (last lines) ---\n${server.output().split('\n').slice(-40).join('\n')}`);
}

/**
 * Launches the browser and starts a server side by side (each takes seconds; the machine waits once). If one
 * fails, the other is closed before the error is thrown, so afterAll has nothing half-started to clean.
 */
export async function startBrowserAndServer(options: StartServerOptions = {}): Promise<{ browser: Browser; server: RunningServer }> {
  const [browser, server] = await Promise.allSettled([launchBrowser(), startServer(options)]);
  if (browser.status === 'fulfilled' && server.status === 'fulfilled') return { browser: browser.value, server: server.value };
  if (browser.status === 'fulfilled') await browser.value.close();
  if (server.status === 'fulfilled') await server.value.stop();
  throw browser.status === 'rejected' ? browser.reason : (server as PromiseRejectedResult).reason;
}

/**
 * A context that starts signed in: the login info of `session` (from the API's login) already in the
 * origin's localStorage, as the web app keeps it after its own sign-in. For tests about what comes after sign-in.
 */
export function signedInContext(
  browser: Browser,
  origin: string,
  session: LoginInfo,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return newContext(browser, {
    ...options,
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: STORAGE.loginInfo, value: JSON.stringify(session) }] }] },
  });
}

/** What the tests of a file share through useBrowserFixture; read the fields inside hooks and tests, not before. */
export type BrowserFixture = {
  /** The file's server, started in beforeAll. */
  readonly server: RunningServer;
  /** The file's browser, launched in beforeAll. */
  readonly browser: Browser;
  /** The test's own context (a new one for each test, closed after it). */
  readonly context: BrowserContext;
  /** A page of the test's context. */
  readonly page: Page;
  /** Closes the test's context and puts a new one (newContext with `options`) and a page in its place; returns the page. */
  replaceContext(options?: BrowserContextOptions): Promise<Page>;
  /**
   * Replaces the test's context with one where the demo teacher is signed in (signedInContext with the file's
   * API sign-in, which needs `signInTeacher`), and opens /pc/home; returns the page.
   */
  openHomeSignedIn(): Promise<Page>;
};

export type BrowserFixtureOptions = StartServerOptions & {
  /**
   * Also signs the demo teacher in through the API in beforeAll, once for the file, for openHomeSignedIn (signing
   * in through the login page is what auth.test.ts tests).
   */
  signInTeacher?: boolean;
};

/**
 * The lifecycle of a browser test file, registered in the calling describe block: one browser and one server for
 * the file (startBrowserAndServer), a new context and page for each test, closed after it, and the server's
 * recent output printed after a failed test. Call it in the describe block before the file's own hooks: with
 * Vitest's default hook order (sequence.hooks 'stack') those run after these beforeAll and beforeEach, and before
 * these afterEach and afterAll, so they can use the server and the page.
 */
export function useBrowserFixture(options: BrowserFixtureOptions = {}): BrowserFixture {
  const { signInTeacher = false, ...serverOptions } = options;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let session: LoginInfo | undefined;

  async function replace(next: () => Promise<BrowserContext>): Promise<Page> {
    await context.close();
    context = await next();
    page = await context.newPage();
    return page;
  }

  beforeAll(async () => {
    ({ browser, server } = await startBrowserAndServer(serverOptions));
    if (signInTeacher) session = await login(server.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });

  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') dumpServerOutput(server);
    await context?.close();
  });

  return {
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
    replaceContext: (contextOptions = {}) => replace(() => newContext(browser, contextOptions)),
    openHomeSignedIn: async () => {
      if (!session) throw new Error('openHomeSignedIn needs useBrowserFixture({ signInTeacher: true })');
      const teacher = session;
      const signedIn = await replace(() => signedInContext(browser, server.baseUrl, teacher));
      await signedIn.goto(`${server.baseUrl}/pc/home`);
      await waitForHome(signedIn);
      return signedIn;
    },
  };
}

/** A page where `username` is signed in (through the API), opened at `path` under /pc/; its context joins `contexts`. */
export async function openPageAs(
  browser: Browser,
  baseUrl: string,
  contexts: BrowserContext[],
  username: string,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const session = await login(baseUrl, { username, password: PASSWORD });
  const context = await signedInContext(browser, baseUrl, session, options);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/pc${path}`);
  return page;
}
