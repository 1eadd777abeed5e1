import { CorePaths } from '@yanxiu/contract/paths-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RequireLogin } from '@/app/guards/RequireLogin';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { signInWith } from '@/shared/testing/sign-in';
import ChangePasswordPage from './ChangePasswordPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The guards as the router places them: the change page open to someone who must change, the rest behind RequireLogin. */
function open(path: string) {
  const page = (name: string) => <div data-testid={name} />;
  const router = createMemoryRouter(
    [
      {
        element: <RequireLogin allowUnconfirmed allowPasswordChange />,
        children: [{ path: '/changePassword', element: <ChangePasswordPage /> }],
      },
      { element: <RequireLogin allowUnconfirmed />, children: [{ path: '/teacherConfirm', element: page('confirm') }] },
      { element: <RequireLogin />, children: [{ path: '/studyTime', element: page('studyTime') }] },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('a password staff set must be changed first', () => {
  test('every page, the teacher confirmation included, sends the person to /changePassword first', async () => {
    await signInWith(['teacher']);
    sessionStore.setLoginInfo({ ...sessionStore.getState().loginInfo!, mustChangePassword: true, needConfirm: true });
    expect(open('/studyTime').state.location.pathname).toBe('/changePassword');
    cleanup();
    expect(open('/teacherConfirm').state.location.pathname).toBe('/changePassword');
  });

  test('after the change the flag is cleared and the person goes on, through the confirmation they still owe', async () => {
    await signInWith(['teacher']);
    sessionStore.setLoginInfo({ ...sessionStore.getState().loginInfo!, mustChangePassword: true, needConfirm: true });
    const api = fakeApi(() => ({ endedSessions: 0 }));
    const router = open('/studyTime');
    fireEvent.change(await screen.findByLabelText('当前密码'), { target: { value: 'Temp1234abcd' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Tulip-river-42' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'Tulip-river-42' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacherConfirm'));
    expect(api.of(CorePaths.changePassword)[0]!.body).toEqual({ oldPassword: 'Temp1234abcd', newPassword: 'Tulip-river-42' });
    expect(sessionStore.getState().loginInfo!.mustChangePassword).toBe(false);
  });
});
