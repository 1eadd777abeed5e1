import type { MemberCandidates } from '@yanxiu/contract/research';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** GET researchMemberCandidates: up to 20 people the caller may add to the group, by name. */
export function getMemberCandidates(groupId: number, keyword: string, signal?: AbortSignal): Promise<MemberCandidates> {
  return request<MemberCandidates>(ApiPaths.researchMemberCandidates, { query: { groupId, keyword }, signal });
}

/** Runs only for a non-blank keyword: the API requires one. */
export function useMemberCandidates(groupId: number, keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['research', 'candidates', groupId, trimmed],
    queryFn: ({ signal }) => getMemberCandidates(groupId, trimmed, signal),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
