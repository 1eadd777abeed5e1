// A tenant whose language is English, on a page load in Chinese (no language chosen): English is a chunk fetched on
// demand (shared/i18n/i18n.ts), and start-up applies the tenant's app info only once its texts are here, so the page
// renders once, in English, and the session's calls ask in it.
import { CorePaths } from '@yanxiu/contract/paths-core';
import { afterEach, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '@/shared/config/storage-keys';
import { fakeApi } from '@/shared/testing/fake-api';
import { DEMO_APP_INFO } from '@/shared/testing/sign-in';

const LOGIN_INFO = {
  userId: '7',
  tokenId: '6f1c7c1e-2f4e-4c55-9d6a-0c8c1a1e2b3d',
  appId: DEMO_APP_INFO.appId,
  access_token: 'token',
  token_type: 'Bearer',
  expiresAt: '2030-01-01T00:00:00.000Z',
  roles: ['teacher'],
  needConfirm: false,
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'language');
  vi.doUnmock('@/shared/i18n/en-US');
  vi.unstubAllGlobals();
  localStorage.clear();
});

test("a tenant's English: its app info is applied with the language once the English texts are here, and the session's calls ask in English", async () => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.loginInfo, JSON.stringify(LOGIN_INFO));
  // A Chinese browser (happy-dom's is English).
  Object.defineProperty(navigator, 'language', { configurable: true, get: () => 'zh-CN' });
  let arrive: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  vi.resetModules();
  vi.doMock('@/shared/i18n/en-US', async (importOriginal) => {
    await held;
    return importOriginal();
  });
  const api = fakeApi((call) => {
    if (call.path === CorePaths.appInfoSearch) return [{ ...DEMO_APP_INFO, defaultLocale: 'en-US' }];
    if (call.path.startsWith(CorePaths.getTeacherInfo.replace(':userId', ''))) return { userId: '7', name: '李老师' };
    return null;
  });
  const { i18n } = await import('@/shared/i18n/i18n');
  const { sessionStore } = await import('@/shared/session/session-store');
  const { loadAppInfoOnce } = await import('./startup-calls');
  expect(i18n.language).toBe('zh-CN');

  expect((await loadAppInfoOnce())?.defaultLocale).toBe('en-US');
  // The answer is here, its language's texts are not: nothing is shown with it yet (it would be in Chinese).
  expect(sessionStore.getState().appInfoStatus).toBe('loading');
  expect(i18n.language).toBe('zh-CN');
  expect(api.calls.map((call) => call.path)).toEqual([CorePaths.appInfoSearch]);

  arrive();
  await vi.waitFor(() => expect(sessionStore.getState().appInfoStatus).toBe('ready'));
  expect(i18n.language).toBe('en-US');
  expect(i18n.t('common.loading')).toBe('Loading…');
  await vi.waitFor(() => expect(api.calls).toHaveLength(3));
  const languages = vi.mocked(fetch).mock.calls.map(([, init]) => new Headers(init?.headers).get('accept-language'));
  expect(languages).toEqual(['zh-CN', 'en-US', 'en-US']);
});

test('a returning visitor whose kept app info names English: start-up as the entry runs it renders once, in English', async () => {
  localStorage.clear();
  localStorage.setItem(
    STORAGE_KEYS.appInfo,
    JSON.stringify({ hostname: window.location.hostname, appInfo: { ...DEMO_APP_INFO, defaultLocale: 'en-US' } }),
  );
  Object.defineProperty(navigator, 'language', { configurable: true, get: () => 'zh-CN' });
  let arrive: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  vi.resetModules();
  vi.doMock('@/shared/i18n/en-US', async (importOriginal) => {
    await held;
    return importOriginal();
  });
  fakeApi((call) => (call.path === CorePaths.appInfoSearch ? [{ ...DEMO_APP_INFO, defaultLocale: 'en-US' }] : null));
  const { i18n, localeSettled, startLocale } = await import('@/shared/i18n/i18n');
  const { sessionStore } = await import('@/shared/session/session-store');
  const { loadAppInfoOnce } = await import('./startup-calls');

  // main.tsx's order: app info (the kept one applies at once), then the start-up language, then the first render.
  loadAppInfoOnce().catch(() => undefined);
  void startLocale();
  let settled = false;
  void localeSettled().then(() => (settled = true));
  expect(i18n.language).toBe('zh-CN');
  expect(sessionStore.getState().appInfoStatus).toBe('loading');
  arrive();
  await vi.waitFor(() => expect(settled).toBe(true));
  expect(i18n.language).toBe('en-US');
  await vi.waitFor(() => expect(sessionStore.getState().appInfoStatus).toBe('ready'));
  expect(i18n.language).toBe('en-US');
});
