import { CorePaths } from '@yanxiu/contract/paths-core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '@/shared/config/storage-keys';
import { i18n, switchLocale } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { DEMO_APP_INFO, signInWith } from '@/shared/testing/sign-in';
import { AppInfoGate } from './guards/AppInfoGate';
import { Providers } from './providers';
import { Startup } from './Startup';
import { loadAppInfoOnce, resetStartupCalls } from './startup-calls';

// Issue 19: each page load asks for app info, the token check and the teacher's information once each.

const TEACHER = { userId: '7', name: '李老师' };

/** The fake server's start-up answers; the calls are counted by path. */
function startupApi() {
  return fakeApi((call) => {
    if (call.path === CorePaths.appInfoSearch) return [DEMO_APP_INFO];
    if (call.path.startsWith(CorePaths.getTeacherInfo.replace(':userId', ''))) return TEACHER;
    return null;
  });
}

function count(calls: { path: string }[], prefix: string): number {
  return calls.filter((call) => call.path.startsWith(prefix.replace(/:\w+$/, ''))).length;
}

/** The app's providers and start-up around one signed-in page, as the router places them. */
function openHome() {
  const router = createMemoryRouter(
    [
      {
        element: <Startup />,
        children: [{ element: <AppInfoGate />, children: [{ path: '/home', element: <div data-testid="home" /> }] }],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(async () => {
  await signInWith(['teacher']);
  // A fresh page load: app info not known yet, the browser's language English, none chosen; the tenant's is Chinese.
  sessionStore.setAppInfo(null, 'ready');
  sessionStore.reload();
  localStorage.removeItem(STORAGE_KEYS.locale);
  localStorage.removeItem(STORAGE_KEYS.appInfo);
  await switchLocale('en-US');
  resetStartupCalls();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('start-up calls', () => {
  test('a signed-in page load asks once each for app info, the token check and the teacher information, even when the tenant changes the language', async () => {
    const api = startupApi();
    openHome();
    await screen.findByTestId('home');
    await waitFor(() => expect(sessionStore.getState().teacherInfoStatus).toBe('ready'));
    expect(i18n.language).toBe('zh-CN');
    expect(sessionStore.getState().teacherInfo).toEqual(TEACHER);
    expect(count(api.calls, CorePaths.appInfoSearch)).toBe(1);
    expect(count(api.calls, CorePaths.checkToken)).toBe(1);
    expect(count(api.calls, CorePaths.getTeacherInfo)).toBe(1);
  });

  test('begun by the entry module before anything renders, the calls are the same ones start-up then uses', async () => {
    const api = startupApi();
    const appInfo = await loadAppInfoOnce();
    expect(appInfo?.appId).toBe(DEMO_APP_INFO.appId);
    // The session's calls left with app info, before any page rendered.
    expect(count(api.calls, CorePaths.checkToken)).toBe(1);
    expect(count(api.calls, CorePaths.getTeacherInfo)).toBe(1);
    openHome();
    await screen.findByTestId('home');
    await waitFor(() => expect(sessionStore.getState().teacherInfo).toEqual(TEACHER));
    expect(api.calls).toHaveLength(3);
  });

  test('a change of language re-renders the app without mounting it again', async () => {
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <div data-testid="counted" />;
    }
    render(
      <Providers>
        <Counted />
      </Providers>,
    );
    await screen.findByTestId('counted');
    await act(() => switchLocale('zh-CN'));
    await act(() => switchLocale('en-US'));
    expect(mounts).toBe(1);
  });

  test("a returning visitor's session calls leave before the app-info search answers, and its answer replaces the kept one", async () => {
    localStorage.setItem(
      STORAGE_KEYS.appInfo,
      JSON.stringify({ hostname: window.location.hostname, appInfo: { ...DEMO_APP_INFO, name: '旧名称' } }),
    );
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    const api = fakeApi((call) => {
      if (call.path === CorePaths.appInfoSearch) return held;
      if (call.path.startsWith(CorePaths.getTeacherInfo.replace(':userId', ''))) return TEACHER;
      return null;
    });
    const loaded = loadAppInfoOnce();
    expect(sessionStore.getState().appInfo?.name).toBe('旧名称');
    expect(count(api.calls, CorePaths.checkToken)).toBe(1);
    expect(count(api.calls, CorePaths.getTeacherInfo)).toBe(1);
    answer([DEMO_APP_INFO]);
    expect((await loaded)?.name).toBe(DEMO_APP_INFO.name);
    expect(sessionStore.getState().appInfo?.name).toBe(DEMO_APP_INFO.name);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appInfo)!).appInfo.name).toBe(DEMO_APP_INFO.name);
    // The same tenant: the session's calls are not made again for the search's answer.
    expect(count(api.calls, CorePaths.checkToken)).toBe(1);
    expect(count(api.calls, CorePaths.getTeacherInfo)).toBe(1);
  });

  test('with kept app info a failed search leaves the page working; kept for another hostname it is not used', async () => {
    localStorage.setItem(STORAGE_KEYS.appInfo, JSON.stringify({ hostname: window.location.hostname, appInfo: DEMO_APP_INFO }));
    fakeApi((call) => (call.path === CorePaths.appInfoSearch ? new Response('{}', { status: 502 }) : null));
    expect((await loadAppInfoOnce())?.appId).toBe(DEMO_APP_INFO.appId);
    expect(sessionStore.getState().appInfoStatus).toBe('ready');

    resetStartupCalls();
    sessionStore.setAppInfo(null, 'ready');
    localStorage.setItem(STORAGE_KEYS.appInfo, JSON.stringify({ hostname: 'elsewhere.example', appInfo: DEMO_APP_INFO }));
    await expect(loadAppInfoOnce()).rejects.toThrow();
    expect(sessionStore.getState().appInfo).toBeNull();
  });

  test('signed out, only app info is asked for', async () => {
    sessionStore.setLoginInfo(null);
    const api = startupApi();
    openHome();
    // The status reads 'ready' from before the load (beforeEach): the answer having arrived is what says it is done.
    await waitFor(() => expect(sessionStore.getState().appInfo).not.toBeNull());
    expect(api.calls.map((call) => call.path)).toEqual([CorePaths.appInfoSearch]);
  });
});
