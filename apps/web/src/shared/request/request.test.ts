import type { AppInfo } from '@yanxiu/contract/app-info';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { setNavigator } from '../session/navigation';
import { sessionStore } from '../session/session-store';
import { STORAGE_KEYS } from '../config/storage-keys';
import { resetShownMessages } from './message-dedupe';
import { setNotifier } from './notifier';
import { request, RequestError } from './request';

const GENERIC_ZH = '服务器开小差了，请稍后重试';
const EXPIRED_ZH = '登录已过期，请重新登录';

const appInfo: AppInfo = {
  appId: 'yx110101',
  name: '东城区教师研修平台',
  nameEn: 'Dongcheng Teacher Development',
  districtCode: '110101',
  loginLogo: null,
  defaultLocale: 'zh-CN',
  isDistrict: true,
  demoAccounts: false,
  signInPolicy: { passwordMinLength: 8, passwordNeedsLettersAndDigits: true, idleLogoutMinutes: 15 },
};

const loginInfo: LoginInfo = {
  userId: 'u-1',
  tokenId: '6f1c7c1e-2f4e-4c55-9d6a-0c8c1a1e2b3d',
  appId: 'yx110101',
  access_token: 'token-abc',
  token_type: 'Bearer',
  expiresAt: '2030-01-01T00:00:00.000Z',
  roles: ['teacher'],
  needConfirm: false,
};

