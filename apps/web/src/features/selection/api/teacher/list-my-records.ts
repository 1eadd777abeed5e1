import type { BackboneCandidate } from '@yanxiu/contract/profile-backbone';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SELECTION_TEACHER_KEY } from './keys';

/** A profile record I may give as a value: one of my verified records. */
export type MyRecord = BackboneCandidate;

/** My verified profile records, newest first (the profile's "what an application may offer as evidence" call). */
export function listMyRecords(signal?: AbortSignal): Promise<MyRecord[]> {
  return request<MyRecord[]>(ApiPaths.backboneCandidates, { signal, skipErrorHandler: true });
}

export function myRecordsQuery() {
  return queryOptions({
    queryKey: [...SELECTION_TEACHER_KEY, 'records'],
    queryFn: ({ signal }) => listMyRecords(signal),
    retry: retryUnlessRefused,
  });
}

/** Read only when the picker opens. */
export function useMyRecords(enabled: boolean) {
  return useQuery({ ...myRecordsQuery(), enabled });
}
