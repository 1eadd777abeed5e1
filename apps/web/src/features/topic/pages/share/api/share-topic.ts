import type { ShareTopicBody, TopicShareState } from '@yanxiu/contract/topic-share';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateTopics } from '../../../api/teacher/keys';

/** topicShare: shares the topic on its public page, or changes what the page shows (the host). */
export function shareTopic(body: ShareTopicBody): Promise<TopicShareState> {
  return request<TopicShareState>(ApiPaths.topicShare, { body });
}

export function useShareTopic() {
  const client = useQueryClient();
  return useMutation({ mutationFn: shareTopic, onSuccess: () => void invalidateTopics(client) });
}
