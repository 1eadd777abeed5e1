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

let state: SessionState = {
  appInfoStatus: 'loading',
  appInfo: null,
  loginInfo: readStoredLoginInfo(),
  teacherInfo: null,
  teacherInfoStatus: 'idle',
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
      update({ loginInfo });
      return;
    }
    window.localStorage.removeItem(STORAGE_KEYS.loginInfo);
    window.localStorage.removeItem(STORAGE_KEYS.menuConfig);
    update({ loginInfo: null, teacherInfo: null, teacherInfoStatus: 'idle' });
    const here = currentAppPath();
    if (!isLoginPath(here)) navigate(`/login?redirect=${encodeURIComponent(here + window.location.search)}`);
  },
  teacherInfoLoading(): void {
    update({ teacherInfoStatus: 'loading' });
  },
  setTeacherInfo(teacherInfo: TeacherInfo | null): void {
    update({ teacherInfo, teacherInfoStatus: teacherInfo ? 'ready' : 'failed' });
  },
  /** Re-reads storage (tests, and another tab signing in or out). */
  reload(): void {
    update({ loginInfo: readStoredLoginInfo() });
  },
};

/** Subscribes a component to a slice of the session. */
export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.getState()));
}
