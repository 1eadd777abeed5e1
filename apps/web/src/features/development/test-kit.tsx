import type { AppInfo } from '@yanxiu/contract/app-info';
import type { RoleCode } from '@yanxiu/contract/roles';
import { vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { resetShownMessages } from '@/shared/request/message-dedupe';
import { setNotifier } from '@/shared/request/notifier';
import { sessionStore } from '@/shared/session/session-store';

// What the development page tests share: a signed-in user of a demo tenant, a fake API answering at the fetch
// boundary (so the real request layer runs), and a memory router whose location the tests can read.

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Installs a fake API: each call is recorded and answered by `handler` (an envelope around its data). */
export function fakeApi(handler: (call: Call) => unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: Call = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: handler(call) ?? null }), { status: 200 });
    }),
  );
  return { calls, of: (path: string) => calls.filter((call) => call.path === path) };
}

const appInfo: AppInfo = { appId: 'yxdemo', name: '演示区', nameEn: 'Demo District', districtCode: '000000', loginLogo: null, defaultLocale: 'zh-CN', isDistrict: true, demoAccounts: true };

/** A signed-in user holding `roles`, Chinese interface; the messages shown are recorded. */
export async function signInAs(roles: RoleCode[]): Promise<Array<{ kind: string; text: string }>> {
  localStorage.clear();
  resetShownMessages();
  await changeLocale('zh-CN');
  sessionStore.setAppInfo(appInfo, 'ready');
  sessionStore.setLoginInfo({ userId: '7', tokenId: '6f1c7c1e-2f4e-4c55-9d6a-0c8c1a1e2b3d', appId: 'yxdemo', access_token: 'token', token_type: 'Bearer', expiresAt: '2030-01-01T00:00:00.000Z', roles, needConfirm: false });
  const shown: Array<{ kind: string; text: string }> = [];
  setNotifier({ success: (text) => shown.push({ kind: 'success', text }), warning: (text) => shown.push({ kind: 'warning', text }), error: (text) => shown.push({ kind: 'error', text }) });
  return shown;
}

export { renderAt } from '@/shared/testing/render-at';
