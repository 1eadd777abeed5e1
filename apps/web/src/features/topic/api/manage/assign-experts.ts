import type { AssignTopicExpertsBody } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/experts/assign: sets a review's expert panel (exactly the call's number of experts). Quiet: the panel card says why. */
export function assignExperts(body: AssignTopicExpertsBody): Promise<unknown> {
  return request<unknown>(ApiPaths.topicAssignExperts, { body, skipErrorHandler: true });
}

export function useAssignExperts() {
  const client = useQueryClient();
  return useMutation({ mutationFn: assignExperts, onSuccess: () => void invalidateManage(client, 'queue', 'review') });
}
