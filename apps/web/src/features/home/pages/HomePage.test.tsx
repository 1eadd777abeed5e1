import { ContinueLearningPaths } from '@yanxiu/contract/learning-continue-paths';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { RoleCode } from '@yanxiu/contract/roles';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import type { TodoListPage } from '@yanxiu/contract/todo';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { fakeApi, refusal, type Call } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import HomePage from './HomePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODO: TodoListPage = {
  records: [
    {
      kind: 'learning.declaration',
      id: '3',
      params: { applicant: '王芳', step: 'school' },
      link: '/manage/declarations',
      since: '2026-11-20T02:00:00.000Z',
    },
  ],
  total: 2,
  current: 1,
  size: 5,
  counts: [
    { kind: 'learning.declaration', count: 1 },
    { kind: 'backbone.review', count: 1 },
  ],
};
const UNIT = {
  records: [],
  total: 40,
  current: 1,
  size: 1,
  year: 2026,
  requiredHours: 72,
  summary: { teachers: 40, behind: 7, participating: 31, hoursMedian: 52.5, phases: [] },
  ladder: [],
};

async function signIn(roles: RoleCode[], isTeacher = true) {
  await signInWith(roles);
  const info: TeacherInfo = {
    userId: '7',
    username: 'u',
    name: '李老师',
    gender: null,
    orgId: '2',
    orgName: '第一小学',
    orgLevel: '1',
    phone: null,
    roles,
    isTeacher,
    sectionCode: null,
    subjectCode: null,
    titleCode: null,
    phaseCode: null,
    teachingSinceYear: null,
    confirmed: true,
  };
  sessionStore.setTeacherInfo(info);
}

/** Answers the home page's own calls; the other features' panels get a refusal and show their own warnings. */
const NOTICE = {
  id: '4',
  title: '关于寒假安全的通知',
  summary: '',
  publisherUnitName: '演示区教育局',
  publishAt: '2026-11-24T01:00:00.000Z',
  expiresAt: null,
  pinned: false,
  requiresAck: false,
  read: false,
  acknowledged: false,
};
const answering = (todo: (call: Call) => unknown, unit: (call: Call) => unknown = () => UNIT) =>
  fakeApi((call) => {
    if (call.path === ApiPaths.todoList) return todo(call);
    if (call.path === ApiPaths.portraitManage) return unit(call);
    if (call.path === ApiPaths.noticeUnread) return { unread: 1, hadRead: false };
    if (call.path === ApiPaths.noticeList)
      return { records: [NOTICE, { ...NOTICE, id: '3', title: '已读的通知', read: true }], total: 2, current: 1, size: 5 };
    return refusal(500, 5000, '服务器开小差了');
  });

