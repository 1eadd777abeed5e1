// The bell's read, apart from the bell, for start-up (app/first-reads.ts).
import type { QueryClient } from '@tanstack/react-query';
import { unreadCountQuery } from './api/unread-count';

/** Starts reading the bell's count before the signed-in layout has rendered. */
export const prefetchUnreadCount = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(unreadCountQuery);
};
