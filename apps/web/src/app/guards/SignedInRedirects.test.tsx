import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { signInWith } from '@/shared/testing/sign-in';
import { SignedOutOnly, UnconfirmedOnly } from './SignedInRedirects';

afterEach(cleanup);

/** The guards as the router places them, with a marker for every page. */
function open(path: string) {
  const page = (name: string) => <div data-testid={name} />;
  const router = createMemoryRouter(
    [
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/login', element: page('login') },
          { path: '/login/portal', element: page('portal') },
        ],
      },
      { element: <UnconfirmedOnly />, children: [{ path: '/teacherConfirm', element: page('confirm') }] },
      { path: '/home', element: page('home') },
      { path: '/studyTime', element: page('studyTime') },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('pages that have nothing to offer someone signed in', () => {
  test('a signed-in user opening /login or /login/portal goes on to where they were going, or home', async () => {
    await signInWith(['teacher']);
    expect(open('/login?redirect=%2FstudyTime').state.location.pathname).toBe('/studyTime');
    cleanup();
    expect(open('/login/portal').state.location.pathname).toBe('/home');
    cleanup();
    // Never to another site.
    expect(open('/login?redirect=%2F%2Fevil.example').state.location.pathname).toBe('/home');
  });

  test('a signed-in teacher who still owes the confirmation goes to it first', async () => {
    await signInWith(['teacher']);
    sessionStore.setLoginInfo({ ...sessionStore.getState().loginInfo!, needConfirm: true });
    const router = open('/login?redirect=%2FstudyTime');
    expect(router.state.location.pathname).toBe('/teacherConfirm');
    expect(screen.getByTestId('confirm')).toBeTruthy();
  });

  test('a confirmed teacher opening /teacherConfirm goes on; one who has not confirmed sees the form', async () => {
    await signInWith(['teacher']);
    expect(open('/teacherConfirm?redirect=%2FstudyTime').state.location.pathname).toBe('/studyTime');
    cleanup();
    sessionStore.setLoginInfo({ ...sessionStore.getState().loginInfo!, needConfirm: true });
    open('/teacherConfirm');
    expect(screen.getByTestId('confirm')).toBeTruthy();
  });

  test('signed out, the sign-in pages show their form', () => {
    sessionStore.setLoginInfo(null);
    open('/login');
    expect(screen.getByTestId('login')).toBeTruthy();
  });
});
