// The bell's read, apart from the bell: the signed-in layout declares it as its prefetch (app/route-table.ts).
import type { QueryClient } from '@tanstack/react-query';
import { unreadCountQuery } from './api/unread-count';

/** Starts reading the bell's count before the signed-in layout has rendered. */
export const prefetchUnreadCount = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(unreadCountQuery);
};
