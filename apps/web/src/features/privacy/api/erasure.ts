import type {
  ErasureDecided,
  ErasureDecisionBody,
  ErasureQueuePage,
  ErasureRequestBody,
  ErasureStatus,
  MyErasureRequest,
} from '@yanxiu/contract/privacy-erasure';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

// The erasure calls: the teacher's page and the district admin's queue share one key space.

const ERASURE_KEY = ['privacy', 'erasure'] as const;
export const ERASURE_PAGE_SIZE = 10;

/** privacyMyErasureRequests: the caller's requests and their outcomes, newest first. */
export function useMyErasureRequests() {
  return useQuery({
    queryKey: [...ERASURE_KEY, 'mine'],
    queryFn: ({ signal }) => request<MyErasureRequest[]>(ApiPaths.privacyMyErasureRequests, { signal }),
  });
}

/** privacyErasureRequest: asks for the caller's personal data to be erased. */
export function useRequestErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasureRequestBody) =>
      request<MyErasureRequest>(ApiPaths.privacyErasureRequest, { method: 'POST', body, skipErrorHandler: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ERASURE_KEY }),
  });
}

/** privacyErasureQueue: the district's requests in one status, oldest first. */
export function useErasureQueue(status: ErasureStatus, current: number) {
  return useQuery({
    queryKey: [...ERASURE_KEY, 'queue', status, current],
    queryFn: ({ signal }) =>
      request<ErasureQueuePage>(ApiPaths.privacyErasureQueue, { query: { status, current, size: ERASURE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** privacyErasureApprove / privacyErasureRefuse: a decision at the version read, with its reason. */
export function useDecideErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ...body }: ErasureDecisionBody & { decision: 'approve' | 'refuse' }) =>
      request<ErasureDecided>(decision === 'approve' ? ApiPaths.privacyErasureApprove : ApiPaths.privacyErasureRefuse, {
        method: 'POST',
        body,
        skipErrorHandler: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ERASURE_KEY }),
  });
}
