import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { signInWith } from '@/shared/testing/sign-in';
import { QuickLoginGuard, WechatLoginGuard } from './ExternalLoginGuards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const portalPerson = {
  userId: '42',
  tokenId: '0c4bb8a8-7a55-4c8e-9c1a-2f0e6d1f3a11',
  appId: 'yxdemo',
  access_token: 'portal-token',
  token_type: 'Bearer',
  expiresAt: '2030-01-01T00:00:00.000Z',
  roles: ['teacher'],
  needConfirm: false,
};

/** The guards as the router places them (strict mode, as the app runs), with a marker for every page. */
function open(path: string) {
  const page = (name: string) => <div data-testid={name} />;
  const router = createMemoryRouter(
    [
      { element: <WechatLoginGuard />, children: [{ path: '/login', element: page('login') }] },
      {
        element: <QuickLoginGuard />,
        children: [
          { path: '/studyTime', element: page('studyTime') },
          { path: '/home', element: page('home') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('quick login (spec 2, 4)', () => {
  test('a jti link signs the portal person in once, then shows the page without the ticket', async () => {
    await signInWith(['teacher', 'backbone']);
    const api = fakeApi(() => portalPerson);
    const router = open('/studyTime?jti=eyJ.abc.def&year=2026');
    expect(screen.getByTestId('signing-in')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('studyTime')).toBeTruthy());
    expect(router.state.location.search).toBe('?year=2026');
    expect(sessionStore.getState().loginInfo?.userId).toBe('42');
    expect(api.of('/oauthService/quickLogin').map((call) => call.body)).toEqual([{ jti: 'eyJ.abc.def' }]);
  });

  test('a refused ticket goes to sign-in, returning to the page, with the server saying why', async () => {
    const shown = await signInWith(['teacher']);
    fakeApi(() => refusal(401, 1020, '该登录链接已使用过，请从门户重新进入'));
    const router = open('/home?rpcid=used-ticket');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/home')}`);
    expect(sessionStore.getState().loginInfo).toBeNull();
    expect(shown).toContainEqual({ kind: 'error', text: '该登录链接已使用过，请从门户重新进入' });
  });
});

describe('WeChat return to the sign-in page', () => {
  test('the return of a sign-in this tab started signs in and goes on to the page asked for', async () => {
    await signInWith(['teacher']);
    sessionStore.setLoginInfo(null);
    sessionStorage.setItem('yanxiu.wechatSignIn', JSON.stringify({ state: 'kept-state', redirect: '/studyTime' }));
    const api = fakeApi(() => portalPerson);
    const router = open('/login?code=wx-code&state=kept-state');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studyTime'));
    expect(api.of('/oauthService/wechat/signIn').map((call) => call.body)).toEqual([{ code: 'wx-code', state: 'kept-state' }]);
    expect(sessionStore.getState().loginInfo?.userId).toBe('42');
  });

  test('a code and state this tab never started (a planted link) sign nobody in', async () => {
    await signInWith(['teacher']);
    sessionStore.setLoginInfo(null);
    const api = fakeApi(() => portalPerson);
    open('/login?code=planted&state=someone-elses');
    expect(screen.getByTestId('login')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
