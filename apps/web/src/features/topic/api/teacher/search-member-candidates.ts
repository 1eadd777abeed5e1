import type { TopicPerson } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TOPIC_TEACHER_KEY } from './keys';

/** GET topicMemberCandidates: teachers of the district by name, to list as members. */
export function searchMemberCandidates(keyword: string, signal?: AbortSignal): Promise<TopicPerson[]> {
  return request<TopicPerson[]>(ApiPaths.topicMemberCandidates, { query: { keyword }, signal });
}

/** Runs only for a non-blank keyword: the API requires one. */
export function useMemberCandidates(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: [...TOPIC_TEACHER_KEY, 'candidates', trimmed],
    queryFn: ({ signal }) => searchMemberCandidates(trimmed, signal),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
