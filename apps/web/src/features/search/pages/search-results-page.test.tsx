import type { SearchGroup, SearchHit, SearchResults } from '@yanxiu/contract/search';
import { SearchPaths } from '@yanxiu/contract/search-paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { usePageSubjectValue } from '@/shared/ui/page-subject';
import SearchResultsPage from './SearchResultsPage';

beforeEach(async () => {
  await signInWith(['teacher']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function hit(kind: SearchHit['kind'], id: string, title: string, extra: Partial<SearchHit> = {}): SearchHit {
  const start = title.indexOf('沟通');
  return {
    id,
    kind,
    title,
    titleHighlights: start >= 0 ? [{ start, end: start + 2 }] : [],
    snippet: '',
    snippetHighlights: [],
    link: { route: '/training/common/:id', params: { id }, query: {} },
    rank: 1,
    at: '2026-11-20T17:00:00.000Z',
    ...extra,
  };
}

const course = hit('programme', '12', '班主任沟通艺术微课程', {
  snippet: '学会与家长有效沟通。',
  snippetHighlights: [{ start: 7, end: 9 }],
});
const programmes: SearchGroup = { kind: 'programme', hits: [course], count: 99, countCapped: true, nextCursor: 'p2' };
const notices: SearchGroup = {
  kind: 'notice',
  hits: [
    hit('notice', '5', '<b>家校沟通</b>通知', {
      titleHighlights: [{ start: 5, end: 7 }],
      link: { route: '/noticeDetail', params: {}, query: { id: '5' } },
    }),
  ],
  count: 1,
  countCapped: false,
  nextCursor: null,
};

/** The browser tab's subject the page set (the document title names it). */
function Subject() {
  return <div data-testid="subject">{usePageSubjectValue()}</div>;
}

function renderPage(path: string) {
  return renderRoutes(
    [
      {
        path: '/search',
        element: (
          <>
            <SearchResultsPage />
            <Subject />
          </>
        ),
      },
      { path: '/training/common/:id', element: <div data-testid="course-page" /> },
    ],
    path,
  );
}

describe('the search results page', () => {
  test('groups by kind with counts, marks the matches as text and links each result to its page', async () => {
    const api = fakeApi((call) =>
      call.path === SearchPaths.search ? ({ keyword: '沟通', groups: [programmes, notices] } satisfies SearchResults) : {},
    );
    const { router } = renderPage('/search?q=%E6%B2%9F%E9%80%9A');
    const programmeGroup = await screen.findByTestId('search-group-programme');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('“沟通”的搜索结果');
    expect(screen.getByTestId('subject').textContent).toBe('“沟通”的搜索结果');
    expect(screen.getByTestId('search-count-programme').textContent).toBe('99+ 条结果');
    expect(screen.getByTestId('search-count-notice').textContent).toBe('1 条结果');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '培训项目（99+）', '通知公告（1）']);
    expect([...programmeGroup.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['沟通', '沟通']);

    // The server's text is text: markup in a title shows as written and only the ranges are marked.
    const noticeGroup = screen.getByTestId('search-group-notice');
    expect(noticeGroup.querySelector('b')).toBeNull();
    expect(noticeGroup.querySelector('a')?.textContent).toBe('<b>家校沟通</b>通知');
    expect(noticeGroup.querySelector('a')?.getAttribute('href')).toBe('/noticeDetail?id=5');
    expect(noticeGroup.querySelector('mark')?.textContent).toBe('沟通');
    // A kind with no more has no "more".
    expect(screen.queryByTestId('search-more-notice')).toBeNull();
    expect(api.of(SearchPaths.search).map((call) => call.query.get('q'))).toEqual(['沟通']);

    const courseLink = programmeGroup.querySelector('a')!;
    expect(courseLink.textContent).toBe('班主任沟通艺术微课程');
    fireEvent.click(courseLink);
    await screen.findByTestId('course-page');
    expect(router.state.location.pathname).toBe('/training/common/12');
  });

  test('"more" opens the kind\'s tab, whose "load more" asks for the next page with its cursor', async () => {
    const api = fakeApi((call) => {
      if (call.path !== SearchPaths.search) return {};
      if (call.query.get('kind') !== 'programme') return { keyword: '沟通', groups: [programmes, notices] };
      const second = call.query.get('cursor') === 'p2';
      const page: SearchGroup = {
        ...programmes,
        hits: second ? [hit('programme', '14', '沟通技巧进阶')] : [course, hit('programme', '13', '家长沟通实务')],
        nextCursor: second ? null : 'p2',
      };
      return { keyword: '沟通', groups: [page] };
    });
    const { router } = renderPage('/search?q=%E6%B2%9F%E9%80%9A');
    fireEvent.click(await screen.findByTestId('search-more-programme'));
    const tab = await screen.findByTestId('search-kind-programme');
    expect(router.state.location.search).toBe('?q=%E6%B2%9F%E9%80%9A&kind=programme');
    await waitFor(() => expect(tab.querySelectorAll('li')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('search-load-more'));
    await waitFor(() => expect(tab.querySelectorAll('li')).toHaveLength(3));
    expect(screen.queryByTestId('search-load-more')).toBeNull();
    expect(api.of(SearchPaths.search).map((call) => [call.query.get('kind'), call.query.get('cursor')])).toEqual([
      [null, null],
      ['programme', null],
      ['programme', 'p2'],
    ]);
  });

  test('nothing found says so with a hint, never while the search is on its way', async () => {
    let answer: (results: SearchResults) => void = () => undefined;
    fakeApi((call) => (call.path === SearchPaths.search ? new Promise((resolve) => (answer = resolve)) : {}));
    renderPage('/search?q=zzz');
    await screen.findByTestId('search-loading');
    expect(screen.queryByTestId('search-empty')).toBeNull();
    answer({ keyword: 'zzz', groups: [] });
    const empty = await screen.findByTestId('search-empty');
    expect(empty.textContent).toContain('没有找到与“zzz”相关的内容');
    expect(empty.textContent).toContain('试试更短的词或换个说法');
  });

  test('a failed search offers to try again, which shows the results', async () => {
    let fail = true;
    fakeApi((call) => {
      if (call.path !== SearchPaths.search) return {};
      return fail ? refusal(500, 500, '服务器开小差了') : { keyword: '沟通', groups: [notices] };
    });
    renderPage('/search?q=%E6%B2%9F%E9%80%9A');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    fail = false;
    fireEvent.click(retry);
    await screen.findByTestId('search-group-notice');
  });

  test('without a keyword it asks for one and searches nothing; in English the texts are English', async () => {
    await changeLocale('en-US');
    const api = fakeApi(() => ({}));
    renderPage('/search');
    expect((await screen.findByTestId('search-prompt')).textContent).toMatch(/^Type a keyword/);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Search');
    expect(api.of(SearchPaths.search)).toEqual([]);
  });
});
