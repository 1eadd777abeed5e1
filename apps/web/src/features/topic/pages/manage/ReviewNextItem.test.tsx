import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { reviewDetail, reviewItem } from './manage.fixtures';
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

describe('working through the topic queue', () => {
  test('opened from the queue of opening reports, each decision leads to the next of that queue, then back to it saying all is done', async () => {
    const decided: number[] = [];
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.topicReviewQueue) {
        const records = [reviewItem(601, { kind: 'opening' }), reviewItem(602, { kind: 'opening' })].filter(
          (item) => !decided.includes(item.reviewId),
        );
        return { records, total: records.length, current: 1, size: 10, counts: { pending: records.length, returned: 0, decided: 0 } };
      }
      if (call.path === ApiPaths.topicReviewDetail)
        return reviewDetail({ reviewId: Number(call.query.get('reviewId')), kind: 'opening', panel: [] });
      if (call.path === ApiPaths.topicReviewDecide) {
        const { reviewId } = call.body as { reviewId: number };
        decided.push(reviewId);
        return { reviewId, status: '4', stepCode: 'district', round: 1, version: 7 };
      }
      return undefined;
    });
    const { router } = renderRoutes(
      [
        { path: '/manage/topicReview', element: <ReviewQueuePage /> },
        { path: '/manage/topicReview/:reviewId', element: <ReviewDetailPage /> },
      ],
      '/manage/topicReview?kind=opening',
    );
    fireEvent.click(await screen.findByTestId('review-open-601'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/topicReview/601'));
    fireEvent.click(await screen.findByTestId('decision-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/topicReview/602'));
    // The next one was asked of the same list: the pending opening reports.
    const asked = api.of(ApiPaths.topicReviewQueue).filter((call) => call.query.get('size') === '2');
    expect(asked.map((call) => [call.query.get('state'), call.query.get('kind')])).toEqual([['pending', 'opening']]);
    expect(shown).toContainEqual({ kind: 'success', text: '已通过' });
    expect((await screen.findByTestId('back-to-queue')).getAttribute('href')).toBe('/manage/topicReview?kind=opening');

    // The last one: back on the list it came from, under its filter.
    await waitFor(() => expect(screen.getByTestId('review-facts').textContent).toContain('开题报告'));
    // 602's own form, not 601's (decided, disabled) still shown while 602 is read.
    await waitFor(() => expect((screen.getByTestId('decision-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('decision-submit'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/manage/topicReview?kind=opening'),
    );
    expect(shown).toContainEqual({ kind: 'success', text: '待审核的申报都已处理完' });
    expect(decided).toEqual([601, 602]);
  }, 60_000);
});
