import type { QueryClient } from '@tanstack/react-query';

/** The first part of every query key of the exam pages (teachers' and staff's). */
export const EXAMS_KEY = ['assessmentExams'] as const;

/** After a write: the reads of `parts` ('exam', 'attempt', 'result', 'manage', 'attempts', 'grading') are stale. */
export function invalidateExams(client: QueryClient, ...parts: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === EXAMS_KEY[0] && parts.includes(String(query.queryKey[1])),
  });
}

/** A page of a paged list, as the contract's `paged()` answers it. */
export type Page<T> = { records: T[]; total: number; current: number; size: number };
