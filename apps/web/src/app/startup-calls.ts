import type { AppInfo } from '@yanxiu/contract/app-info';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { searchAppInfo } from '@/features/app-info/app-info.public';
import { catalogueLoaded, currentLocale, storedLocale, switchLocale } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { applyPageIcon } from '@/shared/ui/tenant-icon';
import { keepAppInfo, keptAppInfo } from './app-info-cache';
import { checkToken, fetchTeacherInfo } from './session-calls';

// The start-up calls of spec 4 (app info, then the token check and the teacher's information), each made once per
// page load. The entry module begins them before React renders, so they run while the first page's chunks download
// instead of after them (issue 19: they were the last links of a chain HTML -> JS -> chunks -> app info -> session).

let appInfoCall: Promise<AppInfo | null> | undefined;
let earlyTeacherInfo: { userId: string; promise: Promise<TeacherInfo | null> } | undefined;
// The tenant (appId) the session's calls were made for this page load: the kept app info and the search's answer
// usually name the same one, and the calls are made once.
let sessionCallsFor: string | undefined;

/** The token check and the teacher's information, once per page load and tenant, when a session is stored. */
function startSessionCalls(appInfo: AppInfo): void {
  const loginInfo = sessionStore.getState().loginInfo;
  if (!loginInfo || sessionCallsFor === appInfo.appId) return;
  sessionCallsFor = appInfo.appId;
  const params = new URLSearchParams(window.location.search);
  // A quick-login link (jti, rpcid) replaces the stored session, so that one is not checked.
  if (!params.has('jti') && !params.has('rpcid')) checkToken().catch(() => undefined);
  earlyTeacherInfo = { userId: loginInfo.userId, promise: fetchTeacherInfo() };
}

// The app info applied last: a kept one still waiting for its language's texts does not replace the search's answer.
let appInfoTurn = 0;

/** What the tenant's app info starts: the interface language first (so the page renders once, in it), then the session's calls. */
function applyAppInfo(appInfo: AppInfo | null): void {
  const turn = ++appInfoTurn;
  const show = () => {
    if (turn !== appInfoTurn) return;
    sessionStore.setAppInfo(appInfo, appInfo ? 'ready' : 'failed');
    applyPageIcon(appInfo?.loginLogo);
    if (appInfo) startSessionCalls(appInfo);
  };
  const locale = appInfo && !storedLocale() ? appInfo.defaultLocale : undefined;
  if (!locale || catalogueLoaded(locale)) {
    // Texts at hand: the language changes at once, before the page renders with the app info.
    if (locale && locale !== currentLocale()) void switchLocale(locale);
    show();
    return;
  }
  // The tenant's language is fetched first; a failed fetch shows as the route error page (shared/i18n/catalogue-failure.ts).
  void switchLocale(locale)
    .catch(() => undefined)
    .then(show);
}

/**
 * App info for this page load: searched once, whoever asks first (the entry module, or start-up in tests). A returning
 * visitor's page starts at once from what the last load received (app-info-cache.ts); the search's answer replaces it
 * when it differs, and stands in for it if the search fails.
 */
export function loadAppInfoOnce(): Promise<AppInfo | null> {
  if (appInfoCall) return appInfoCall;
  const hostname = window.location.hostname;
  const kept = keptAppInfo(hostname);
  if (kept) applyAppInfo(kept);
  appInfoCall = searchAppInfo().then(
    (appInfo) => {
      keepAppInfo(hostname, appInfo);
      if (JSON.stringify(appInfo) !== JSON.stringify(kept)) applyAppInfo(appInfo);
      return appInfo;
    },
    (error: unknown) => {
      if (kept) return kept;
      throw error;
    },
  );
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
  appInfoTurn = 0;
  earlyTeacherInfo = undefined;
  sessionCallsFor = undefined;
}
