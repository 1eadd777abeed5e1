import { ApiPaths } from '@yanxiu/contract/paths';
import type { ProfileSummary } from '@yanxiu/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { PROFILE_KEY, retryUnlessRefused } from './keys';

/** profileRecordsSummary: a teacher's counts per kind and state (the caller's own, or staff's `userId`). */
export function getSummary(userId: string | undefined, signal?: AbortSignal): Promise<ProfileSummary> {
  // Quiet: a 403 for another teacher is shown as the page's refusal, not as a message.
  return request<ProfileSummary>(ApiPaths.profileRecordsSummary, { query: { userId }, signal, skipErrorHandler: true });
}

export function summaryQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: [...PROFILE_KEY, 'summary', userId ?? 'me'],
    queryFn: ({ signal }) => getSummary(userId, signal),
    retry: retryUnlessRefused,
  });
}

export function useProfileSummary(userId: string | undefined) {
  return useQuery(summaryQuery(userId));
}
