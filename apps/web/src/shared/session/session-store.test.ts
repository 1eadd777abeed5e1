import type { LoginInfo } from '@yanxiu/contract/auth';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { safeRedirect, setNavigator } from './navigation';
import { sessionStore } from './session-store';
import { STORAGE_KEYS } from '../config/storage-keys';

const loginInfo: LoginInfo = {
  userId: 'u-1',
  tokenId: '6f1c7c1e-2f4e-4c55-9d6a-0c8c1a1e2b3d',
  appId: 'yx110101',
  access_token: 'token-abc',
  token_type: 'Bearer',
  expiresAt: '2030-01-01T00:00:00.000Z',
  roles: ['teacher'],
  needConfirm: false,
};

const stored = () => localStorage.getItem(STORAGE_KEYS.loginInfo);
let navigations: string[];

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/pc/home');
  sessionStore.reload();
  navigations = [];
  setNavigator((path) => navigations.push(path));
});

describe('setting login info (spec 4)', () => {
  test('stores it in memory and in localStorage', () => {
    sessionStore.setLoginInfo(loginInfo);
    expect(sessionStore.getState().loginInfo).toEqual(loginInfo);
    expect(JSON.parse(stored() ?? 'null')).toEqual(loginInfo);
    expect(navigations).toEqual([]);
  });

  test.each(['/pc/mySelection/apply/123', '/pc/mySelection/apply/123/'])(
    'on the selection-apply page %s it is kept in memory only',
    (path) => {
      history.replaceState(null, '', path);
      sessionStore.setLoginInfo(loginInfo);
      expect(sessionStore.getState().loginInfo).toEqual(loginInfo);
      expect(stored()).toBeNull();
    },
  );

  test.each(['/pc/mySelection', '/pc/mySelection/apply', '/pc/mySelection/apply/123/edit'])(
    'on %s (not the apply page) it is stored',
    (path) => {
      history.replaceState(null, '', path);
      sessionStore.setLoginInfo(loginInfo);
      expect(JSON.parse(stored() ?? 'null')).toEqual(loginInfo);
    },
  );

  test('notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.setLoginInfo(loginInfo);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    sessionStore.setLoginInfo(loginInfo);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('clearing login info (spec 4)', () => {
  beforeEach(() => {
    sessionStore.setLoginInfo(loginInfo);
    localStorage.setItem(STORAGE_KEYS.menuConfig, '[]');
  });

  test('removes login info and menu config, drops the teacher and goes to login with a redirect back', () => {
    sessionStore.setTeacherInfo({ id: 't-1' } as unknown as TeacherInfo);
    history.replaceState(null, '', '/pc/personal/stage?applyId=9&x=a b');
    sessionStore.setLoginInfo(null);

    expect(sessionStore.getState()).toMatchObject({ loginInfo: null, teacherInfo: null, teacherInfoStatus: 'idle' });
    expect(stored()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menuConfig)).toBeNull();
    expect(navigations).toHaveLength(1);
    const target = new URL(navigations[0] ?? '', 'http://app.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirect')).toBe('/personal/stage?applyId=9&x=a%20b');
  });

  test.each(['/pc/login', '/pc/login/', '/pc/login/portal'])('on %s it does not navigate', (path) => {
    history.replaceState(null, '', path);
    sessionStore.setLoginInfo(null);
    expect(sessionStore.getState().loginInfo).toBeNull();
    expect(stored()).toBeNull();
    expect(navigations).toEqual([]);
  });

  test('on another page under /login it navigates', () => {
    history.replaceState(null, '', '/pc/loginHelp');
    sessionStore.setLoginInfo(null);
    expect(navigations).toEqual(['/login?redirect=%2FloginHelp']);
  });
});

describe('reading login info from storage', () => {
  test('reload picks up what another tab stored or removed', () => {
    localStorage.setItem(STORAGE_KEYS.loginInfo, JSON.stringify(loginInfo));
    sessionStore.reload();
    expect(sessionStore.getState().loginInfo).toEqual(loginInfo);

    localStorage.removeItem(STORAGE_KEYS.loginInfo);
    sessionStore.reload();
    expect(sessionStore.getState().loginInfo).toBeNull();
  });

  test('damaged storage reads as signed out', () => {
    localStorage.setItem(STORAGE_KEYS.loginInfo, '{not json');
    sessionStore.reload();
    expect(sessionStore.getState().loginInfo).toBeNull();
  });

  test('a fresh page load starts from the stored login info', async () => {
    localStorage.setItem(STORAGE_KEYS.loginInfo, JSON.stringify(loginInfo));
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.sessionStore.getState()).toMatchObject({ loginInfo, appInfo: null, appInfoStatus: 'loading', teacherInfoStatus: 'idle' });
  });
});

