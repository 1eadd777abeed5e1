// The to-do card's read, apart from the card: start-up imports it, and a surface that names a component takes the
// component's module (and its texts) into whatever imports the surface.
import type { QueryClient } from '@tanstack/react-query';
import { TODO_PREVIEW_SIZE, todoListQuery } from './api/todo-list';

/**
 * Starts reading the card's list before the card first renders (the read `TodoPreview` then waits for): on a phone
 * the list is the home page's largest paint (issue 19).
 */
export const prefetchTodoPreview = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(todoListQuery({ current: 1, size: TODO_PREVIEW_SIZE }));
};
