// The home page card's reads, apart from the card, for start-up (app/first-reads.ts).
import type { QueryClient } from '@tanstack/react-query';
import { noticeUnreadQuery } from './api/get-unread';
import { noticesQuery, UNREAD_CARD_SIZE } from './api/list-notices';

/** Starts the card's reads (the count and the first notices) before the card renders. */
export const prefetchUnreadNotices = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(noticeUnreadQuery());
  void queryClient.prefetchQuery(noticesQuery({ current: 1, size: UNREAD_CARD_SIZE }));
};
