import { ApiPaths } from '@yanxiu/contract/paths';
import type { TodoListPage as Page } from '@yanxiu/contract/todo';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import TodoListPage from './TodoListPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE: Page = {
  records: [
    {
      kind: 'learning.declaration',
      id: '3',
      params: { applicant: '王芳', step: 'school' },
      link: '/manage/declarations',
      since: '2026-11-20T02:00:00.000Z',
    },
    {
      kind: 'backbone.review',
      id: '1',
      params: { applicant: '李明', step: 'school' },
      link: '/my/todoList/backbone/1',
      since: '2026-11-21T02:00:00.000Z',
    },
    { kind: 'future.kind', id: '9', params: {}, link: '/home', since: '2026-11-22T02:00:00.000Z', dueAt: '2026-12-01T02:00:00.000Z' },
  ],
  total: 23,
  current: 1,
  size: 10,
  counts: [
    { kind: 'learning.declaration', count: 21 },
    { kind: 'backbone.review', count: 1 },
    { kind: 'future.kind', count: 1 },
  ],
};

describe('the to-do list page', () => {
  test('words each item from its kind in the reader’s language, links it to its page, and filters and pages in the URL', async () => {
    await signInWith(['teacher', 'school_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.todoList ? PAGE : null));
    const { router } = renderAt('/my/todoList', <TodoListPage />, '/my/todoList');
    const backbone = await screen.findByRole('link', { name: '李明 的骨干教师认定申请等待学校审核' });
    expect(backbone.getAttribute('href')).toBe('/my/todoList/backbone/1');
    // A kind this client does not know yet still shows, under a plain name.
    expect(screen.getByRole('link', { name: '待办事项' }).getAttribute('href')).toBe('/home');
    expect(screen.getByTestId('todo-count-all').textContent).toBe('23');
    expect(screen.getByTestId('todo-count-learning.declaration').textContent).toBe('21');
    expect(screen.getByText('共 23 项')).not.toBeNull();
    expect(screen.getByTestId('todo-review-lists').getAttribute('href')).toBe('/my/todoList/reviews');

    fireEvent.click(within(screen.getByTestId('todo-kinds')).getAllByText('学时申报审核')[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?kind=learning.declaration'));
    await waitFor(() => expect(api.of(ApiPaths.todoList).at(-1)!.query.get('kind')).toBe('learning.declaration'));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=learning.declaration&current=3'));
    expect(Object.fromEntries(api.of(ApiPaths.todoList).at(-1)!.query)).toMatchObject({
      kind: 'learning.declaration',
      current: '3',
      size: '10',
    });
  });

  test('says when nothing waits, without the reviewers’ link for a teacher', async () => {
    await signInWith(['teacher']);
    fakeApi(() => ({ records: [], total: 0, current: 1, size: 10, counts: [] }));
    renderAt('/my/todoList', <TodoListPage />, '/my/todoList');
    expect((await screen.findByTestId('todo-empty')).textContent).toContain('没有待办事项');
    expect(screen.queryByTestId('todo-review-lists')).toBeNull();
  });

  test('shows the loading state while the list is read', async () => {
    await signInWith(['teacher']);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt('/my/todoList', <TodoListPage />, '/my/todoList');
    await screen.findByTestId('todo-loading');
  });

  test('shows a failed read with a retry that reads again', async () => {
    await signInWith(['teacher']);
    let fail = true;
    const api = fakeApi(() => (fail ? refusal(500, 5000, '服务器开小差了') : PAGE));
    renderAt('/my/todoList', <TodoListPage />, '/my/todoList');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    fail = false;
    fireEvent.click(retry);
    await screen.findByRole('link', { name: '李明 的骨干教师认定申请等待学校审核' });
    expect(api.of(ApiPaths.todoList).length).toBeGreaterThanOrEqual(2);
  });
});
