import type { LoginChallenge, LoginInfo } from '@yanxiu/contract/auth';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { resetShownMessages } from '@/shared/request/message-dedupe';
import { setNotifier } from '@/shared/request/notifier';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { DEMO_APP_INFO, type Shown } from '@/shared/testing/sign-in';
import { CHALLENGE_REQUIRED } from '../challenge/sign-in';
import { LoginForm } from './LoginForm';

// The solver needs workers, which happy-dom lacks; here it is replaced by a solver the test controls.
const solver = vi.hoisted(() => ({ solveChallenge: vi.fn<(challenge: unknown) => Promise<string>>() }));
vi.mock('../challenge/altcha-solver', () => solver);

const LOGIN_INFO: LoginInfo = {
  userId: '7',
  tokenId: '6f1c7c1e-2f4e-4c55-9d6a-0c8c1a1e2b3d',
  appId: 'yxdemo',
  access_token: 'token',
  token_type: 'Bearer',
  expiresAt: '2030-01-01T00:00:00.000Z',
  roles: ['teacher'],
  needConfirm: false,
};

/** The n-th challenge the fake server issues. */
const challenge = (n: number): LoginChallenge => ({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: `nonce-${n}`,
    salt: 'salt',
    cost: 1,
    keyLength: 32,
    keyPrefix: 'ab',
    expiresAt: 2_000_000_000,
    data: { appId: 'yxdemo' },
  },
  signature: `signature-${n}`,
});

const CHALLENGE_MSG = ErrorCodes.CHALLENGE_REQUIRED.message['zh-CN'];
const challengeRequired = () => refusal(401, CHALLENGE_REQUIRED, CHALLENGE_MSG);

const shown: Shown[] = [];

