import type { TopicDecideBody, TopicReviewState } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/review/decide: approve, return for changes or reject the caller's step. Quiet: the page explains a refusal. */
export function decide(body: TopicDecideBody): Promise<TopicReviewState> {
  return request<TopicReviewState>(ApiPaths.topicReviewDecide, { body, skipErrorHandler: true });
}

export function useDecide() {
  const client = useQueryClient();
  // Not awaited: the reviewer moves on to the next filing while the lists refresh.
  return useMutation({ mutationFn: decide, onSuccess: () => void invalidateManage(client, 'queue', 'review', 'overview') });
}
