import { ApiPaths } from '@yanxiu/contract/paths';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { configure, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt, renderRoutes } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { reviewDetail } from './manage.fixtures';
import ReviewDetailPage from './ReviewDetailPage';
import ReviewQueuePage from './ReviewQueuePage';

// A loaded two-core run renders these antd forms slowly: waits allow 5 s, each test a minute.
configure({ asyncUtilTimeout: 5_000 });

let shown: Shown[];
beforeEach(async () => {
  shown = await signInWith(['school_admin']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emptyQueue = { records: [], total: 0, current: 1, size: 2, counts: { pending: 0, returned: 0, decided: 1 }, quota: [] };

describe('the school recommending within its quota', () => {
  test('shows the places used and left beside the application and its self scores', async () => {
    fakeApi((call) => (call.path === ApiPaths.selectionReviewDetail ? reviewDetail(1) : undefined));
    renderAt('/manage/selectionReview/:applyId', <ReviewDetailPage />, '/manage/selectionReview/501');
    const quota = await screen.findByTestId('quota-note');
    expect(quota.textContent).toContain('本校名额：已推荐 1 人，共 2 个名额');
    expect(quota.textContent).toContain('还剩 1 个名额');
    expect(screen.queryByTestId('quota-full')).toBeNull();
    expect(screen.getByText('扎根乡村十年')).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: '自评分' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: '9' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '推荐' })).toBeTruthy();
  }, 60_000);

  test("the quota's next recommendation is refused by the server and the page explains it, staying on the application", async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.selectionReviewDetail) return reviewDetail(2);
      if (call.path === ApiPaths.selectionReviewDecide) return refusal(409, ErrorCodes.SELECTION_QUOTA_FULL.code, '本校推荐名额已用完');
      if (call.path === ApiPaths.selectionReviewQueue) return emptyQueue;
      return undefined;
    });
    const view = renderAt('/manage/selectionReview/:applyId', <ReviewDetailPage />, '/manage/selectionReview/501');
    expect((await screen.findByTestId('quota-full')).textContent).toContain('本校名额已用完，再推荐将被拒绝');
    fireEvent.click(screen.getByTestId('decision-submit'));
    await waitFor(() => expect(api.of(ApiPaths.selectionReviewDecide)).toHaveLength(1));
    expect(api.of(ApiPaths.selectionReviewDecide)[0]!.body).toEqual({ applyId: 501, decision: 'approve' });
    expect((await screen.findByTestId('quota-refused')).textContent).toContain('可以先退回或不通过其他申报');
    expect(view.router.state.location.pathname).toBe('/manage/selectionReview/501');
    // Said once, on the page, not again as a toast.
    expect(shown.filter((entry) => entry.kind === 'error')).toEqual([]);
  }, 60_000);

  test('returning needs a comment; once decided it goes back to the queue when nothing else waits', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.selectionReviewDetail) return reviewDetail(0);
      if (call.path === ApiPaths.selectionReviewDecide)
        return { applyId: 501, prjId: 42, status: '5', stepCode: null, round: 1, version: 5, submittedAt: null };
      if (call.path === ApiPaths.selectionReviewQueue) return emptyQueue;
      return undefined;
    });
    const view = renderAt('/manage/selectionReview/:applyId', <ReviewDetailPage />, '/manage/selectionReview/501');
    fireEvent.click(await screen.findByRole('radio', { name: '退回修改' }));
    fireEvent.click(screen.getByTestId('decision-submit'));
    expect(await screen.findByText('退回修改时请写明需要修改的内容')).toBeTruthy();
    expect(api.of(ApiPaths.selectionReviewDecide)).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: '意见' }), { target: { value: '请补充获奖证书' } });
    fireEvent.click(screen.getByTestId('decision-submit'));
    await waitFor(() =>
      expect(api.of(ApiPaths.selectionReviewDecide)[0]?.body).toEqual({ applyId: 501, decision: 'return', comment: '请补充获奖证书' }),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/manage/selectionReview'));
    expect(shown).toContainEqual({ kind: 'success', text: '待审核的申报都已处理完' });
  }, 60_000);
});

describe('working through the queue', () => {
  const queueItem = (applyId: number, userName: string) => ({
    ...reviewDetail(0, { applyId, userName }),
    groupId: null,
    groupName: null,
  });

  test('opened from the queue filtered by project, a decision leads to the next application of that queue', async () => {
    const decided: number[] = [];
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.selectionReviewQueue) {
        const records = [queueItem(501, '李老师'), queueItem(502, '张老师')].filter((item) => !decided.includes(item.applyId));
        return {
          records,
          total: records.length,
          current: 1,
          size: 10,
          counts: { pending: records.length, returned: 0, decided: 0 },
          quota: [],
        };
      }
      if (call.path === ApiPaths.selectionReviewDetail) return reviewDetail(0, { applyId: Number(call.query.get('applyId')) });
      if (call.path === ApiPaths.selectionReviewDecide) {
        const { applyId } = call.body as { applyId: number };
        decided.push(applyId);
        return { applyId, prjId: 42, status: '4', stepCode: 'district', round: 1, version: 5, submittedAt: null };
      }
      if (call.path === ApiPaths.selectionManageProjects) return { records: [], total: 0, current: 1, size: 10 };
      return undefined;
    });
    const { router } = renderRoutes(
      [
        { path: '/manage/selectionReview', element: <ReviewQueuePage /> },
        { path: '/manage/selectionReview/:applyId', element: <ReviewDetailPage /> },
      ],
      '/manage/selectionReview?prjId=42',
    );
    fireEvent.click(await screen.findByTestId('review-open-501'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/selectionReview/501'));
    fireEvent.click(await screen.findByTestId('decision-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/selectionReview/502'));
    // The next one was asked of the same list: the queue under the project the reviewer had chosen.
    expect(api.of(ApiPaths.selectionReviewQueue).at(-1)!.query.get('prjId')).toBe('42');
    expect(shown).toContainEqual({ kind: 'success', text: '已推荐' });
    expect((await screen.findByTestId('back-to-queue')).getAttribute('href')).toBe('/manage/selectionReview?prjId=42');
  }, 60_000);
});
