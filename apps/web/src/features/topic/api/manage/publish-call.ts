import type { TopicCallVersionBody, TopicCallWriteResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/calls/publish: a draft call opens to teachers at the version read. Quiet: the editor says why it was refused. */
export function publishCall(body: TopicCallVersionBody): Promise<TopicCallWriteResult> {
  return request<TopicCallWriteResult>(ApiPaths.topicManagePublishCall, { body, skipErrorHandler: true });
}

export function usePublishCall() {
  const client = useQueryClient();
  return useMutation({ mutationFn: publishCall, onSuccess: () => void invalidateManage(client, 'calls', 'call') });
}
