import type { QueryClient } from '@tanstack/react-query';
import { RequestError } from '@/shared/request/request';

/** Query keys of the scoring and results pages all start so; a write refreshes every list it may have changed. */
export const SCORING_KEY = ['selection', 'scoring'] as const;

/** After an assignment, a submitted sheet or a change of results, progress, ranking and lists may all move. */
export function invalidateScoring(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: SCORING_KEY });
}

/** The sheet or the results changed since they were read (409). */
export const isConflict = (error: unknown): error is RequestError => error instanceof RequestError && error.httpStatus === 409;

/** The status of a refused read (403, 404), else undefined. */
export const refusedStatus = (error: unknown): number | undefined => (error instanceof RequestError ? error.httpStatus : undefined);

/** Do not ask again after a refusal: a 4xx answers the same the second time. */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof RequestError && (error.httpStatus ?? 500) < 500);