describe('teacher information', () => {
  test('loading, then ready with data or failed without', () => {
    sessionStore.teacherInfoLoading();
    expect(sessionStore.getState().teacherInfoStatus).toBe('loading');
    sessionStore.setTeacherInfo({ id: 't-1' } as unknown as TeacherInfo);
    expect(sessionStore.getState().teacherInfoStatus).toBe('ready');
    sessionStore.setTeacherInfo(null);
    expect(sessionStore.getState()).toMatchObject({ teacherInfo: null, teacherInfoStatus: 'failed' });
  });
});

describe('the teacher information kept for the next page load', () => {
  const teacher = { id: 't-1', name: '王芳' } as unknown as TeacherInfo;
  const freshLoad = async () => {
    vi.resetModules();
    return (await import('./session-store')).sessionStore.getState();
  };

  test("a page load starts from the stored user's information the last load received, until this load's arrives", async () => {
    sessionStore.setLoginInfo(loginInfo);
    sessionStore.setTeacherInfo(teacher);
    expect(await freshLoad()).toMatchObject({ loginInfo, teacherInfo: teacher, teacherInfoStatus: 'ready' });
  });

  test("nobody else's: another user's kept information is not shown", async () => {
    sessionStore.setLoginInfo(loginInfo);
    sessionStore.setTeacherInfo(teacher);
    localStorage.setItem(STORAGE_KEYS.loginInfo, JSON.stringify({ ...loginInfo, userId: 'u-2' }));
    expect(await freshLoad()).toMatchObject({ teacherInfo: null, teacherInfoStatus: 'idle' });
    sessionStore.reload();
    expect(sessionStore.getState()).toMatchObject({ teacherInfo: null, teacherInfoStatus: 'idle' });
  });

  test('signing out forgets it, and so does a load that could not have it', async () => {
    sessionStore.setLoginInfo(loginInfo);
    sessionStore.setTeacherInfo(teacher);
    sessionStore.setTeacherInfo(null);
    expect(localStorage.getItem(STORAGE_KEYS.teacherInfo)).toBeNull();
    sessionStore.setTeacherInfo(teacher);
    sessionStore.setLoginInfo(null);
    expect(localStorage.getItem(STORAGE_KEYS.teacherInfo)).toBeNull();
    expect(await freshLoad()).toMatchObject({ teacherInfo: null, teacherInfoStatus: 'idle' });
  });

  test('while it is fetched again it stays shown, and an unchanged answer changes nothing (no page renders again)', () => {
    sessionStore.setLoginInfo(loginInfo);
    sessionStore.setTeacherInfo(teacher);
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.teacherInfoLoading();
    sessionStore.setTeacherInfo({ ...teacher });
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ teacherInfo: teacher, teacherInfoStatus: 'ready' });
    sessionStore.setTeacherInfo({ ...teacher, name: '王芳芳' } as unknown as TeacherInfo);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().teacherInfo).toMatchObject({ name: '王芳芳' });
    unsubscribe();
  });

  test('a session kept in memory only (the selection-apply page) leaves nothing behind', () => {
    history.replaceState(null, '', '/pc/mySelection/apply/123');
    sessionStore.setLoginInfo({ ...loginInfo, userId: 'u-3' });
    sessionStore.setTeacherInfo(teacher);
    expect(localStorage.getItem(STORAGE_KEYS.teacherInfo)).toBeNull();
  });
});

describe('safeRedirect', () => {
  test('follows only paths inside the app, and not back to a finished page', () => {
    expect(safeRedirect('/account?tab=1')).toBe('/account?tab=1');
    expect(safeRedirect('//evil.example/x')).toBe('/home');
    // Browsers read a backslash as a slash: this is //evil.example.
    expect(safeRedirect('/\\evil.example')).toBe('/home');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('/teacherConfirm?redirect=%2F', '/teacherConfirm')).toBe('/home');
  });
});
