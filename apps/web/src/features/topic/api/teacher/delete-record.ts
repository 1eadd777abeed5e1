import type { DeleteTopicRecordBody } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateTopics } from './keys';

/** topicDeleteRecord: removes my process record at the version read. */
export function deleteRecord(body: DeleteTopicRecordBody): Promise<unknown> {
  return request<unknown>(ApiPaths.topicDeleteRecord, { body });
}

export function useDeleteRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRecord, onSuccess: () => void invalidateTopics(client) });
}
