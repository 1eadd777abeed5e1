import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Tag } from 'antd';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { renderRoutes } from '@/shared/testing/render-at';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import type { ManagedList } from '@/shared/ui/ManagedTable';
import { ReviewQueueTable } from './ReviewQueueTable';
import { useReviewDomainQueue, type ReviewDomain } from './review-domain';

type Row = { applyId: number; userName: string; stepCode: string };
const rows: Row[] = [
  { applyId: 1, userName: '王芳', stepCode: 'school' },
  { applyId: 2, userName: '李强', stepCode: 'school' },
];

/** A domain whose list reads `list`, with the counts of each tab. */
function domainOf(list: ManagedList<Row>): ReviewDomain<Row, null> {
  const counts = { pending: 2, returned: 0, decided: 5 };
  return {
    listPath: '/queue',
    queryOf: () => null,
    useQueue: () => ({ ...list, data: Array.isArray(list.data) || !list.data ? list.data : { ...list.data, counts } }),
    readQueue: async () => ({ records: [] }),
    viewOf: (row) => ({
      applicantName: row.userName,
      orgName: '实验小学',
      stepCode: row.stepCode,
      round: 1,
      submittedAt: '2026-12-05T02:00:00.000Z',
    }),
    pathOf: (row) => `/queue/${row.applyId}`,
    statusOf: () => <Tag>审核中</Tag>,
    useWording: () => ({ step: () => '学校审核', status: (code) => code }),
    testId: 'queue',
  };
}

function Queue({ list, decide }: { list: ManagedList<Row>; decide?: (row: Row) => Promise<unknown> }) {
  return (
    <ReviewQueueTable
      queue={useReviewDomainQueue(domainOf(list))}
      filters={{ steps: [{ value: 'school', label: '学校审核' }], submitted: true }}
      {...(decide ? { batch: { choicesAt: () => [{ decision: 'approve' as const }], decide, onDone: () => undefined } } : {})}
    />
  );
}

function renderQueue(list: ManagedList<Row>, path = '/queue', decide?: (row: Row) => Promise<unknown>) {
  return renderRoutes([{ path: '/queue', element: <Queue list={list} decide={decide} /> }], path).router;
}

beforeEach(async () => {
  await changeLocale('zh-CN');
});
afterEach(() => {
  cleanup();
  restoreWidth();
});

describe('the review queue table', { timeout: 60_000 }, () => {
  test('nothing read yet is never the empty text, at 1366 px or at 375 px; an empty answer is', () => {
    const loading = { isError: false, isFetching: true, data: undefined, refetch: () => undefined };
    widthOf(1366);
    renderQueue(loading);
    expect(screen.getByTestId('queue')).toBeTruthy();
    expect(document.body.textContent).not.toContain('没有待审核的申报');
    cleanup();
    widthOf(375);
    renderQueue(loading);
    expect(document.querySelector('.ant-skeleton, .ant-spin')).not.toBeNull();
    expect(document.body.textContent).not.toContain('没有待审核的申报');
    cleanup();
    renderQueue({ isError: false, isFetching: false, data: { records: [], total: 0 }, refetch: () => undefined });
    expect(screen.getByText('没有待审核的申报')).toBeTruthy();
  });

  test('the common columns, counts per tab, and a tab or filter change written to the address from page 1', async () => {
    widthOf(1366);
    const router = renderQueue(
      { isError: false, isFetching: false, data: { records: rows, total: 2 }, refetch: () => undefined },
      '/queue?page=2',
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['申报人', '学校', '审核环节', '提交时间', '轮次', '操作']));
    // The status shows outside the pending list only.
    expect(headers).not.toContain('状态');
    expect(screen.getByTestId('queue-count-decided').textContent).toContain('5');
    expect(screen.getByTestId('review-open-1').getAttribute('href')).toBe('/queue/1');
    fireEvent.click(screen.getByText('已审核'));
    await waitFor(() => expect(router.state.location.search).toBe('?state=decided'));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('状态');
  });

  test('on a phone each row is a card with its link at the foot', () => {
    widthOf(375);
    renderQueue({ isError: false, isFetching: false, data: { records: rows, total: 2 }, refetch: () => undefined });
    const cards = screen.getAllByTestId('queue-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('王芳');
    expect(within(cards[0]!).getByTestId('review-open-1')).toBeTruthy();
  });

  test('rows chosen in the pending list are decided together, one after the other', async () => {
    widthOf(1366);
    const decide = vi.fn(async () => undefined);
    renderQueue({ isError: false, isFetching: false, data: { records: rows, total: 2 }, refetch: () => undefined }, '/queue', decide);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 王芳 的申报' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 李强 的申报' }));
    fireEvent.click(screen.getByTestId('batch-decide'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('batch-submit').textContent).toContain('提交 2 份的审核意见');
    fireEvent.click(within(dialog).getByTestId('batch-submit'));
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(2));
    expect((await screen.findByTestId('batch-decided')).textContent).toContain('已审核 2 份');
  });
});
