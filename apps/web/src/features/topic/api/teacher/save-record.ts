import type { SaveTopicRecordBody, TopicRecordWriteResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateTopics } from './keys';

/** topicSaveRecord: adds a process record to a topic, or edits my own at the version read. */
export function saveRecord(body: SaveTopicRecordBody): Promise<TopicRecordWriteResult> {
  return request<TopicRecordWriteResult>(ApiPaths.topicSaveRecord, { body });
}

export function useSaveRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRecord, onSuccess: () => void invalidateTopics(client) });
}
