import type { SaveTopicCallBody, TopicCallWriteResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/calls/save: creates a draft call (no callId) or replaces a draft's fields at the version read. Quiet: the editor says why. */
export function saveCall(body: SaveTopicCallBody): Promise<TopicCallWriteResult> {
  return request<TopicCallWriteResult>(ApiPaths.topicManageSaveCall, { body, skipErrorHandler: true });
}

export function useSaveCall() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCall, onSuccess: () => void invalidateManage(client, 'calls', 'call') });
}
