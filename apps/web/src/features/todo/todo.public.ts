import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { TODO_PREVIEW_SIZE, todoListQuery } from './api/todo-list';

// What other features use of the to-do list: the home page's card (loaded on demand with its texts).

/** The count and oldest items waiting for the caller; `byKind` adds a link per queue (staff). */
const loadTodoPreview = () => import('./components/TodoPreview');
export const TodoPreview = /* @__PURE__ */ lazy(loadTodoPreview);
/**
 * Starts downloading the card's code and its list before it first renders (the same download and read `TodoPreview`
 * then waits for): on a phone the list is the home page's largest paint (issue 19).
 */
export const preloadTodoPreview = (queryClient: QueryClient): void => {
  void loadTodoPreview();
  void queryClient.prefetchQuery(todoListQuery({ current: 1, size: TODO_PREVIEW_SIZE }));
};
