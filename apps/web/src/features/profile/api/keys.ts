import type { QueryClient } from '@tanstack/react-query';
import { RequestError } from '@/shared/request/request';

/** Query keys of the feature all start so; a write refreshes every list, count and queue it may have changed. */
export const PROFILE_KEY = ['profile'] as const;

/** After a save, a delete or a decision, a teacher's lists and counts and the staff queue may all move. */
export function invalidateProfile(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: PROFILE_KEY });
}

/** The record changed since it was read (409 STALE_VERSION), or its verification did (409 PROFILE_RECORD_DECIDED). */
export const isConflict = (error: unknown): error is RequestError => error instanceof RequestError && error.httpStatus === 409;

/** A 403: the caller may not see (or decide) this teacher's records. */
export const isForbidden = (error: unknown): error is RequestError => error instanceof RequestError && error.httpStatus === 403;

/** The field problems a 400 or 422 names, as the server's envelope carries them. */
export function issuesOf(error: unknown): Array<{ path: string; message: string }> {
  if (!(error instanceof RequestError)) return [];
  const issues = (error.body?.data as { issues?: unknown } | null | undefined)?.issues;
  return Array.isArray(issues)
    ? issues.filter(
        (issue): issue is { path: string; message: string } => typeof issue?.path === 'string' && typeof issue?.message === 'string',
      )
    : [];
}

/** Do not ask again after a refusal: a 4xx answers the same the second time. */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof RequestError && (error.httpStatus ?? 500) < 500);
