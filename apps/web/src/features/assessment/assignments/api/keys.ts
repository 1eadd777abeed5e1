import type { QueryClient } from '@tanstack/react-query';

/** The first part of every query key of the assignment pages (teachers' and staff's). */
export const ASSIGNMENTS_KEY = ['assessmentAssignments'] as const;

/** After a write: the reads of `parts` ('manage', 'submissions', 'submission', 'teacher', 'peer', 'showcase') are stale. */
export function invalidateAssignments(client: QueryClient, ...parts: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === ASSIGNMENTS_KEY[0] && parts.includes(String(query.queryKey[1])),
  });
}

/** A page of a paged list, as the contract's `paged()` answers it. */
export type Page<T> = { records: T[]; total: number; current: number; size: number };
