import type { TopicPerson } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** manage/experts/candidates: the tenant's users with the expert role, by name. */
export function getExpertCandidates(keyword: string | undefined): Promise<TopicPerson[]> {
  return request<TopicPerson[]>(ApiPaths.topicExpertCandidates, { query: { keyword: keyword || undefined } });
}

export function expertCandidatesQuery(keyword: string | undefined) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'candidates', keyword ?? ''], queryFn: () => getExpertCandidates(keyword) });
}

export function useExpertCandidates(keyword: string | undefined, enabled = true) {
  return useQuery({ ...expertCandidatesQuery(keyword), enabled, placeholderData: keepPreviousData });
}
