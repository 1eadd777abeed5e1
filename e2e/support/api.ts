// Small HTTP helpers for end-to-end tests and benchmarks, against the demo tenant (Host: localhost).
import { createHash } from 'node:crypto';

export const DEMO_APP_ID = 'yxdemo';
export const DEMO_TEACHER = { username: 'teacher', password: 'Yanxiu@2026' } as const;

/** Login info returned by POST /api/oauthService/login (the fields the tests use). */
export type LoginInfo = {
  userId: string;
  tokenId: string;
  appId: string;
  access_token: string;
};

/**
 * Fetches and returns the status and the parsed JSON body (undefined when the body is not JSON). The body
 * type is the caller's claim, not checked: assert on it before relying on it.
 */
export async function requestJson<T = unknown>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T | undefined }> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: T | undefined;
  try {
    body = JSON.parse(text) as T;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** Signs in as the demo teacher and returns the login info; throws with the answer on failure. */
export async function login(baseUrl: string, credentials: { username: string; password: string } = DEMO_TEACHER): Promise<LoginInfo> {
  const { status, body } = await requestJson<{ code?: number; data?: LoginInfo }>(
    `${baseUrl}/api/oauthService/login?appId=${DEMO_APP_ID}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    },
  );
  if (status !== 200 || body?.code !== 0 || !body.data) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Bearer header for a session. */
export function bearer(session: LoginInfo): Record<string, string> {
  return { authorization: `Bearer ${session.access_token}` };
}

/**
 * Query string of the signed app-info search: sig = sha256hex(secret + timestamp), timestamp = 13-digit ms.
 * Defaults are the server's development key and secret (env APP_INFO_KEY / APP_INFO_SECRET override them).
 */
export function appInfoSearchQuery(now = Date.now()): string {
  const appKey = process.env.APP_INFO_KEY ?? 'yanxiu-web';
  const secret = process.env.APP_INFO_SECRET ?? 'yanxiu-dev-secret-change-me';
  const timestamp = String(now).slice(0, 13);
  const sig = createHash('sha256')
    .update(secret + timestamp)
    .digest('hex');
  return new URLSearchParams({ sig, appKey, timestamp }).toString();
}

/** Calls the demo tenant's API as `session` and answers the envelope's data; anything but code 0 throws. */
export async function demoApi<T>(baseUrl: string, session: LoginInfo, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const { status, body: answer } = await requestJson<{ code: number; data: T }>(`${baseUrl}/api${path}${separator}appId=${DEMO_APP_ID}`, {
    method,
    headers: { ...bearer(session), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (status !== 200 || answer?.code !== 0) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer.data;
}
