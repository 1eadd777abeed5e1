import type { TopicShareState, UnshareTopicBody } from '@yanxiu/contract/topic-share';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateTopics } from '../../../api/teacher/keys';

/** topicUnshare: stops sharing the topic; its page answers 404 again (the host). */
export function unshareTopic(body: UnshareTopicBody): Promise<TopicShareState> {
  return request<TopicShareState>(ApiPaths.topicUnshare, { body });
}

export function useUnshareTopic() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unshareTopic, onSuccess: () => void invalidateTopics(client) });
}