beforeEach(async () => {
  shown.length = 0;
  localStorage.clear();
  resetShownMessages();
  await changeLocale('zh-CN');
  sessionStore.setAppInfo(DEMO_APP_INFO, 'ready');
  sessionStore.setLoginInfo(null);
  setNotifier({
    success: (text) => shown.push({ kind: 'success', text }),
    warning: (text) => shown.push({ kind: 'warning', text }),
    error: (text) => shown.push({ kind: 'error', text }),
  });
  solver.solveChallenge.mockReset();
  solver.solveChallenge.mockImplementation(async (issued) => `solved:${(issued as LoginChallenge).signature}`);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the form at /login, types the credentials and submits. */
function submit(username = 'teacher', password = 'Yanxiu@2026') {
  const view = renderAt('/login', <LoginForm />, '/login');
  fireEvent.change(screen.getByLabelText(/用户名|Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^(密码|Password)$/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录|Sign in/ }));
  return view;
}

/** A fake server that answers the sign-ins in `answers` order (then signs in) and issues numbered challenges. */
function server(answers: Array<() => Response>) {
  let challenges = 0;
  return fakeApi((call) => {
    if (call.path === CorePaths.loginChallenge) return challenge(++challenges);
    if (call.path === CorePaths.login) return answers.shift()?.() ?? LOGIN_INFO;
    return undefined;
  });
}

describe('the sign-in challenge (1008)', () => {
  test('the codes the form relies on are the catalogue’s', () => {
    expect(CHALLENGE_REQUIRED).toBe(ErrorCodes.CHALLENGE_REQUIRED.code);
  });

  test('asked for a challenge, the form fetches one, solves it and resends the same credentials with the solution', async () => {
    let finish: (payload: string) => void = () => undefined;
    solver.solveChallenge.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    const api = server([challengeRequired]);
    submit('teacher', 'Yanxiu@2026');

    // While the solver works, the form says so (a live region, in the active language) and the button waits.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('正在进行人机验证…'));
    expect(solver.solveChallenge).toHaveBeenCalledWith(challenge(1));
    expect(api.of(CorePaths.loginChallenge)).toHaveLength(1);
    expect(api.of(CorePaths.loginChallenge)[0]!.method).toBe('GET');
    expect(api.of(CorePaths.loginChallenge)[0]!.query.get('appId')).toBe('yxdemo');
    // Submitting again meanwhile (Enter in a field) starts nothing more.
    fireEvent.submit(screen.getByRole('button', { name: /登\s*录/ }).closest('form')!);
    expect(api.of(CorePaths.login)).toHaveLength(1);

    finish('payload-base64');
    await screen.findByTestId('elsewhere');
    const logins = api.of(CorePaths.login);
    expect(logins.map((call) => call.body)).toEqual([
      { username: 'teacher', password: 'Yanxiu@2026' },
      { username: 'teacher', password: 'Yanxiu@2026', challengeSolution: 'payload-base64' },
    ]);
    expect(sessionStore.getState().loginInfo).toEqual(LOGIN_INFO);
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(shown).toEqual([]);
  });

  test('a solution refused in turn (expired or used) earns one new challenge, then the server’s message is shown', async () => {
    const api = server([challengeRequired, challengeRequired, challengeRequired]);
    submit();
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toBe(CHALLENGE_MSG);
    expect(api.of(CorePaths.loginChallenge)).toHaveLength(2);
    expect(api.of(CorePaths.login).map((call) => (call.body as { challengeSolution?: string }).challengeSolution)).toEqual([
      undefined,
      'solved:signature-1',
      'solved:signature-2',
    ]);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(sessionStore.getState().loginInfo).toBeNull();
  });

  test('a second try with a fresh challenge signs in', async () => {
    const api = server([challengeRequired, challengeRequired]);
    submit();
    await screen.findByTestId('elsewhere');
    expect(api.of(CorePaths.loginChallenge)).toHaveLength(2);
    expect(api.of(CorePaths.login)).toHaveLength(3);
  });

  test('a wrong password with a solved challenge says so, without another challenge', async () => {
    const api = server([challengeRequired, () => refusal(401, 1002, '用户名或密码错误')]);
    submit('teacher', 'wrong-password-1');
    expect((await screen.findByTestId('login-error')).textContent).toBe('用户名或密码错误');
    expect(api.of(CorePaths.loginChallenge)).toHaveLength(1);
  });

  test('a challenge the browser cannot solve is explained, in each language', async () => {
    solver.solveChallenge.mockRejectedValue(new Error('Secure context (HTTPS) required.'));
    const api = server([challengeRequired]);
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('人机验证未能完成，请刷新页面后重试；如仍无法完成，请联系管理员。');
    expect(api.of(CorePaths.login)).toHaveLength(1);
    cleanup();

    await changeLocale('en-US');
    server([challengeRequired]);
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'The human verification could not be completed. Reload the page and try again; if it still fails, contact your administrator.',
    );
  });

  test('the verification is announced in English too', async () => {
    await changeLocale('en-US');
    solver.solveChallenge.mockImplementation(() => new Promise<string>(() => undefined));
    server([challengeRequired]);
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verifying you are human…'));
  });

  test('a challenge that cannot be fetched shows the server’s message', async () => {
    fakeApi((call) => (call.path === CorePaths.login ? challengeRequired() : refusal(503, 5003, '服务暂不可用，请稍后重试')));
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('服务暂不可用，请稍后重试');
    expect(solver.solveChallenge).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });
});

describe('other refusals', () => {
  test('too many attempts says how long to wait, and no challenge is fetched', async () => {
    const api = fakeApi((call) =>
      call.path === CorePaths.login
        ? new Response(JSON.stringify({ code: 1004, status: 1004, msg: '登录尝试过于频繁，请稍后再试', data: { retryAfterSeconds: 8 } }), {
            status: 429,
          })
        : undefined,
    );
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('尝试过于频繁，请 8 秒后再试。');
    expect(api.of(CorePaths.loginChallenge)).toHaveLength(0);
    expect(ErrorCodes.TOO_MANY_ATTEMPTS.code).toBe(1004);
  });

  test('a wrong password shows the server’s message and nothing else happens', async () => {
    const api = server([() => refusal(401, 1002, '用户名或密码错误')]);
    submit('teacher', 'nope');
    expect((await screen.findByTestId('login-error')).textContent).toBe('用户名或密码错误');
    expect(api.of(CorePaths.loginChallenge)).toHaveLength(0);
    expect(solver.solveChallenge).not.toHaveBeenCalled();
  });
});