let shown: Array<{ kind: 'success' | 'warning' | 'error'; text: string }>;
let navigations: string[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** Answers every fetch with this HTTP status and body (a string is sent as is, anything else as JSON). */
function respond(status: number, body: unknown): void {
  fetchMock.mockImplementation(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

/** The URL and headers of the n-th fetch. */
function sent(call = 0): { url: URL; headers: Headers; init: RequestInit | undefined } {
  const args = fetchMock.mock.calls[call];
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`);
  const [input, init] = args;
  return { url: new URL(String(input)), headers: new Headers(init?.headers), init };
}

/** The rejection of a request that must fail. */
async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetShownMessages();
  await changeLocale('zh-CN');
  history.replaceState(null, '', '/pc/home');
  sessionStore.reload();
  sessionStore.setAppInfo(appInfo, 'ready');
  shown = [];
  navigations = [];
  setNotifier({
    success: (text) => shown.push({ kind: 'success', text }),
    warning: (text) => shown.push({ kind: 'warning', text }),
    error: (text) => shown.push({ kind: 'error', text }),
  });
  setNavigator((path) => navigations.push(path));
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('what every request carries (spec 7)', () => {
  test('adds the tenant appId from app info when the caller gives none', async () => {
    respond(200, { code: 0, data: null });
    await request('/teacher/list', { query: { current: 1 } });
    expect(sent().url.pathname).toBe('/api/teacher/list');
    expect(sent().url.searchParams.get('appId')).toBe('yx110101');
    expect(sent().url.searchParams.get('current')).toBe('1');
  });

  test('keeps an appId the caller gave', async () => {
    respond(200, { code: 0, data: null });
    await request('/teacher/list', { query: { appId: 'yx110108' } });
    expect(sent().url.searchParams.getAll('appId')).toEqual(['yx110108']);
  });

  test('adds no appId while app info is unknown', async () => {
    sessionStore.setAppInfo(null, 'failed');
    respond(200, { code: 0, data: null });
    await request('/baseData/app-info/search');
    expect(sent().url.searchParams.has('appId')).toBe(false);
  });

  test('leaves out query values that are null or undefined', async () => {
    respond(200, { code: 0, data: null });
    await request('/teacher/list', { query: { name: undefined, stage: null, active: false } });
    const params = sent().url.searchParams;
    expect(params.has('name')).toBe(false);
    expect(params.has('stage')).toBe(false);
    expect(params.get('active')).toBe('false');
  });

  test('sends a Bearer token only when signed in', async () => {
    respond(200, { code: 0, data: null });
    await request('/a');
    expect(sent(0).headers.has('authorization')).toBe(false);

    sessionStore.setLoginInfo(loginInfo);
    await request('/b');
    expect(sent(1).headers.get('authorization')).toBe('Bearer token-abc');
  });

  test('asks for the interface language', async () => {
    respond(200, { code: 0, data: null });
    await request('/a');
    expect(sent(0).headers.get('accept-language')).toBe('zh-CN');

    await changeLocale('en-US');
    await request('/b');
    expect(sent(1).headers.get('accept-language')).toBe('en-US');
  });

  test('GET without a body, POST with a JSON body unless told otherwise', async () => {
    respond(200, { code: 0, data: null });
    await request('/a');
    await request('/b', { body: { name: '张三' } });
    await request('/c', { method: 'PUT', body: { name: '李四' } });

    expect(sent(0).init?.method).toBe('GET');
    expect(sent(0).init?.body).toBeUndefined();
    expect(sent(1).init?.method).toBe('POST');
    expect(sent(1).headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent(1).init?.body))).toEqual({ name: '张三' });
    expect(sent(2).init?.method).toBe('PUT');
  });
});

describe('success (spec 7)', () => {
  test.each([
    ['code 0', { code: 0, msg: 'ok', data: { id: 7 } }],
    ['code 200', { code: 200, msg: 'ok', data: { id: 7 } }],
    ['status 0', { status: 0, message: 'ok', data: { id: 7 } }],
  ])('HTTP 200 with %s resolves with data and shows nothing', async (_, body) => {
    respond(200, body);
    await expect(request('/x')).resolves.toEqual({ id: 7 });
    expect(shown).toEqual([]);
  });
});

describe('failure (spec 7, 8)', () => {
  test('a non-200 answer fails even when its body says code 0', async () => {
    respond(500, { code: 0, data: { id: 7 } });
    const error = await failure(request('/x'));
    expect(error.httpStatus).toBe(500);
  });

  test('a body code other than 0 shows the backend msg', async () => {
    respond(200, { code: 4009, msg: '数据已被修改，请刷新后重试', data: null });
    const error = await failure(request('/x'));
    expect(error.message).toBe('数据已被修改，请刷新后重试');
    expect(shown).toEqual([{ kind: 'error', text: '数据已被修改，请刷新后重试' }]);
  });

  test('without msg the backend message is shown', async () => {
    respond(200, { code: 1, message: '名额已满' });
    await failure(request('/x'));
    expect(shown).toEqual([{ kind: 'error', text: '名额已满' }]);
  });

  test('msg wins over message', async () => {
    respond(200, { code: 1, msg: '来自 msg', message: '来自 message' });
    await failure(request('/x'));
    expect(shown).toEqual([{ kind: 'error', text: '来自 msg' }]);
  });

  test('an error answer of the API (HTTP 4xx with the error envelope) shows its msg', async () => {
    const { code, http, message } = ErrorCodes.FORBIDDEN;
    respond(http, { code, status: code, msg: message['zh-CN'], data: null });
    await failure(request('/x'));
    expect(shown).toEqual([{ kind: 'error', text: message['zh-CN'] }]);
  });

  test('a failure without any message shows the generic message', async () => {
    respond(200, { code: 1, data: null });
    const error = await failure(request('/x'));
    expect(error.message).toBe(GENERIC_ZH);
    expect(shown).toEqual([{ kind: 'error', text: GENERIC_ZH }]);
  });

  test('a message leaking Java internals is replaced by the generic message', async () => {
    respond(200, { code: 500, msg: 'java.lang.NullPointerException: null at com.example.Service' });
    const error = await failure(request('/x'));
    expect(error.message).toBe(GENERIC_ZH);
    expect(shown).toEqual([{ kind: 'error', text: GENERIC_ZH }]);
  });

  test('a network error shows the generic message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(request('/x'));
    expect(error.message).toBe(GENERIC_ZH);
    expect(error.httpStatus).toBeUndefined();
    expect(shown).toEqual([{ kind: 'error', text: GENERIC_ZH }]);
  });

  test('a body that is not JSON shows the generic message', async () => {
    respond(502, '<html><body>Bad Gateway</body></html>');
    const error = await failure(request('/x'));
    expect(error.message).toBe(GENERIC_ZH);
    expect(shown).toEqual([{ kind: 'error', text: GENERIC_ZH }]);
  });

  test('the generic message follows the interface language', async () => {
    await changeLocale('en-US');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await failure(request('/x'));
    expect(shown).toEqual([{ kind: 'error', text: 'The server is having a small problem, please retry later' }]);
  });

  test('skipErrorHandler shows nothing but still rejects', async () => {
    respond(200, { code: 1, msg: '名额已满' });
    const error = await failure(request('/x', { skipErrorHandler: true }));
    expect(error.message).toBe('名额已满');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await failure(request('/y', { skipErrorHandler: true }));
    expect(shown).toEqual([]);
  });

  test('an aborted request rejects with the AbortError and shows nothing', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(request('/x')).rejects.toMatchObject({ name: 'AbortError' });
    expect(shown).toEqual([]);
  });
});

describe('RequestError', () => {
  test('carries the HTTP status, the body code and the body', async () => {
    const body = { code: 4004, status: 4004, msg: '请求的内容不存在', data: null };
    respond(404, body);
    const error = await failure(request('/x'));
    expect(error).toMatchObject({ name: 'RequestError', httpStatus: 404, code: 4004, body, message: '请求的内容不存在' });
  });

  test('takes the code from code when the body has no status', async () => {
    respond(200, { code: 7, msg: 'x' });
    expect(await failure(request('/x'))).toMatchObject({ httpStatus: 200, code: 7 });
  });

  test('has no code or body when the answer was not JSON', async () => {
    respond(500, 'Internal Server Error');
    expect(await failure(request('/x'))).toMatchObject({ httpStatus: 500, code: undefined, body: null });
  });
});

describe('status 1001: session expired (spec 8)', () => {
  const expiredBody = { code: 1001, status: 1001, msg: ErrorCodes.SESSION_EXPIRED.message['zh-CN'], data: null };

  test('while signed in: warns, clears login info everywhere and goes to login with a redirect back', async () => {
    history.replaceState(null, '', '/pc/personal/baseInfo?tab=2');
    sessionStore.setLoginInfo(loginInfo);
    localStorage.setItem(STORAGE_KEYS.menuConfig, '[{"path":"/home"}]');
    respond(ErrorCodes.SESSION_EXPIRED.http, expiredBody);

    const error = await failure(request('/teacher/info'));

    expect(error.code).toBe(1001);
    expect(shown).toEqual([{ kind: 'warning', text: EXPIRED_ZH }]);
    expect(sessionStore.getState().loginInfo).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menuConfig)).toBeNull();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/personal/baseInfo?tab=2')}`]);
  });

  test('the warning is in the interface language, whatever the backend said', async () => {
    await changeLocale('en-US');
    sessionStore.setLoginInfo(loginInfo);
    respond(200, { status: 1001, msg: '会话失效' });
    await failure(request('/x'));
    expect(shown).toEqual([{ kind: 'warning', text: 'Login expired, please log in again' }]);
  });

  test('also when 1001 comes in code only', async () => {
    sessionStore.setLoginInfo(loginInfo);
    respond(200, { code: 1001, msg: 'expired' });
    await failure(request('/x'));
    expect(shown).toEqual([{ kind: 'warning', text: EXPIRED_ZH }]);
    expect(sessionStore.getState().loginInfo).toBeNull();
  });

  test('when not signed in it is an ordinary failure: the backend message, no navigation', async () => {
    respond(200, { status: 1001, msg: '请先登录' });
    const error = await failure(request('/x'));
    expect(error.message).toBe('请先登录');
    expect(shown).toEqual([{ kind: 'error', text: '请先登录' }]);
    expect(navigations).toEqual([]);
  });

  test('even with skipErrorHandler, clearing the session says why', async () => {
    sessionStore.setLoginInfo(loginInfo);
    respond(401, expiredBody);
    await failure(request('/oauthService/checkToken/x', { skipErrorHandler: true }));
    expect(shown).toEqual([{ kind: 'warning', text: EXPIRED_ZH }]);
    expect(sessionStore.getState().loginInfo).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginInfo)).toBeNull();
    expect(navigations).toHaveLength(1);
  });

  test('several calls expiring together: one message, one trip to the login page', async () => {
    sessionStore.setLoginInfo(loginInfo);
    respond(401, expiredBody);
    const results = await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(shown).toEqual([{ kind: 'warning', text: EXPIRED_ZH }]);
    expect(navigations).toHaveLength(1);
  });

  test('on the login page the session is cleared without navigating', async () => {
    history.replaceState(null, '', '/pc/login');
    sessionStore.setLoginInfo(loginInfo);
    respond(401, expiredBody);
    await failure(request('/x'));
    expect(sessionStore.getState().loginInfo).toBeNull();
    expect(navigations).toEqual([]);
  });
});

describe('duplicate messages (spec 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
  });

  test('the same message within 3 s is shown once, and again after 3 s', async () => {
    respond(200, { code: 1, msg: '名额已满' });
    await failure(request('/x'));
    vi.setSystemTime(Date.now() + 2_999);
    await failure(request('/x'));
    expect(shown).toHaveLength(1);

    vi.setSystemTime(Date.now() + 1);
    await failure(request('/x'));
    expect(shown).toEqual([
      { kind: 'error', text: '名额已满' },
      { kind: 'error', text: '名额已满' },
    ]);
  });

  test('different messages are all shown', async () => {
    respond(200, { code: 1, msg: '名额已满' });
    await failure(request('/x'));
    respond(200, { code: 1, msg: '报名已截止' });
    await failure(request('/y'));
    expect(shown.map((entry) => entry.text)).toEqual(['名额已满', '报名已截止']);
  });

  test('a suppressed message still rejects the call', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await failure(request('/x'));
    await failure(request('/y'));
    expect(shown).toHaveLength(1);
  });
});
