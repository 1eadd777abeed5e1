import type { QueryClient } from '@tanstack/react-query';

/** The first part of every configuration query's key. */
export const CONFIG_KEY = 'developmentConfig';

/**
 * After any configuration write: every configuration read may have changed (a deleted post type takes its path,
 * conditions and files), and so may what the review queue's filters offer.
 */
export function invalidateConfig(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === CONFIG_KEY || (query.queryKey[0] === 'development' && query.queryKey[1] === 'reviewQueueFilters'),
  });
}
