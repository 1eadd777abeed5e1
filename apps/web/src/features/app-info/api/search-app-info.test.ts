import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetShownMessages } from '@/shared/request/message-dedupe';
import { setNotifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { searchAppInfo, signAppInfoQuery, tenantHostname } from './search-app-info';

// The same build-time settings (and defaults) the module reads.
const APP_KEY = import.meta.env.VITE_APP_INFO_KEY ?? 'yanxiu-web';
const APP_SECRET = import.meta.env.VITE_APP_INFO_SECRET ?? 'yanxiu-dev-secret-change-me';
const TEST_HOST = import.meta.env.VITE_TEST_HOST ?? 'test.localhost';
const TEST_TENANT_HOST = import.meta.env.VITE_TEST_TENANT_HOST ?? 'demo.localhost';

/** SHA-256 hex by @noble/hashes, computed here independently of the path the client takes (WebCrypto or not). */
function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

// Computed with node:crypto: createHash('sha256').update('yanxiu-dev-secret-change-me' + timestamp).digest('hex').
const KNOWN_SIGNATURES = {
  '1741000000123': '8fe2be43b284de9834230f19589f5e9b6222d3d2566719c06eede7f241e196b8',
  '1741234567890': '07e9948cd1904ce9a7e22cddb48dc6b012c97387a35f6a973b1bc0b58195970a',
};

describe('signAppInfoQuery (spec 7)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('signs the 13-digit millisecond time with SHA-256 hex of secret + timestamp', async () => {
    const query = await signAppInfoQuery(1_741_000_000_123);
    expect(query.timestamp).toBe('1741000000123');
    expect(query.appKey).toBe(APP_KEY);
    expect(query.sig).toMatch(/^[0-9a-f]{64}$/);
    expect(query.sig).toBe(sha256Hex(`${APP_SECRET}1741000000123`));
  });

  test.skipIf(import.meta.env.VITE_APP_INFO_SECRET !== undefined)('matches node:crypto for the development secret', async () => {
    for (const [timestamp, sig] of Object.entries(KNOWN_SIGNATURES)) {
      expect((await signAppInfoQuery(Number(timestamp))).sig).toBe(sig);
    }
  });

  test('gives the same signature where WebCrypto is unavailable (plain http)', async () => {
    vi.stubGlobal('crypto', {});
    expect(globalThis.crypto.subtle).toBeUndefined();
    const query = await signAppInfoQuery(1_741_000_000_123);
    expect(query.sig).toBe(sha256Hex(`${APP_SECRET}1741000000123`));
  });

  test('uses the current time by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_741_234_567_890);
    const query = await signAppInfoQuery();
    expect(query.timestamp).toBe('1741234567890');
    expect(query.sig).toBe(sha256Hex(`${APP_SECRET}1741234567890`));
  });

  test('a different time gives a different signature', async () => {
    const [a, b] = await Promise.all([signAppInfoQuery(1_741_000_000_000), signAppInfoQuery(1_741_000_000_001)]);
    expect(a.sig).not.toBe(b.sig);
  });

  test('the timestamp stays 13 digits for a time with more digits', async () => {
    expect((await signAppInfoQuery(12_345_678_901_234)).timestamp).toBe('1234567890123');
  });
});

describe('tenantHostname (spec 7)', () => {
  test.each(['localhost', '127.0.0.1', '[::1]', TEST_HOST])('%s is served as the test tenant', (hostname) => {
    expect(tenantHostname(hostname)).toBe(TEST_TENANT_HOST);
  });

  test('the defaults map to demo.localhost', () => {
    if (import.meta.env.VITE_TEST_TENANT_HOST === undefined) expect(tenantHostname('localhost')).toBe('demo.localhost');
    if (import.meta.env.VITE_TEST_HOST === undefined) expect(tenantHostname('test.localhost')).toBe(TEST_TENANT_HOST);
  });

  test.each(['dongcheng.yanxiu.example.cn', 'demo.localhost', 'localhost.example.com', '127.0.0.2'])('%s is left alone', (hostname) => {
    expect(tenantHostname(hostname)).toBe(hostname);
  });
});

describe('searchAppInfo', () => {
  const tenant = {
    appId: 'yxdemo',
    name: '研修示范区',
    nameEn: 'Yanxiu Demo District',
    districtCode: '000000',
    loginLogo: null,
    defaultLocale: 'zh-CN',
    isDistrict: false,
    demoAccounts: true,
    signInPolicy: { passwordMinLength: 8, passwordNeedsLettersAndDigits: true, idleLogoutMinutes: 15 },
  };
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let shown: string[];

  beforeEach(() => {
    resetShownMessages();
    shown = [];
    setNotifier({ success: (text) => shown.push(text), warning: (text) => shown.push(text), error: (text) => shown.push(text) });
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('POSTs the signed query and the page hostname, and answers the first tenant', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 0, msg: 'ok', data: [tenant, { ...tenant, appId: 'other' }] })));
    await expect(searchAppInfo()).resolves.toEqual(tenant);

    const [input, init] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(String(input));
    expect(url.pathname).toBe(`/api${CorePaths.appInfoSearch}`);
    expect(init?.method).toBe('POST');
    expect(url.searchParams.get('appKey')).toBe(APP_KEY);
    const timestamp = url.searchParams.get('timestamp') ?? '';
    expect(timestamp).toMatch(/^\d{13}$/);
    expect(url.searchParams.get('sig')).toBe(sha256Hex(APP_SECRET + timestamp));
    // The test page runs on localhost.
    expect(JSON.parse(String(init?.body))).toEqual({ where: { domain_like: TEST_TENANT_HOST } });
  });

  test('no tenant for the host answers null', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 0, msg: 'ok', data: [] })));
    await expect(searchAppInfo()).resolves.toBeNull();
  });

  test('a failure rejects without showing anything (start-up shows its own warning)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(searchAppInfo()).rejects.toBeInstanceOf(RequestError);
    expect(shown).toEqual([]);
  });
});
