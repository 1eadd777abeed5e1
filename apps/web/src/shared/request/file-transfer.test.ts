import type { LoginInfo } from '@yanxiu/contract/auth';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { setNavigator } from '../session/navigation';
import { sessionStore } from '../session/session-store';
import { completeLines, downloadFile, uploadFile } from './file-transfer';
import { resetShownMessages } from './message-dedupe';
import { setNotifier } from './notifier';
import { RequestError } from './request';

const loginInfo: LoginInfo = {
  userId: '1',
  tokenId: '6f1c7c1e-2f4e-4c55-9d6a-0c8c1a1e2b3d',
  appId: 'yxdemo',
  access_token: 'token-abc',
  token_type: 'Bearer',
  expiresAt: '2030-01-01T00:00:00.000Z',
  roles: ['teacher'],
  needConfirm: false,
};

/** A stand-in XMLHttpRequest the test drives: what was sent, and progress, load, error and abort on demand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

let shown: Array<{ kind: string; text: string }>;
let navigations: string[];

beforeEach(async () => {
  localStorage.clear();
  resetShownMessages();
  await changeLocale('zh-CN');
  history.replaceState(null, '', '/pc/personal/stage');
  sessionStore.reload();
  sessionStore.setAppInfo(
    {
      appId: 'yxdemo',
      name: '演示',
      nameEn: 'Demo',
      districtCode: '000000',
      loginLogo: null,
      defaultLocale: 'zh-CN',
      isDistrict: false,
      demoAccounts: true,
      signInPolicy: { passwordMinLength: 8, passwordNeedsLettersAndDigits: true, idleLogoutMinutes: 15 },
    },
    'ready',
  );
  sessionStore.setLoginInfo(loginInfo);
  shown = [];
  navigations = [];
  setNotifier({
    success: (text) => shown.push({ kind: 'success', text }),
    warning: (text) => shown.push({ kind: 'warning', text }),
    error: (text) => shown.push({ kind: 'error', text }),
  });
  setNavigator((path) => navigations.push(path));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  test('posts the file as the multipart part `file` with appId, purpose, the bearer token and the language', async () => {
    const file = new File(['%PDF-1.4'], '证明.pdf', { type: 'application/pdf' });
    const done = uploadFile('/files', file, { query: { purpose: 'evidence' } });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    const url = new URL(xhr.url);
    expect(url.pathname).toBe('/api/files');
    expect(url.searchParams.get('purpose')).toBe('evidence');
    expect(url.searchParams.get('appId')).toBe('yxdemo');
    expect(xhr.headers.authorization).toBe('Bearer token-abc');
    expect(xhr.headers['accept-language']).toBe('zh-CN');
    expect(xhr.body).toBeInstanceOf(FormData);
    const part = (xhr.body as FormData).get('file') as File;
    expect(part.name).toBe('证明.pdf');
    xhr.answer(200, { code: 0, msg: 'ok', data: { id: 'f-1', name: '证明.pdf', contentType: 'application/pdf', size: 8 } });
    await expect(done).resolves.toEqual({ id: 'f-1', name: '证明.pdf', contentType: 'application/pdf', size: 8 });
    expect(shown).toEqual([]);
  });

  test('reports progress as whole percentages, 100 on success, nothing when the length is unknown', async () => {
    const seen: number[] = [];
    const done = uploadFile('/files', new Blob(['x']), { onProgress: (percent) => seen.push(percent) });
    const xhr = FakeXhr.last;
    xhr.progress(0, 300);
    xhr.progress(100, 300);
    xhr.progress(50, 0, false);
    xhr.progress(300, 300);
    xhr.answer(200, { code: 0, data: { id: 'f-2' } });
    await done;
    expect(seen).toEqual([0, 33, 100, 100]);
  });

  test("a refused upload rejects with the server's message and shows it once", async () => {
    const done = uploadFile('/files', new Blob(['MZ']));
    FakeXhr.last.answer(415, { code: 4015, status: 4015, msg: '不支持的文件类型', data: null });
    const error = await done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ httpStatus: 415, code: 4015, message: '不支持的文件类型' });
    expect(shown).toEqual([{ kind: 'error', text: '不支持的文件类型' }]);
  });

  test('a network failure or a body that is not JSON gives the generic message; skipErrorHandler shows nothing', async () => {
    const failed = uploadFile('/files', new Blob(['x']));
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toMatchObject({ name: 'RequestError', httpStatus: undefined, message: '服务器开小差了，请稍后重试' });

    const quiet = uploadFile('/files', new Blob(['x']), { skipErrorHandler: true });
    FakeXhr.last.answer(502, '<html>Bad Gateway</html>');
    await expect(quiet).rejects.toMatchObject({ httpStatus: 502, code: undefined });
    expect(shown).toEqual([{ kind: 'error', text: '服务器开小差了，请稍后重试' }]);
  });

  test('status 1001 warns, clears the session and goes to sign-in', async () => {
    const done = uploadFile('/files', new Blob(['x']));
    FakeXhr.last.answer(401, { code: 1001, status: 1001, msg: '登录已过期，请重新登录', data: null });
    await expect(done).rejects.toMatchObject({ code: 1001 });
    expect(shown).toEqual([{ kind: 'warning', text: '登录已过期，请重新登录' }]);
    expect(sessionStore.getState().loginInfo).toBeNull();
    expect(navigations[0]).toMatch(/^\/login\?redirect=/);
  });

  test('aborting through the signal rejects with an AbortError and shows nothing', async () => {
    const controller = new AbortController();
    const done = uploadFile('/files', new Blob(['x']), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
    expect(shown).toEqual([]);
  });
});

describe('downloadFile', () => {
  test('fetches the bytes with the bearer token and appId; a failure shows the envelope message', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await downloadFile('/files/abc');
    expect(blob.size).toBe(4);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(input)).searchParams.get('appId')).toBe('yxdemo');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-abc');

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 4003, status: 4003, msg: '无权访问', data: null }), { status: 403 }),
    );
    await expect(downloadFile('/files/abc')).rejects.toMatchObject({ httpStatus: 403, message: '无权访问' });
    expect(shown).toEqual([{ kind: 'error', text: '无权访问' }]);
  });
});

describe('completeLines', () => {
  test('hands over only the complete lines of a growing NDJSON answer, each once', () => {
    expect(completeLines('{"a":1}\n{"b"', 0)).toEqual({ lines: ['{"a":1}'], next: 8 });
    expect(completeLines('{"a":1}\n{"b"', 8)).toEqual({ lines: [], next: 8 });
    expect(completeLines('{"a":1}\n{"b":2}\n{"c":3}\n', 8)).toEqual({ lines: ['{"b":2}', '{"c":3}'], next: 24 });
  });
});
