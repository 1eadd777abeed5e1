import { ApiPaths } from '@yanxiu/contract/paths';
import type { ModerationItem } from '@yanxiu/contract/training-discussion';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import CourseModerationPage from './CourseModerationPage';
import { fakeApi, renderAt, signInAs } from '../../training.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item: ModerationItem = {
  target: 'post',
  id: 11,
  courseType: 'programme',
  courseId: 42,
  courseTitle: '课堂提问的艺术',
  author: { userId: 7, name: '王芳', orgName: '示范区第一实验小学' },
  text: '广告：<a>点这里</a>',
  stars: null,
  kind: 'question',
  reportCount: 2,
  hidden: null,
  createdAt: '2026-11-21T02:00:00.000Z',
};

describe('/manage/courseDiscussion', () => {
  test('lists reported items first by default and hides one with a reason', async () => {
    await signInAs(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.courseModeration) return { records: [item], total: 1, current: 1, size: 10 };
      if (call.path === ApiPaths.courseModerate)
        return { target: 'post', id: 11, hidden: { reason: '广告', at: '2026-11-21T03:00:00.000Z' } };
      return undefined;
    });
    renderAt('/manage/courseDiscussion', <CourseModerationPage />, '/manage/courseDiscussion');
    const table = await screen.findByTestId('course-moderation');
    await within(table).findByText('课堂提问的艺术');
    expect(api.of(ApiPaths.courseModeration)[0]!.query.get('state')).toBe('reported');
    // The text is shown as typed; the date in China time.
    expect(within(table).getByText('广告：<a>点这里</a>')).toBeTruthy();
    expect(within(table).getByText('2026-11-21 10:00')).toBeTruthy();
    expect(within(table).getByText('2 次举报')).toBeTruthy();

    fireEvent.click(screen.getByTestId('course-moderation-hide-post-11'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('隐藏原因'), { target: { value: '广告' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '隐藏内容' }));
    await waitFor(() => expect(api.of(ApiPaths.courseModerate)).toHaveLength(1));
    expect(api.of(ApiPaths.courseModerate)[0]!.body).toEqual({ action: 'hide', target: 'post', id: 11, reason: '广告' });
  });

  test('is refused to a teacher', async () => {
    await signInAs(['teacher']);
    fakeApi(() => undefined);
    renderAt('/manage/courseDiscussion', <CourseModerationPage />, '/manage/courseDiscussion');
    await screen.findByTestId('manage-forbidden');
  });
});
