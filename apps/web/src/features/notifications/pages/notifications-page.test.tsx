import type { NotificationItem, NotificationPage } from '@yanxiu/contract/notifications';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import NotificationsPage from './NotificationsPage';

beforeEach(async () => {
  await signInWith(['teacher']);
});
afterEach(async () => {
  await changeLocale('zh-CN');
  cleanup();
  vi.unstubAllGlobals();
});

const item = (change: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 7,
  kind: 'review.approved',
  params: { workflow: 'development', title: '专业发展申请 / Development application' },
  link: '/my/todoList',
  createdAt: '2026-11-25T02:00:00.000Z',
  read: false,
  ...change,
});
const PREFERENCES = {
  email: { enabled: false, address: '' },
  wechat: { enabled: false, address: '' },
  available: { email: true, wechat: false },
};
const page = (records: NotificationItem[], unread: number): NotificationPage => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  unread,
});

describe('/my/notification', () => {
  test("renders each notification from its kind in the reader's language, links to the object, marks read and all read", async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.notificationList)
        return page(
          [item(), item({ id: 8, kind: 'certificate.issued', params: { title: '优秀教师' }, link: '/my/certificate', read: true })],
          1,
        );
      if (call.path === ApiPaths.notificationMarkRead || call.path === ApiPaths.notificationMarkAllRead) return { marked: 1, unread: 0 };
      if (call.path === ApiPaths.notificationPreferences || call.path === ApiPaths.notificationSavePreferences) return PREFERENCES;
      return undefined;
    });
    renderAt('/my/notification', <NotificationsPage />, '/my/notification');
    expect(await screen.findByText('您的申请已通过：专业发展申请')).toBeTruthy();
    expect(screen.getByText('证书已颁发：优秀教师')).toBeTruthy();
    expect(screen.getByText('1 条未读')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '查看' })[1]!.getAttribute('href')).toBe('/my/certificate');
    fireEvent.click(screen.getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(api.of(ApiPaths.notificationMarkRead)[0]?.body).toEqual({ ids: [7] }));
    fireEvent.click(screen.getByTestId('notification-mark-all'));
    await waitFor(() => expect(api.of(ApiPaths.notificationMarkAllRead)).toHaveLength(1));
  });

  test('words a topic review’s outcome by its kind: an application approved (立项), a stage filing accepted, a conclusion concluded (结题)', async () => {
    const topicItem = (id: number, workflow: string, kind: NotificationItem['kind']) =>
      item({ id, kind, params: { workflow, title: workflow, subjectId: '12' }, link: '/scientific/myTopic' });
    fakeApi((call) => {
      if (call.path === ApiPaths.notificationList)
        return page(
          [
            topicItem(1, 'topic', 'review.approved'),
            topicItem(2, 'topic-stage', 'review.approved'),
            topicItem(3, 'topic-conclusion', 'review.approved'),
            topicItem(4, 'topic-conclusion', 'review.rejected'),
          ],
          4,
        );
      if (call.path === ApiPaths.notificationPreferences) return PREFERENCES;
      return undefined;
    });
    renderAt('/my/notification', <NotificationsPage />, '/my/notification');
    expect(await screen.findByText('您的课题申报已通过评审，课题已立项')).toBeTruthy();
    expect(screen.getByText('您提交的课题阶段材料已通过审核')).toBeTruthy();
    expect(screen.getByText('您的课题已通过结题鉴定，课题已结题')).toBeTruthy();
    expect(screen.getByText('您的课题未通过结题鉴定，未能结题')).toBeTruthy();
    expect(screen.queryByText(/课题结题$/)).toBeNull();
  });

  test('hours credited and a selection’s results read in words, counted by the plural form and the day as the language writes it', async () => {
    fakeApi((call) => {
      if (call.path === ApiPaths.notificationList)
        return page(
          [
            item({ id: 1, kind: 'hours.credited', params: { title: '教研活动：单元作业设计', count: 1 }, link: '/studyTime' }),
            item({ id: 2, kind: 'hours.credited', params: { title: '学时申报：区级公开课', count: 2.5 }, link: '/studyTime' }),
            item({
              id: 3,
              kind: 'selection.publicity',
              params: { title: '优秀教学设计', noticeEndsOn: '2026-12-10' },
              link: '/my/selection',
            }),
            item({ id: 4, kind: 'selection.final', params: { title: '优秀教学设计' }, link: '/my/selection' }),
          ],
          4,
        );
      if (call.path === ApiPaths.notificationPreferences) return PREFERENCES;
      return undefined;
    });
    renderAt('/my/notification', <NotificationsPage />, '/my/notification');
    expect(await screen.findByText('已为您计入 1 学时：教研活动：单元作业设计')).toBeTruthy();
    expect(screen.getByText('已为您计入 2.5 学时：学时申报：区级公开课')).toBeTruthy();
    expect(screen.getByText('评选“优秀教学设计”的结果已公示，公示期至 2026-12-10')).toBeTruthy();
    expect(screen.getByText('评选“优秀教学设计”的结果已确定')).toBeTruthy();

    await act(() => changeLocale('en-US'));
    expect(await screen.findByText('1 learning hour credited to you: 教研活动：单元作业设计')).toBeTruthy();
    expect(screen.getByText('2.5 learning hours credited to you: 学时申报：区级公开课')).toBeTruthy();
    expect(screen.getByText('The results of the selection “优秀教学设计” are on public notice until Dec 10, 2026')).toBeTruthy();
    expect(screen.getByText('The results of the selection “优秀教学设计” are final')).toBeTruthy();
  });

  test('an issued folder reads as the folder and its file count, issued or reminded, never as its first file (issue 39)', async () => {
    const folder = { title: '学期计划', count: 3, context: 'folder' };
    fakeApi((call) => {
      if (call.path === ApiPaths.notificationList)
        return page(
          [
            item({ id: 1, kind: 'resource.issued', params: folder, link: '/disk/received?id=5' }),
            item({ id: 2, kind: 'resource.reminder', params: { ...folder, count: 1 }, link: '/disk/received?id=5' }),
          ],
          2,
        );
      if (call.path === ApiPaths.notificationPreferences) return PREFERENCES;
      return undefined;
    });
    renderAt('/my/notification', <NotificationsPage />, '/my/notification');
    expect(await screen.findByText('已向您下发文件夹：学期计划（3 个文件）')).toBeTruthy();
    expect(screen.getByText('提醒：请查看下发的文件夹 学期计划（1 个文件）')).toBeTruthy();
    await act(() => changeLocale('en-US'));
    expect(await screen.findByText('A folder was issued to you: 学期计划 (3 files)')).toBeTruthy();
    expect(screen.getByText('Reminder: please see the folder issued to you: 学期计划 (1 file)')).toBeTruthy();
  });

  test('saves the e-mail channel with its address; a channel the platform does not offer cannot be switched on', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.notificationList) return page([], 0);
      if (call.path === ApiPaths.notificationPreferences || call.path === ApiPaths.notificationSavePreferences) return PREFERENCES;
      return undefined;
    });
    renderAt('/my/notification', <NotificationsPage />, '/my/notification');
    const email = await screen.findByRole('switch', { name: '邮件' });
    expect((screen.getByRole('switch', { name: '微信模板消息' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(email);
    fireEvent.change(screen.getByLabelText('邮箱地址'), { target: { value: 'teacher@school.test' } });
    fireEvent.click(screen.getByTestId('notification-channels-save'));
    await waitFor(() =>
      expect(api.of(ApiPaths.notificationSavePreferences)[0]?.body).toEqual({
        email: { enabled: true, address: 'teacher@school.test' },
        wechat: { enabled: false, address: '' },
      }),
    );
  });

  test('filters by unread and shows the empty state, and an error with a retry', async () => {
    let fail = false;
    const api = fakeApi((call) => {
      if (call.path !== ApiPaths.notificationList) return undefined;
      if (fail) return refusal(500, 5000, 'boom');
      return page([], 0);
    });
    renderAt('/my/notification', <NotificationsPage />, '/my/notification');
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '只看未读' }));
    await waitFor(() => expect(api.of(ApiPaths.notificationList).at(-1)?.query.get('unread')).toBe('true'));
    expect(await screen.findByText('没有未读消息')).toBeTruthy();
    fail = true;
    fireEvent.click(screen.getByRole('checkbox', { name: '只看未读' }));
    expect(await screen.findByRole('button', { name: /重试|重 试|Retry/ })).toBeTruthy();
  });

  test('opening a notification marks what the app read before as stale, so the page it opens shows the change it announces', async () => {
    fakeApi((call) => {
      if (call.path === ApiPaths.notificationList) return page([item({ link: '/training/common/3' })], 1);
      if (call.path === ApiPaths.notificationMarkRead) return { marked: 1, unread: 0 };
      if (call.path === ApiPaths.notificationPreferences) return PREFERENCES;
      return undefined;
    });
    const { client } = renderAt('/my/notification', <NotificationsPage />, '/my/notification');
    // What the programme page read before the lecturer answered.
    client.setQueryData(['courseDiscussion', 'programme', 3, 'questions'], { records: [] });
    fireEvent.click(await screen.findByRole('link', { name: '查看' }));
    await screen.findByTestId('elsewhere');
    expect(client.getQueryState(['courseDiscussion', 'programme', 3, 'questions'])?.isInvalidated).toBe(true);
  });
});
