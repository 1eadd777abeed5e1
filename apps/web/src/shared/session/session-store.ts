import type { LoginInfo } from '@yanxiu/contract/auth';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import type { AppInfo } from '@yanxiu/contract/app-info';
import { useSyncExternalStore } from 'react';
import { currentAppPath, isLoginPath, isSelectionApplyPath, navigate } from './navigation';
import { STORAGE_KEYS } from '../config/storage-keys';

/** The only global client state (the guide): who is signed in, which tenant, and the teacher's information. */
export type SessionState = {
  /** 'loading' until the first app-info fetch ends; 'failed' keeps appInfo null (spec 4). */
  appInfoStatus: 'loading' | 'ready' | 'failed';
  appInfo: AppInfo | null;
  loginInfo: LoginInfo | null;
  teacherInfo: TeacherInfo | null;
  /** Whether teacher information is being fetched, has arrived, or could not be had (null data, spec 7). */
  teacherInfoStatus: 'idle' | 'loading' | 'ready' | 'failed';
};

function readStoredLoginInfo(): LoginInfo | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.loginInfo);
    return raw ? (JSON.parse(raw) as LoginInfo) : null;
  } catch {
    return null;
  }
}

type KeptTeacherInfo = { userId: string; teacherInfo: TeacherInfo };

/**
 * The teacher's information the last page load received, when it is the stored session's user's: the signed-in pages
 * render with it at once, and this load's answer replaces it. Waiting for it held every signed-in page's first screen
 * for a round trip after the scripts had arrived (issue 19: on a phone, /home's cards asked for their data only then).
 */
function readKeptTeacherInfo(loginInfo: LoginInfo | null): TeacherInfo | null {
  if (!loginInfo) return null;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.teacherInfo);
    const kept = raw ? (JSON.parse(raw) as KeptTeacherInfo) : null;
    return kept?.userId === loginInfo.userId ? kept.teacherInfo : null;
  } catch {
    return null;
  }
}

/** Keeps the teacher's information for the next page load, only beside a stored session (not a page's memory-only one). */
function keepTeacherInfo(teacherInfo: TeacherInfo | null): void {
  const userId = readStoredLoginInfo()?.userId;
  if (teacherInfo && userId && userId === state.loginInfo?.userId) {
    const kept: KeptTeacherInfo = { userId, teacherInfo };
    window.localStorage.setItem(STORAGE_KEYS.teacherInfo, JSON.stringify(kept));
  } else window.localStorage.removeItem(STORAGE_KEYS.teacherInfo);
}

/** The session of `loginInfo` with the teacher information kept for its user, if any. */
function sessionOf(loginInfo: LoginInfo | null): Pick<SessionState, 'loginInfo' | 'teacherInfo' | 'teacherInfoStatus'> {
  const teacherInfo = readKeptTeacherInfo(loginInfo);
  return { loginInfo, teacherInfo, teacherInfoStatus: teacherInfo ? 'ready' : 'idle' };
}

let state: SessionState = {
  appInfoStatus: 'loading',
  appInfo: null,
  ...sessionOf(readStoredLoginInfo()),
};
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setAppInfo(appInfo: AppInfo | null, status: 'ready' | 'failed'): void {
    update({ appInfo, appInfoStatus: status });
  },
  /**
   * Spec 4: a value is stored (except on the selection-apply page); null removes login info and menu config,
   * drops the teacher information and goes to the login page unless already there.
   */
  setLoginInfo(loginInfo: LoginInfo | null): void {
    if (loginInfo) {
      if (!isSelectionApplyPath(currentAppPath())) window.localStorage.setItem(STORAGE_KEYS.loginInfo, JSON.stringify(loginInfo));
      // Someone else's information is not shown while this user's is fetched.
      update(loginInfo.userId === state.loginInfo?.userId ? { loginInfo } : sessionOf(loginInfo));
      return;
    }
    window.localStorage.removeItem(STORAGE_KEYS.loginInfo);
    window.localStorage.removeItem(STORAGE_KEYS.menuConfig);
    window.localStorage.removeItem(STORAGE_KEYS.teacherInfo);
    update({ loginInfo: null, teacherInfo: null, teacherInfoStatus: 'idle' });
    const here = currentAppPath();
    if (!isLoginPath(here)) navigate(`/login?redirect=${encodeURIComponent(here + window.location.search)}`);
  },
  /** Information already shown (kept from the last load) stays shown, and 'ready', while it is fetched again. */
  teacherInfoLoading(): void {
    if (!state.teacherInfo) update({ teacherInfoStatus: 'loading' });
  },
  /**
   * This load's answer. The same as what is shown changes nothing: every page reading the session would render again,
   * at once and in one task (the layout and all of /home's cards: a long task on a phone).
   */
  setTeacherInfo(teacherInfo: TeacherInfo | null): void {
    keepTeacherInfo(teacherInfo);
    if (teacherInfo && state.teacherInfoStatus === 'ready' && JSON.stringify(teacherInfo) === JSON.stringify(state.teacherInfo)) return;
    update({ teacherInfo, teacherInfoStatus: teacherInfo ? 'ready' : 'failed' });
  },
  /** Re-reads storage (tests, and another tab signing in or out). */
  reload(): void {
    const loginInfo = readStoredLoginInfo();
    update(loginInfo?.userId === state.loginInfo?.userId ? { loginInfo } : sessionOf(loginInfo));
  },
};

/** Subscribes a component to a slice of the session. */
export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.getState()));
}
