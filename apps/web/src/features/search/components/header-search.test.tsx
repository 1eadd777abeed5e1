import type { RecentSearches, SearchSuggestion, SearchSuggestions } from '@yanxiu/contract/search';
import { SearchPaths } from '@yanxiu/contract/search-paths';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import { HeaderSearch } from './HeaderSearch';

beforeEach(async () => {
  await signInWith(['teacher']);
  widthOf(1366);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  restoreWidth();
});

const course: SearchSuggestion = {
  id: '12',
  kind: 'programme',
  title: '班主任沟通艺术微课程',
  titleHighlights: [{ start: 3, end: 5 }],
  link: { route: '/training/common/:id', params: { id: '12' }, query: {} },
};
const notice: SearchSuggestion = {
  id: '5',
  kind: 'notice',
  title: '关于家校沟通的通知',
  titleHighlights: [{ start: 4, end: 6 }],
  link: { route: '/noticeDetail', params: {}, query: { id: '5' } },
};

/** The header's box on /home, with the pages it may open as markers. */
function renderHeader() {
  const view = renderRoutes(
    [
      { path: '/home', element: <HeaderSearch /> },
      { path: '/search', element: <div data-testid="results-page" /> },
      { path: '/training/common/:id', element: <div data-testid="course-page" /> },
    ],
    '/home',
  );
  const input = screen.getByRole('combobox', { name: '全站搜索' });
  const at = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, input, at };
}

/** What each entry of the open list reads, in order. */
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);

const suggestionsFor = (keyword: string): SearchSuggestions => ({ suggestions: keyword === '沟通' ? [course, notice] : [] });

describe('the header search box', () => {
  test('typing shows the matching titles with the keyword marked; arrow keys and Enter open the chosen one', async () => {
    const api = fakeApi((call) => (call.path === SearchPaths.searchSuggest ? suggestionsFor(call.query.get('q') ?? '') : { recent: [] }));
    const { input, at } = renderHeader();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: ' 沟通' } });
    await waitFor(() =>
      expect(optionTexts()).toEqual(['培训项目班主任沟通艺术微课程', '通知公告关于家校沟通的通知', '查看“沟通”的全部结果']),
    );
    const options = screen.getAllByRole('option');
    expect([...options[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['沟通']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // Asked once typing paused, trimmed.
    expect(api.of(SearchPaths.searchSuggest).map((call) => call.query.get('q'))).toEqual(['沟通']);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const chosen = screen.getAllByRole('option')[0]!;
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(chosen.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByTestId('course-page');
    expect(at()).toBe('/training/common/12');
  });

  test('Enter with no entry chosen opens the results page for what was typed', async () => {
    fakeApi((call) => (call.path === SearchPaths.searchSuggest ? suggestionsFor(call.query.get('q') ?? '') : { recent: [] }));
    const { input, at } = renderHeader();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '沟通 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByTestId('results-page');
    expect(at()).toBe('/search?q=%E6%B2%9F%E9%80%9A');
  });

  test('Escape closes the list; a title that matches nothing says Enter still searches', async () => {
    fakeApi((call) => (call.path === SearchPaths.searchSuggest ? suggestionsFor(call.query.get('q') ?? '') : { recent: [] }));
    const { input } = renderHeader();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '无此词' } });
    await screen.findByText('没有标题匹配的内容，按回车查看全部结果');
    expect(screen.getByRole('option').textContent).toBe('查看“无此词”的全部结果');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('header-search-popup')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  test('a suggestion request typed over is aborted, and only the last word is offered', async () => {
    const signals = new Map<string, AbortSignal>();
    const held: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input));
        const keyword = url.searchParams.get('q') ?? '';
        if (init?.signal) signals.set(keyword, init.signal);
        const answer = () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: suggestionsFor(keyword) }), { status: 200 });
        // The first word's answer is held until the test lets it go.
        if (keyword === '沟') return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
        return answer();
      }),
    );
    const { input } = renderHeader();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '沟' } });
    await waitFor(() => expect(signals.has('沟')).toBe(true));
    fireEvent.change(input, { target: { value: '沟通' } });
    await waitFor(() => expect(optionTexts()).toHaveLength(3));
    expect(signals.get('沟')!.aborted).toBe(true);
    await act(async () => held.forEach((release) => release()));
    expect(optionTexts()).toEqual(['培训项目班主任沟通艺术微课程', '通知公告关于家校沟通的通知', '查看“沟通”的全部结果']);
  });

  test('focused and empty it lists the recent searches; one opens its results, and "clear" forgets them', async () => {
    let recent: RecentSearches = {
      recent: [
        { keyword: '作业设计', searchedAt: '2026-11-28T02:00:00.000Z' },
        { keyword: '沟通', searchedAt: '2026-11-27T02:00:00.000Z' },
      ],
    };
    const api = fakeApi((call) => {
      if (call.path !== SearchPaths.searchRecent) return { suggestions: [] };
      if (call.method === 'DELETE') {
        recent = { recent: [] };
        return { cleared: 2 };
      }
      return recent;
    });
    const { input, at } = renderHeader();
    fireEvent.focus(input);
    const list = await screen.findByRole('listbox', { name: '最近搜索' });
    expect([...list.querySelectorAll('[role=option]')].map((option) => option.textContent)).toEqual(['作业设计', '沟通']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByTestId('results-page');
    expect(at()).toBe(`/search?q=${encodeURIComponent('作业设计')}`);

    cleanup();
    const again = renderHeader();
    fireEvent.focus(again.input);
    fireEvent.click(await screen.findByRole('button', { name: '清除最近搜索' }));
    await screen.findByText('还没有搜索记录');
    expect(api.of(SearchPaths.searchRecent).filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('suggestions that fail say so and Enter still opens the results page', async () => {
    fakeApi((call) => (call.path === SearchPaths.searchSuggest ? refusal(500, 500, '服务器错误') : { recent: [] }));
    const { input, at } = renderHeader();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '沟通' } });
    await screen.findByText('暂时无法获取搜索建议，按回车查看全部结果');
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByTestId('results-page');
    expect(at()).toBe('/search?q=%E6%B2%9F%E9%80%9A');
  });

  test('on a phone it is an icon that opens a full-width box, closed by Escape', async () => {
    widthOf(375);
    fakeApi(() => ({ recent: [] }));
    renderRoutes([{ path: '/home', element: <HeaderSearch /> }], '/home');
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开搜索' }));
    const input = await screen.findByRole('combobox', { name: '全站搜索' });
    expect(screen.getByTestId('header-search-overlay')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('header-search-overlay')).toBeNull());
    expect(screen.getByRole('button', { name: '打开搜索' })).toBeTruthy();
  });
});
