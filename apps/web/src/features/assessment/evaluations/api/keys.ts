import type { QueryClient } from '@tanstack/react-query';

/** The first part of every query key of the evaluation pages (teachers' and staff's). */
export const EVALUATIONS_KEY = ['assessmentEvaluations'] as const;

/** After a write: the reads of `parts` ('manage', 'results', 'district', 'teacher') are stale. */
export function invalidateEvaluations(client: QueryClient, ...parts: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === EVALUATIONS_KEY[0] && parts.includes(String(query.queryKey[1])),
  });
}
