import { ApiPaths } from '@yanxiu/contract/paths';
import type { ReviewListPage as Page } from '@yanxiu/contract/review';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { nextReviewPath } from '@/shared/review/next-review';
import ReviewListPage from './ReviewListPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (domain: Page['records'][number]['domain'], reviewId: string, title: string, link: string, dueAt: string | null = null) => ({
  domain,
  reviewId,
  subjectId: reviewId,
  title,
  link,
  dueAt,
  userId: '7',
  userName: '王芳',
  orgName: '第一小学',
  stepCode: 'school',
  round: 1,
  submittedAt: '2026-11-20T02:00:00.000Z',
});

const PAGE: Page = {
  records: [
    row('declaration', '1', '市级班主任培训（6 学时）', '/manage/declarations'),
    row('backbone', '2', '骨干教师认定', '/my/todoList/backbone/4'),
    row('development', '3', '学科教师 · 骨干教师', '/my/todoList/development/5'),
    row('selection', '4', '区级教学能手评选', '/manage/selectionReview/6', '2025-12-01T10:00:00.000Z'),
    row('topic', '5', '小学数学分层作业设计研究', '/manage/topicReview/5', '2099-12-01T10:00:00.000Z'),
  ],
  total: 5,
  current: 1,
  size: 10,
  counts: [
    { domain: 'development', count: 1 },
    { domain: 'selection', count: 1 },
    { domain: 'topic', count: 1 },
    { domain: 'backbone', count: 1 },
    { domain: 'declaration', count: 1 },
  ],
};
const UNITS = {
  units: [
    {
      id: '1',
      parentId: null,
      name: '演示区教育局',
      level: 2,
      path: '/1/',
      sectionCodes: [],
      closedAt: null,
      activeAccounts: 3,
      version: 1,
    },
    {
      id: '4',
      parentId: '1',
      name: '第一小学',
      level: 1,
      path: '/1/4/',
      sectionCodes: ['2'],
      closedAt: null,
      activeAccounts: 9,
      version: 1,
    },
  ],
};

