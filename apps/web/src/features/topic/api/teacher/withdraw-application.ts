import type { TopicApplyVersionBody, TopicApplyWriteResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateTopics } from './keys';

/** topicWithdrawApplication: takes my submitted application back before it is decided. */
export function withdrawApplication(body: TopicApplyVersionBody): Promise<TopicApplyWriteResult> {
  return request<TopicApplyWriteResult>(ApiPaths.topicWithdrawApplication, { body });
}

export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawApplication, onSuccess: () => void invalidateTopics(client) });
}
