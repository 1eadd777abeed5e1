import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Tag } from 'antd';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { ReviewDetailFrame, reviewLoadOf } from './ReviewDetailFrame';
import { useReviewDomainQueue, type ReviewDomain } from './review-domain';
import { ReviewQueueTable } from './ReviewQueueTable';

// A small domain on the shared pieces: its list and decision pages over an in-memory store, so the test reads what the
// pieces do between them (the list's address carried to the decision page, the next item under the same filters).

type Item = { id: number; userName: string; status: 'pending' | 'approved' };
let store: Item[];
let shown: Shown[];

/** The pending items under the list's keyword. */
async function pendingOf(keyword: string | undefined) {
  const records = store.filter((item) => item.status === 'pending' && (!keyword || item.userName.includes(keyword)));
  return { records, total: records.length, counts: { pending: records.length, returned: 0, decided: 0 } };
}

const domain: ReviewDomain<Item, string | undefined> = {
  listPath: '/queue',
  queryOf: (params) => params.keyword,
  useQueue: (keyword) => useQuery({ queryKey: ['queue', keyword], queryFn: () => pendingOf(keyword) }),
  readQueue: pendingOf,
  rowKey: 'id',
  viewOf: (item) => ({ applicantName: item.userName, orgName: '实验小学', stepCode: 'school', round: 1, submittedAt: null }),
  pathOf: (item) => `/queue/${item.id}`,
  statusOf: (item) => <Tag>{item.status}</Tag>,
  useWording: () => ({ step: () => '学校审核', status: (code) => code }),
  testId: 'fake-queue',
};

function QueuePage() {
  return <ReviewQueueTable queue={useReviewDomainQueue(domain)} />;
}

function DetailPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const detail = useQuery({ queryKey: ['item', id], queryFn: async () => store.find((item) => item.id === id)! });
  const decide = useMutation({
    mutationFn: async () => {
      store = store.map((item) => (item.id === id ? { ...item, status: 'approved' as const } : item));
    },
    onSuccess: () => void client.invalidateQueries(),
  });
  const item = detail.data;
  return (
    <ReviewDetailFrame
      title={item ? `${item.userName} 的申报` : '申报'}
      crumbs={[]}
      backLabel="返回列表"
      domain={domain}
      load={reviewLoadOf(detail, id)}
      notFound="没有这份申报"
      review={
        item && {
          header: { applicantName: item.userName, orgName: '实验小学', stepCode: 'school', round: 1, status: <Tag>{item.status}</Tag> },
          history: [],
          decision:
            item.status === 'pending'
              ? { choices: [{ decision: 'approve' }], onDecide: () => decide.mutateAsync(), doneText: () => '已通过' }
              : null,
        }
      }
    >
      <p data-testid="subject">{item?.userName}</p>
    </ReviewDetailFrame>
  );
}

function renderApp(path: string) {
  return renderRoutes(
    [
      { path: '/queue', element: <QueuePage /> },
      { path: '/queue/:id', element: <DetailPage /> },
    ],
    path,
  ).router;
}

beforeEach(async () => {
  shown = await signInWith(['school_admin']);
  store = [
    { id: 1, userName: '王一', status: 'pending' },
    { id: 2, userName: '李二', status: 'pending' },
    { id: 3, userName: '王三', status: 'pending' },
  ];
});
afterEach(cleanup);

describe('after a decision, the next item of the same list', { timeout: 60_000 }, () => {
  test('two pending items under the filter: deciding the first opens the second, deciding that goes back to the filtered list', async () => {
    const router = renderApp('/queue?keyword=%E7%8E%8B');
    fireEvent.click(await screen.findByTestId('review-open-1'));
    await waitFor(() => expect(screen.getByTestId('subject').textContent).toBe('王一'));
    fireEvent.click(await screen.findByTestId('decision-submit'));
    // 李二 waits too, but not under this list's filter: the next is 王三.
    await waitFor(() => expect(router.state.location.pathname).toBe('/queue/3'));
    expect(shown).toContainEqual({ kind: 'success', text: '已通过' });
    await waitFor(() => expect(screen.getByTestId('subject').textContent).toBe('王三'));
    fireEvent.click(await screen.findByTestId('decision-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/queue'));
    expect(router.state.location.search).toBe('?keyword=%E7%8E%8B');
    expect(shown).toContainEqual({ kind: 'success', text: '待审核的申报都已处理完' });
    expect(store.map((item) => item.status)).toEqual(['approved', 'pending', 'approved']);
  });

  test("a page opened from elsewhere works through the domain's whole list, and its back link leads to it", async () => {
    const router = renderApp('/queue/3');
    expect((await screen.findByTestId('back-to-list')).getAttribute('href')).toBe('/queue');
    fireEvent.click(await screen.findByTestId('decision-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/queue/1'));
  });
});
