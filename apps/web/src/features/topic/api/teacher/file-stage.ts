import type { FileTopicStageBody, TopicStageWriteResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateTopics } from './keys';

/** topicFileStage: the host files the opening report, mid-term check, conclusion or a change request. */
export function fileStage(body: FileTopicStageBody): Promise<TopicStageWriteResult> {
  return request<TopicStageWriteResult>(ApiPaths.topicFileStage, { body });
}

export function useFileStage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: fileStage, onSuccess: () => void invalidateTopics(client) });
}
