import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, renderAt, signInAs } from '../development.fixtures';
import ReviewQueuePage from './ReviewQueuePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ITEM = {
  applyId: 5,
  userId: '7',
  userName: '王芳',
  orgName: '第一小学',
  postTypeCode: '1',
  postTypeName: '学科教师',
  phaseCode: '3',
  phaseName: '骨干教师',
  stepCode: 'school',
  round: 1,
  submittedAt: '2026-11-20T02:00:00.000Z',
  status: '5',
  sectionCode: '2',
};
const FILTERS = { postTypes: [{ code: '1', name: '学科教师', nameEn: 'Subject teacher' }], phases: [], steps: [] };

describe('the review queue page', () => {
  test('sends the list and filters of the URL, and shows each list with its count', async () => {
    await signInAs(['teacher', 'school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.developmentReviewQueue)
        return { records: [ITEM], total: 1, current: 1, size: 10, counts: { pending: 3, returned: 1, decided: 9 } };
      if (call.path === ApiPaths.developmentReviewQueueFilters) return FILTERS;
      return [];
    });
    const { router } = renderAt(
      '/manage/developmentReview',
      <ReviewQueuePage />,
      '/manage/developmentReview?state=returned&postType=1&keyword=%E7%8E%8B&from=2026-11-01&to=2026-11-30',
    );
    await screen.findByText('王芳');
    const [first] = api.of(ApiPaths.developmentReviewQueue);
    expect(Object.fromEntries(first!.query)).toMatchObject({
      state: 'returned',
      postTypeCode: '1',
      keyword: '王',
      submittedFrom: '2026-11-01',
      submittedTo: '2026-11-30',
      current: '1',
      size: '10',
    });
    expect(screen.getByTestId('queue-count-pending').textContent).toBe('3');
    expect(screen.getByTestId('queue-count-decided').textContent).toBe('9');
    expect(screen.getByText('退回修改')).not.toBeNull();

    fireEvent.click(screen.getByText('已审核'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?state=decided&postType=1&keyword=%E7%8E%8B&from=2026-11-01&to=2026-11-30'),
    );
    await waitFor(() => expect(api.of(ApiPaths.developmentReviewQueue).at(-1)!.query.get('state')).toBe('decided'));
  });

  test('tells a user with no reviewer role there is nothing for them, without calling the queue', async () => {
    await signInAs(['teacher']);
    const api = fakeApi(() => null);
    renderAt('/manage/developmentReview', <ReviewQueuePage />, '/manage/developmentReview');
    await screen.findByTestId('todo-empty');
    expect(api.of(ApiPaths.developmentReviewQueue)).toHaveLength(0);
  });
});
