import type { TopicCallVersionBody, TopicCallWriteResult } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/** manage/calls/close: a published call takes no more applications (those submitted go on being reviewed). */
export function closeCall(body: TopicCallVersionBody): Promise<TopicCallWriteResult> {
  return request<TopicCallWriteResult>(ApiPaths.topicManageCloseCall, { body, skipErrorHandler: true });
}

export function useCloseCall() {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeCall, onSuccess: () => void invalidateManage(client, 'calls', 'call') });
}
