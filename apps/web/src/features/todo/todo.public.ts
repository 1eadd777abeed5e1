import type { QueryClient } from '@tanstack/react-query';
import { TODO_PREVIEW_SIZE, todoListQuery } from './api/todo-list';

// What other features use of the to-do list: the home page's card, in the home page's chunk (with its texts): shown at
// once, it waited a round trip after the page's own code when loaded on demand (issue 19).

/** The count and oldest items waiting for the caller; `byKind` adds a link per queue (staff). */
export { default as TodoPreview } from './components/TodoPreview';
/**
 * Starts reading the card's list before the card first renders (the read `TodoPreview` then waits for): on a phone
 * the list is the home page's largest paint (issue 19).
 */
export const prefetchTodoPreview = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(todoListQuery({ current: 1, size: TODO_PREVIEW_SIZE }));
};
