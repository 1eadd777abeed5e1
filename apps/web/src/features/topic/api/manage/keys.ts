import type { QueryClient } from '@tanstack/react-query';

/** The first part of every query key of the staff's and experts' topic pages (calls, reviews, overview, scoring). */
export const MANAGE_KEY = ['topicManage'] as const;

/** After a write: the lists and details of `parts` ('calls', 'call', 'queue', 'review', 'overview', 'expert') are stale. */
export function invalidateManage(client: QueryClient, ...parts: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === MANAGE_KEY[0] && parts.includes(String(query.queryKey[1])),
  });
}