describe('the home dashboard', () => {
  test('a teacher sees how many things wait and the oldest ones, linked, and no unit figures', async () => {
    await signIn(['teacher']);
    const api = answering(() => TODO);
    renderAt('/home', <HomePage />, '/home');
    const card = await screen.findByTestId('todo-preview');
    await within(card).findByText('2 项待办');
    expect(within(card).getByRole('link', { name: '王芳 申报的学时等待学校审核' }).getAttribute('href')).toBe('/manage/declarations');
    expect(within(card).getByRole('link', { name: '查看全部待办' }).getAttribute('href')).toBe('/my/todoList');
    expect(Object.fromEntries(api.of(ApiPaths.todoList)[0]!.query)).toMatchObject({ current: '1', size: '5' });
    // The cards below the to-dos render one after another (issue 19): the hours come after where staff see their unit's figures.
    expect(await screen.findByRole('region', { name: '本年度学时' })).not.toBeNull();
    expect(screen.queryByTestId('unit-figures-card')).toBeNull();
    expect(api.of(ApiPaths.portraitManage)).toHaveLength(0);
    // Unread notices, through the notices feature's card.
    const notices = screen.getByTestId('home-unread-notices');
    await within(notices).findByText('关于寒假安全的通知');
    expect(notices.textContent).toContain('1 条未读');
    expect(within(notices).queryByText('已读的通知')).toBeNull();
  });

  test('staff see a link per queue and their unit’s figures', async () => {
    await signIn(['teacher', 'school_admin']);
    answering(() => TODO);
    renderAt('/home', <HomePage />, '/home');
    const kinds = await screen.findByTestId('todo-preview-kinds');
    expect(
      within(kinds)
        .getByRole('link', { name: /骨干教师认定审核/ })
        .getAttribute('href'),
    ).toBe('/my/todoList?kind=backbone.review');
    const figures = await screen.findByTestId('unit-figures');
    expect(figures.textContent).toContain('教师人数40');
    expect(figures.textContent).toContain('学时未达标7');
    expect(figures.textContent).toContain('52.5');
  });

  test('says when nothing waits, and when the reads fail offers a retry and a warning', async () => {
    await signIn(['school_admin'], false);
    answering(() => ({ records: [], total: 0, current: 1, size: 5, counts: [] }));
    renderAt('/home', <HomePage />, '/home');
    expect((await screen.findByTestId('todo-preview-empty')).textContent).toContain('暂时没有需要您处理的事项');
    cleanup();

    answering(
      () => refusal(500, 5000, '服务器开小差了'),
      () => refusal(500, 5000, '服务器开小差了'),
    );
    renderAt('/home', <HomePage />, '/home');
    await within(await screen.findByTestId('todo-preview')).findByRole('button', { name: /重\s*试/ });
    await screen.findByText('暂时无法获取本单位数据');
  });

  test('a teacher is offered the lesson to continue and what is due; staff who do not teach are not', async () => {
    await signIn(['teacher']);
    const programme = { id: 42, title: '小学数学大单元教学设计', kind: 'common' as const, studioId: null };
    const api = fakeApi((call) => {
      if (call.path === ContinueLearningPaths.learningContinue)
        return {
          points: [
            {
              programme,
              unitId: 501,
              unitTitle: '第三讲',
              unitKind: 'video',
              positionSeconds: 75,
              durationSeconds: 600,
              lastWatchedAt: '2026-11-28T12:00:00.000Z',
            },
          ],
          due: [
            { kind: 'programme', id: 42, title: programme.title, dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), programme },
          ],
        };
      return refusal(500, 5000, '服务器开小差了');
    });
    renderAt('/home', <HomePage />, '/home');
    const card = await screen.findByTestId('continue-point');
    expect(
      within(card)
        .getByRole('link', { name: /继续学习/ })
        .getAttribute('href'),
    ).toBe('/videoPlay?unitId=501&programmeId=42&t=75');
    const due = await screen.findByTestId('due-item');
    expect(within(due).getByRole('link', { name: programme.title }).getAttribute('href')).toBe('/training/common/42');
    expect(api.of(ContinueLearningPaths.learningContinue).length).toBeGreaterThan(0);
    cleanup();

    await signIn(['school_admin'], false);
    answering(() => TODO);
    renderAt('/home', <HomePage />, '/home');
    await screen.findByTestId('unit-figures');
    expect(screen.queryByTestId('home-continue')).toBeNull();
    expect(screen.queryByTestId('home-due')).toBeNull();
  });

  test('shows the to-do card loading while the list is read', async () => {
    await signIn(['teacher']);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt('/home', <HomePage />, '/home');
    await screen.findByTestId('todo-preview-loading');
  });

  test("asks for the to-do list at once, before the teacher's information has arrived", async () => {
    // Signed out first, so no teacher's information is left from the tests before.
    sessionStore.setLoginInfo(null);
    await signInWith(['teacher']);
    sessionStore.teacherInfoLoading();
    expect(sessionStore.getState().teacherInfo).toBeNull();
    const api = answering(() => TODO);
    renderAt('/home', <HomePage />, '/home');
    await waitFor(() => expect(api.of(ApiPaths.todoList)).toHaveLength(1));
    expect(screen.queryByTestId('todo-preview-loading')).toBeNull();
    await signIn(['teacher']);
    await screen.findByText('王芳', { exact: false });
  });
});
