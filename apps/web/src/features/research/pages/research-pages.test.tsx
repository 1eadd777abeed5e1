import { ApiPaths } from '@yanxiu/contract/paths';
import type { ActivitySummary, SquarePage } from '@yanxiu/contract/research';
import type { DiscussionPage } from '@yanxiu/contract/research-interaction';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { DiscussionStage } from '../components/stages/DiscussionStage';
import ActivitySquarePage from './ActivitySquarePage';
import CheckInPage from './CheckInPage';

beforeEach(async () => {
  await signInWith(['teacher']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const activity = (id: number, title: string): ActivitySummary => ({
  id,
  kind: 'observation',
  title,
  coverFileId: null,
  organiserName: '初中数学教研组',
  organiserGroupId: 3,
  mode: 'offline',
  place: '302 会议室',
  startsAt: '2026-12-01T06:00:00.000Z',
  endsAt: '2026-12-01T08:00:00.000Z',
  audience: 'open',
  sectionCodes: [],
  subjectCodes: [],
  capacity: 30,
  seatsTaken: 12,
  creditHours: 2,
  state: 'published',
  joined: false,
});

describe('the activity square', () => {
  test('filters from the URL go to the server as China-time instants; "more" reads the next page by its cursor', async () => {
    const api = fakeApi((call) => {
      if (call.path !== ApiPaths.researchSquare) return undefined;
      return (
        call.query.get('cursor')
          ? { records: [activity(2, '读书会')], nextCursor: null }
          : { records: [activity(1, '同课异构观课')], nextCursor: 'c1' }
      ) satisfies SquarePage;
    });
    renderAt('/research/Activity', <ActivitySquarePage />, '/research/Activity?kind=observation&from=2026-12-01&to=2026-12-31&state=draft');
    // The first render loads antd's grid and selects: slow on a busy machine.
    expect(await screen.findByRole('link', { name: '同课异构观课' }, { timeout: 10_000 })).toBeTruthy();
    const first = api.of(ApiPaths.researchSquare)[0]!.query;
    expect([first.get('kind'), first.get('from'), first.get('to'), first.get('state'), first.get('cursor')]).toEqual([
      'observation',
      '2026-12-01T00:00:00+08:00',
      '2026-12-31T23:59:59+08:00',
      null,
      null,
    ]);
    expect(screen.getByText('已报名 12 / 30 人 · 2 学时')).toBeTruthy();
    fireEvent.click(screen.getByTestId('square-more'));
    expect(await screen.findByRole('link', { name: '读书会' })).toBeTruthy();
    expect(api.of(ApiPaths.researchSquare).at(-1)!.query.get('cursor')).toBe('c1');
    expect(screen.getByRole('link', { name: '同课异构观课' })).toBeTruthy();
    expect(screen.queryByTestId('square-more')).toBeNull();
  });

  test('nothing matching says so', async () => {
    fakeApi((call) => (call.path === ApiPaths.researchSquare ? ({ records: [], nextCursor: null } satisfies SquarePage) : undefined));
    renderAt('/research/Activity', <ActivitySquarePage />, '/research/Activity?keyword=none');
    expect(await screen.findByTestId('square-empty', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('the check-in page a QR code opens', () => {
  test('posts the scanned code once and says the check-in is done', async () => {
    const api = fakeApi((call) =>
      call.path === ApiPaths.researchCheckIn ? { activityId: 8, attendedAt: '2026-12-01T06:05:00.000Z' } : undefined,
    );
    renderAt('/research/checkIn/:id', <CheckInPage />, '/research/checkIn/8?code=abc_DEF-1');
    expect(await screen.findByTestId('check-in-done')).toBeTruthy();
    expect(api.of(ApiPaths.researchCheckIn).map((call) => call.body)).toEqual([{ activityId: 8, code: 'abc_DEF-1' }]);
  });

  test("a stale code's refusal is said in place, with the server's reason", async () => {
    fakeApi((call) => (call.path === ApiPaths.researchCheckIn ? refusal(400, 4852, '签到码已过期，请扫描屏幕上的新二维码') : undefined));
    renderAt('/research/checkIn/:id', <CheckInPage />, '/research/checkIn/8?code=old');
    expect(await screen.findByTestId('check-in-refused')).toBeTruthy();
    expect(screen.getByText('签到码已过期，请扫描屏幕上的新二维码')).toBeTruthy();
  });

  test('a link without a usable code posts nothing', async () => {
    const api = fakeApi(() => undefined);
    renderAt('/research/checkIn/:id', <CheckInPage />, '/research/checkIn/8?code=%3Cscript%3E');
    expect(await screen.findByTestId('check-in-bad-link')).toBeTruthy();
    await waitFor(() => expect(api.of(ApiPaths.researchCheckIn)).toEqual([]));
  });
});

/** A stand-in XMLHttpRequest (uploads go through XHR for their progress) the test answers by hand. */
class FakeXhr {
  static last: FakeXhr;
  url = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {}
  abort() {
    this.onabort?.();
  }
}

describe('a discussion stage on the activity page', () => {
  test('a post with an attachment sends its file id; attachments on posts are download buttons', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const author = { userId: 5, name: '王芳', orgName: '实验中学' };
    const page: DiscussionPage = {
      threads: [
        {
          id: 1,
          parentId: null,
          author,
          text: '教学设计见附件',
          attachments: [{ id: '2b6d9f3f-9b54-4a1f-8e66-4d2f9a7b2c31', name: '设计.pdf', contentType: 'application/pdf', size: 8 }],
          mentions: [],
          pinned: false,
          hidden: false,
          createdAt: '2026-12-01T06:00:00.000Z',
          replies: [],
          replyCount: 0,
        },
      ],
      nextCursor: null,
      canModerate: false,
    };
    const api = fakeApi((call) =>
      call.path === ApiPaths.researchPosts ? page : call.path === ApiPaths.researchCreatePost ? { ...page.threads[0], id: 2 } : undefined,
    );
    renderAt('/research/activity/:id', <DiscussionStage stageId={4} activityId={8} canPost people={[]} />, '/research/activity/8');
    expect(await screen.findByRole('button', { name: '下载 设计.pdf' }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '发表您的观点' }), { target: { value: '我的观课记录' } });
    const input = screen.getByTestId('new-post').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], '记录.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(FakeXhr.last?.url).toContain('purpose=evidence'));
    const stored = { id: '1c6d9f3f-9b54-4a1f-8e66-4d2f9a7b2c31', name: '记录.pdf', contentType: 'application/pdf', size: 8 };
    act(() => {
      FakeXhr.last.status = 200;
      FakeXhr.last.responseText = JSON.stringify({ code: 0, msg: 'ok', data: stored });
      FakeXhr.last.onload?.();
    });
    await waitFor(() => expect((screen.getByTestId('new-post-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('new-post-submit'));
    await waitFor(() =>
      expect(api.of(ApiPaths.researchCreatePost).map((call) => call.body)).toEqual([
        { stageId: 4, text: '我的观课记录', mentionUserIds: [], attachmentFileIds: [stored.id] },
      ]),
    );
  });
});
