import type { NoticeDetail, NoticeListPage as NoticePage } from '@yanxiu/contract/notices';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import NoticeDetailPage from './NoticeDetailPage';
import NoticeListPage from './NoticeListPage';

beforeEach(async () => {
  await signInWith(['teacher']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = {
  id: 5,
  title: '期末教研安排',
  summary: '请各位老师按时参加。',
  publisherUnitName: '演示区教育委员会',
  publishAt: '2026-11-20T02:00:00.000Z',
  expiresAt: null,
  pinned: true,
  requiresAck: true,
  read: false,
  acknowledged: false,
};

describe('notice pages', () => {
  test('the list shows unread and acknowledgement tags, searches on the server and links to the detail', async () => {
    const api = fakeApi((call) =>
      call.path === ApiPaths.noticeList ? ({ records: [item], total: 1, current: 1, size: 10 } satisfies NoticePage) : undefined,
    );
    renderAt('/noticeList', <NoticeListPage />, '/noticeList');
    const link = await screen.findByRole('link', { name: '期末教研安排' });
    expect(link.getAttribute('href')).toBe('/noticeDetail?id=5');
    expect(screen.getByText('未读')).toBeTruthy();
    expect(screen.getByText('需确认')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('搜索通知'), { target: { value: '教研' } });
    fireEvent.keyDown(screen.getByLabelText('搜索通知'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.of(ApiPaths.noticeList).some((call) => call.query.get('keyword') === '教研')).toBe(true));
  });

  test('the detail shows the sanitised text and acknowledges once asked', async () => {
    let acknowledged: string | null = null;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.noticeDetail) {
        return {
          ...item,
          read: true,
          acknowledged: acknowledged !== null,
          bodyHtml: '<p>请<strong>按时</strong>参加。</p>',
          attachments: [],
          readAt: '2026-11-21T02:00:00.000Z',
          acknowledgedAt: acknowledged,
        } satisfies NoticeDetail;
      }
      if (call.path === ApiPaths.noticeAcknowledge) {
        acknowledged = '2026-11-21T03:00:00.000Z';
        return { id: 5, acknowledgedAt: acknowledged };
      }
      return { records: [], total: 0, current: 1, size: 10 };
    });
    renderAt('/noticeDetail', <NoticeDetailPage />, '/noticeDetail?id=5');
    expect((await screen.findByTestId('notice-body')).innerHTML).toBe('<p>请<strong>按时</strong>参加。</p>');
    fireEvent.click(screen.getByTestId('notice-acknowledge'));
    await screen.findByTestId('notice-acknowledged');
    expect(api.of(ApiPaths.noticeAcknowledge).map((call) => call.body)).toEqual([{ id: 5 }]);
  });

  test('a notice that is not the reader’s shows as missing', async () => {
    fakeApi(() => refusal(404, 4004, '请求的内容不存在'));
    renderAt('/noticeDetail', <NoticeDetailPage />, '/noticeDetail?id=9');
    await screen.findByTestId('notice-missing');
  });
});