describe('the staff’s one review list', () => {
  test('shows every domain’s waiting reviews in one table, each opening its own decision page, with a tab per domain', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.reviewList ? PAGE : call.path === ApiPaths.administrationUnits ? UNITS : null));
    const { router } = renderAt('/my/todoList/reviews', <ReviewListPage />, '/my/todoList/reviews');
    await screen.findByText('区级教学能手评选');
    const table = screen.getByTestId('review-list');
    for (const [domain, label, title] of [
      ['declaration', '学时申报', '市级班主任培训（6 学时）'],
      ['backbone', '骨干教师', '骨干教师认定'],
      ['development', '发展申报', '学科教师 · 骨干教师'],
      ['selection', '评选', '区级教学能手评选'],
      ['topic', '课题', '小学数学分层作业设计研究'],
    ] as const) {
      const item = PAGE.records.find((record) => record.domain === domain)!;
      const line = within(table).getByText(title, { selector: 'td' }).closest('tr')!;
      expect(within(line).getAllByText(label).length).toBeGreaterThan(0);
      expect(within(line).getByRole('link', { name: '去审核' }).getAttribute('href')).toBe(item.link);
    }
    expect(within(table).getAllByText('学校审核')).toHaveLength(5);
    // Dates in China time; a call already closed is marked, none reads as none.
    expect(within(table).getByText('2025-12-01 18:00')).not.toBeNull();
    expect(within(table).getAllByText('已截止')).toHaveLength(1);
    expect(within(table).getAllByText('无')).toHaveLength(3);
    expect(screen.getByTestId('review-count-all').textContent).toBe('5');
    expect(screen.getByTestId('review-count-topic').textContent).toBe('1');

    fireEvent.click(within(screen.getByTestId('review-domains')).getByText('课题'));
    await waitFor(() => expect(router.state.location.search).toBe('?domain=topic'));
    await waitFor(() => expect(api.of(ApiPaths.reviewList).at(-1)!.query.get('domain')).toBe('topic'));
    expect(screen.getByTestId('review-own-list-development').getAttribute('href')).toBe('/manage/developmentReview');
    // Every domain of the list has its own list, with what was returned and decided too.
    expect(screen.getByTestId('review-own-list-backbone').getAttribute('href')).toBe('/my/todoList/backbone');
    expect(screen.getByTestId('review-own-list-declaration').getAttribute('href')).toBe('/manage/declarations');
  });

  test('sends the unit, deadline and page of the query string (the deadline day through its last moment in China)', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.reviewList ? PAGE : call.path === ApiPaths.administrationUnits ? UNITS : null));
    renderAt('/my/todoList/reviews', <ReviewListPage />, '/my/todoList/reviews?domain=selection&orgId=4&dueBy=2026-12-31&current=2');
    await screen.findByTestId('review-list');
    expect(Object.fromEntries(api.of(ApiPaths.reviewList)[0]!.query)).toMatchObject({
      domain: 'selection',
      orgId: '4',
      dueBefore: '2026-12-31T16:00:00.000Z',
      current: '2',
      size: '10',
    });
    fireEvent.click(screen.getByTestId('review-filter-reset'));
    await waitFor(() => expect(api.of(ApiPaths.reviewList).at(-1)!.query.get('orgId')).toBeNull());
    expect(api.of(ApiPaths.reviewList).at(-1)!.query.get('domain')).toBe('selection');
  });

  test('says it is loading, never that nothing waits or a count of zero, while the list is on its way', async () => {
    await signInWith(['district_admin']);
    let release: (page: Page) => void = () => {};
    const held = new Promise<Page>((resolve) => {
      release = resolve;
    });
    fakeApi((call) => (call.path === ApiPaths.reviewList ? held : call.path === ApiPaths.administrationUnits ? UNITS : null));
    renderAt('/my/todoList/reviews', <ReviewListPage />, '/my/todoList/reviews');
    await screen.findByTestId('review-filters');
    const page = document.body;
    expect(page.querySelector('.ant-skeleton, .ant-spin-spinning')).not.toBeNull();
    expect(page.querySelector('.ant-empty')).toBeNull();
    expect(screen.queryByText('没有等待你审核的事项')).toBeNull();
    expect(screen.queryByText(/共 0 项/)).toBeNull();
    expect(screen.getByTestId('review-count-all').textContent).not.toBe('0');
    expect(screen.getByTestId('review-count-all').getAttribute('aria-busy')).toBe('true');

    release({ records: [], total: 0, current: 1, size: 10, counts: [] });
    await screen.findByText('没有等待你审核的事项');
    expect(screen.getByTestId('review-count-all').textContent).toBe('0');
  });

  test('shows a failed read with a retry, and nothing for someone who reviews nothing', async () => {
    await signInWith(['district_admin']);
    let fail = true;
    fakeApi((call) => (call.path !== ApiPaths.reviewList ? UNITS : fail ? refusal(500, 5000, '服务器开小差了') : PAGE));
    renderAt('/my/todoList/reviews', <ReviewListPage />, '/my/todoList/reviews');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    fail = false;
    fireEvent.click(retry);
    await screen.findByText('区级教学能手评选');

    cleanup();
    await signInWith(['teacher']);
    const api = fakeApi(() => null);
    renderAt('/my/todoList/reviews', <ReviewListPage />, '/my/todoList/reviews');
    await screen.findByTestId('review-not-reviewer');
    expect(api.of(ApiPaths.reviewList)).toHaveLength(0);
  });

  test('reads in English for an English reader', async () => {
    await signInWith(['expert']);
    const { changeLocale } = await import('@/shared/i18n/i18n');
    await changeLocale('en-US');
    fakeApi((call) => (call.path === ApiPaths.reviewList ? PAGE : null));
    renderAt('/my/todoList/reviews', <ReviewListPage />, '/my/todoList/reviews');
    await screen.findByText('区级教学能手评选');
    const table = screen.getByTestId('review-list');
    expect(within(table).getAllByRole('link', { name: 'Review' })).toHaveLength(5);
    expect(within(table).getByText('Dec 1, 2025, 18:00')).not.toBeNull();
    // Experts decide across the district: no unit filter, and only development's own list besides.
    expect(screen.queryByTestId('review-filter-school')).toBeNull();
    expect(screen.queryByTestId('review-own-list-selection')).toBeNull();
    expect(screen.queryByTestId('review-own-list-backbone')).toBeNull();
  });

  test('moves a decision opened from it on to its next review under the same filters, whatever its domain', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.reviewList ? PAGE : null));
    const own = { listPath: '/manage/selectionReview', pending: () => Promise.resolve([{ path: '/manage/selectionReview/99' }]) };
    const list = { path: '/my/todoList/reviews', search: '?orgId=4&dueBy=2026-12-31' };
    expect(await nextReviewPath(own, list, '/manage/declarations')).toBe('/my/todoList/backbone/4');
    expect(Object.fromEntries(api.of(ApiPaths.reviewList)[0]!.query)).toMatchObject({ orgId: '4', current: '1', size: '2' });
    // Opened from the domain's own list, the domain's list answers.
    expect(await nextReviewPath(own, { path: '/manage/selectionReview', search: '' }, '/manage/selectionReview/6')).toBe(
      '/manage/selectionReview/99',
    );
  });

  test('opens each row with this list in the link’s state, so the decision page knows where it came from', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => (call.path === ApiPaths.reviewList ? PAGE : call.path === ApiPaths.administrationUnits ? UNITS : null));
    const { router } = renderAt('/my/todoList/reviews', <ReviewListPage />, '/my/todoList/reviews?domain=topic');
    fireEvent.click(await screen.findByTestId('review-open-topic-5'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/topicReview/5'));
    expect(router.state.location.state).toEqual({ reviewList: { path: '/my/todoList/reviews', search: '?domain=topic' } });
  });
});
