import { CorePaths } from '@yanxiu/contract/paths-core';
import type { AppInfo } from '@yanxiu/contract/app-info';
import { request } from '@/shared/request/request';

// Built into the client on purpose (spec 7): the signature deters scraping and replays, not a determined client.
const APP_KEY = import.meta.env.VITE_APP_INFO_KEY ?? 'yanxiu-web';
const APP_SECRET = import.meta.env.VITE_APP_INFO_SECRET ?? 'yanxiu-dev-secret-change-me';
const TEST_HOST = import.meta.env.VITE_TEST_HOST ?? 'test.localhost';
const TEST_TENANT_HOST = import.meta.env.VITE_TEST_TENANT_HOST ?? 'demo.localhost';

/** Spec 7: localhost and the test host are replaced by the test tenant's host. */
export function tenantHostname(hostname: string): string {
  return ['localhost', '127.0.0.1', '[::1]', TEST_HOST].includes(hostname) ? TEST_TENANT_HOST : hostname;
}

/** SHA-256 hex of a text: Web Crypto where the page is a secure context, a small library elsewhere (plain http). */
async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (globalThis.crypto?.subtle) {
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  const [{ sha256 }, { bytesToHex }] = await Promise.all([import('@noble/hashes/sha2.js'), import('@noble/hashes/utils.js')]);
  return bytesToHex(sha256(bytes));
}

/** The signed query: the first 13 digits of the time in ms, and SHA-256 hex of the secret followed by it. */
export async function signAppInfoQuery(now = Date.now()): Promise<{ sig: string; appKey: string; timestamp: string }> {
  const timestamp = String(now).slice(0, 13);
  return { sig: await sha256Hex(APP_SECRET + timestamp), appKey: APP_KEY, timestamp };
}

/** The tenant serving this page: the first element of the search's data. */
export async function searchAppInfo(): Promise<AppInfo | null> {
  const results = await request<AppInfo[]>(CorePaths.appInfoSearch, {
    method: 'POST',
    query: await signAppInfoQuery(),
    body: { where: { domain_like: tenantHostname(window.location.hostname) } },
    skipErrorHandler: true,
  });
  return results[0] ?? null;
}
