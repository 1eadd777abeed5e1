import type { AppInfo } from '@yanxiu/contract/app-info';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { searchAppInfo } from '@/features/app-info/api/search-app-info';
import { i18n, storedLocale } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { applyPageIcon } from '@/shared/ui/tenant-icon';
import { checkToken, fetchTeacherInfo } from './session-calls';

// The start-up calls of spec 4 (app info, then the token check and the teacher's information), each made once per
// page load. The entry module begins them before React renders, so they run while the first page's chunks download
// instead of after them (issue 19: they were the last links of a chain HTML -> JS -> chunks -> app info -> session).

let appInfoCall: Promise<AppInfo | null> | undefined;
let earlyTeacherInfo: { userId: string; promise: Promise<TeacherInfo | null> } | undefined;

/** What the tenant's app info starts: the interface language first (so the page renders once, in it), then the session's calls. */
function applyAppInfo(appInfo: AppInfo | null): void {
  if (appInfo && !storedLocale() && appInfo.defaultLocale !== i18n.language) void i18n.changeLanguage(appInfo.defaultLocale);
  sessionStore.setAppInfo(appInfo, appInfo ? 'ready' : 'failed');
  applyPageIcon(appInfo?.loginLogo);
  const loginInfo = sessionStore.getState().loginInfo;
  if (!appInfo || !loginInfo) return;
  const params = new URLSearchParams(window.location.search);
  // A quick-login link (jti, rpcid) replaces the stored session, so that one is not checked.
  if (!params.has('jti') && !params.has('rpcid')) checkToken().catch(() => undefined);
  earlyTeacherInfo = { userId: loginInfo.userId, promise: fetchTeacherInfo() };
}

/** App info for this page load: searched once, whoever asks first (the entry module, or start-up in tests). */
export function loadAppInfoOnce(): Promise<AppInfo | null> {
  appInfoCall ??= searchAppInfo().then((appInfo) => {
    applyAppInfo(appInfo);
    return appInfo;
  });
  return appInfoCall;
}

/**
 * The teacher's information for `userId`: the answer start-up already asked for, taken once, so the first render's
 * fetch is not a second call; afterwards (another sign-in, a confirmation) a fresh call.
 */
export function teacherInfoFor(userId: string): Promise<TeacherInfo | null> {
  const early = earlyTeacherInfo;
  earlyTeacherInfo = undefined;
  return early?.userId === userId ? early.promise : fetchTeacherInfo();
}

/** Forgets this page load's calls (tests render start-up more than once per module). */
export function resetStartupCalls(): void {
  appInfoCall = undefined;
  earlyTeacherInfo = undefined;
}
