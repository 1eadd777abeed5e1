import type { LoginInfo } from '@yanxiu/contract/auth';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { request } from '@/shared/request/request';

/** Where a started WeChat sign-in is remembered until WeChat sends the browser back (this tab only). */
const STORAGE_KEY = 'yanxiu.wechatSignIn';

type Kept = { state: string; redirect: string };
type Start = { authorizeUrl: string; state: string };

/** Starts a WeChat sign-in: keeps the state and the page to go to, then leaves for WeChat's QR page. */
export async function goToWechat(redirect: string): Promise<void> {
  const start = await request<Start>(CorePaths.wechatSignInStart, { method: 'POST' });
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ state: start.state, redirect } satisfies Kept));
  window.location.assign(start.authorizeUrl);
}

/**
 * The return of a sign-in this tab started: the code, and where to go afterwards. Null for any other `code` and
 * `state` (another flow's, or one this browser never started: a link planted to sign it in as someone else).
 */
export function wechatReturnOf(search: string): { code: string; state: string; redirect: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return null;
  let kept: Kept | null = null;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
  } catch {
    kept = null;
  }
  if (!kept || kept.state !== state) return null;
  return { code, state, redirect: kept.redirect };
}

// Strict mode runs effects twice; a code is redeemed once, so the second run shares the first's answer.
let pending: { state: string; answer: Promise<LoginInfo> } | null = null;

/** Signs in with the WeChat that scanned; the state is forgotten whatever the answer. */
export function completeWechatSignIn(code: string, state: string): Promise<LoginInfo> {
  if (pending?.state !== state) {
    window.sessionStorage.removeItem(STORAGE_KEY);
    pending = { state, answer: request<LoginInfo>(CorePaths.wechatSignIn, { method: 'POST', body: { code, state } }) };
  }
  return pending.answer;
}
