import type { QueryClient } from '@tanstack/react-query';

/** The first part of every query key of the staff's selection pages (projects and the review queue). */
export const MANAGE_KEY = ['selectionManage'] as const;

/** After a write: the lists and details of `part` ('projects', 'project', 'queue', 'review') are stale. */
export function invalidateManage(client: QueryClient, ...parts: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === MANAGE_KEY[0] && parts.includes(String(query.queryKey[1])),
  });
}
