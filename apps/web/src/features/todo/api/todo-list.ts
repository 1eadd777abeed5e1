import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import type { TodoListPage } from '@yanxiu/contract/todo';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

export type { TodoItem, TodoListPage } from '@yanxiu/contract/todo';

/** What a to-do list read asks for: a kind (all when absent), the page and its size. */
export type TodoListParams = { kind?: string | undefined; current: number; size: number };

export const todoListKey = ['todo', 'list'] as const;

/** The read of one page of the caller's to-do list (the hook's, and the home page's early start of it). */
export function todoListQuery(params: TodoListParams) {
  return queryOptions({
    queryKey: [...todoListKey, params],
    queryFn: () => request<TodoListPage>(FirstReadPaths.todoList, { query: { ...params } }),
  });
}

/** The home page's card shows the oldest few. */
export const TODO_PREVIEW_SIZE = 5;

/** The caller's to-do list, merged across every domain, oldest first, with the count of each kind. */
export function useTodoList(params: TodoListParams, enabled = true) {
  return useQuery({ ...todoListQuery(params), enabled, placeholderData: keepPreviousData });
}
