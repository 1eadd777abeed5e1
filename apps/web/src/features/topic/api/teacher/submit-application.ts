import type { TopicApplyVersionBody, TopicApplyWriteResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateTopics } from './keys';

/** topicSubmitApplication: submits my application to the school's review (a returned one is resubmitted). */
export function submitApplication(body: TopicApplyVersionBody): Promise<TopicApplyWriteResult> {
  return request<TopicApplyWriteResult>(ApiPaths.topicSubmitApplication, { body });
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitApplication, onSuccess: () => void invalidateTopics(client) });
}
