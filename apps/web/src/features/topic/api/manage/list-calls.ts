import type { ManageTopicCallPage } from '@yanxiu/contract/topic';
import type { TopicCallStateValue } from '@yanxiu/contract/topic-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** Filters of the staff's list of calls. */
export type CallsFilter = { current: number; state?: TopicCallStateValue | undefined; keyword?: string | undefined };

/** manage/calls/list: the district's calls (课题指南), newest first, paged. */
export function listCalls(filter: CallsFilter): Promise<ManageTopicCallPage> {
  return request<ManageTopicCallPage>(ApiPaths.topicManageCalls, {
    query: { ...filter, keyword: filter.keyword || undefined, size: PAGE_SIZE },
  });
}

export function callsQuery(filter: CallsFilter) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'calls', filter], queryFn: () => listCalls(filter) });
}

export function useCalls(filter: CallsFilter, enabled = true) {
  return useQuery({ ...callsQuery(filter), enabled, placeholderData: keepPreviousData });
}
