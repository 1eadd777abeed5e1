import type { ManageTopicCall } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** manage/calls/detail: one call with its version, for editing (quiet: the page says why it failed). */
export function getCall(callId: number): Promise<ManageTopicCall> {
  return request<ManageTopicCall>(ApiPaths.topicManageCall, { query: { callId }, skipErrorHandler: true });
}

export function callQuery(callId: number) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'call', callId], queryFn: () => getCall(callId) });
}

/** The call `callId` names; nothing is read without one (a new call). */
export function useCall(callId: number | undefined) {
  return useQuery({ ...callQuery(callId ?? 0), enabled: callId !== undefined });
}
