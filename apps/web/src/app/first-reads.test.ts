import { CorePaths } from '@yanxiu/contract/paths-core';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { signInWith } from '@/shared/testing/sign-in';
import { startFirstReads } from './first-reads';
import { createQueryClient } from './providers';

const teacher = { userId: '7', name: '王芳', isTeacher: true, roles: ['teacher'] } as unknown as TeacherInfo;

/** What start-up asks for at `address` (paths, in the order asked), and the query client holding the answers. */
async function readsAt(address: string) {
  history.replaceState(null, '', `/pc${address}`);
  const api = fakeApi((call) => (call.path === ApiPaths.notificationUnreadCount ? { count: 2 } : {}));
  const queryClient = createQueryClient();
  startFirstReads(queryClient);
  // Some reads start in a task of their own (a phone's main thread is not held by all of them at once).
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { paths: api.calls.map((call) => call.path), calls: api.calls, queryClient };
}

beforeEach(async () => {
  await signInWith(['teacher']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/pc/home');
});

describe('the first reads start-up begins before the page has loaded (issue 19)', () => {
  test("/home: every card's read a teacher's home page makes, and the bell's", async () => {
    sessionStore.setTeacherInfo(teacher);
    const { paths, queryClient } = await readsAt('/home');
    expect(new Set(paths)).toEqual(
      new Set([
        ApiPaths.todoList,
        ApiPaths.noticeUnread,
        ApiPaths.noticeList,
        CorePaths.findSubjectAndSection,
        CorePaths.findCodeByTypeCode,
        ApiPaths.learningHours,
        CorePaths.getTeacherCurrentPhase,
        ApiPaths.trainingHome,
        ApiPaths.notificationUnreadCount,
      ]),
    );
    expect(paths).not.toContain(ApiPaths.portraitManage);
    // Into the cache the cards read: the bell's count is there, answered.
    expect(queryClient.getQueryData(['notifications', 'unread'])).toBe(2);
  });

  test("/home without the teacher's information (a first visit): only what every user's page reads", async () => {
    sessionStore.setTeacherInfo(null);
    const { paths } = await readsAt('/home');
    expect(paths).toContain(ApiPaths.todoList);
    expect(paths).not.toContain(ApiPaths.learningHours);
    expect(paths).not.toContain(CorePaths.getTeacherCurrentPhase);
  });

  test("/studyTime: the hours its address names; the caller's declarations only on the caller's own hours", async () => {
    const own = await readsAt('/studyTime?year=2025');
    expect(own.calls.find((call) => call.path === ApiPaths.learningHours)?.query.get('year')).toBe('2025');
    expect(own.paths).toContain(ApiPaths.learningDeclarations);
    vi.unstubAllGlobals();
    const someoneElse = await readsAt('/studyTime?userId=9');
    expect(someoneElse.calls.find((call) => call.path === ApiPaths.learningHours)?.query.get('userId')).toBe('9');
    expect(someoneElse.paths).not.toContain(ApiPaths.learningDeclarations);
  });

  test('a training catalogue: its page of programmes with the filters in its address, and the sections', async () => {
    const { calls, paths } = await readsAt('/training/fusion?keyword=数学');
    const catalogue = calls.find((call) => call.path === ApiPaths.trainingCatalogue);
    expect(catalogue?.query.get('kind')).toBe('fusion');
    expect(catalogue?.query.get('keyword')).toBe('数学');
    expect(paths).toContain(CorePaths.findSubjectAndSection);
  });

  test("another signed-in page: the bell's count alone; an address outside the layout: nothing", async () => {
    expect((await readsAt('/training/common/12')).paths).toEqual([ApiPaths.notificationUnreadCount]);
    vi.unstubAllGlobals();
    expect((await readsAt('/verify/abc')).paths).toEqual([]);
  });

  test('nothing for a session that must first confirm its information, nor without a known tenant', async () => {
    sessionStore.setLoginInfo({ ...sessionStore.getState().loginInfo!, needConfirm: true });
    expect((await readsAt('/home')).paths).toEqual([]);
    vi.unstubAllGlobals();
    await signInWith(['teacher']);
    sessionStore.setAppInfo(null, 'failed');
    expect((await readsAt('/home')).paths).toEqual([]);
  });
});
