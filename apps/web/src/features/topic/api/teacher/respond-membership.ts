import type { RespondTopicMembershipBody } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateTopics } from './keys';

/** topicRespondMembership: I confirm or decline being listed as a member of a topic. */
export function respondMembership(body: RespondTopicMembershipBody): Promise<unknown> {
  return request<unknown>(ApiPaths.topicRespondMembership, { body });
}

export function useRespondMembership() {
  const client = useQueryClient();
  return useMutation({ mutationFn: respondMembership, onSuccess: () => void invalidateTopics(client) });
}
