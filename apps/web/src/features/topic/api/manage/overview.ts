import type { TopicOverviewPage } from '@yanxiu/contract/topic';
import type { TopicPhaseValue } from '@yanxiu/contract/topic-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** What the overview asks for: the page, the phase, only overdue topics, a keyword. */
export type OverviewParams = {
  current: number;
  phase?: TopicPhaseValue | undefined;
  overdue?: boolean | undefined;
  keyword?: string | undefined;
};

/** manage/topics/overview: the district's (or the school's) topics with their phase and what is due or overdue. */
export function getOverview(params: OverviewParams): Promise<TopicOverviewPage> {
  const { overdue, ...rest } = params;
  return request<TopicOverviewPage>(ApiPaths.topicOverview, {
    query: { ...rest, overdue: overdue ? 'true' : undefined, keyword: rest.keyword || undefined, size: PAGE_SIZE },
  });
}

export function overviewQuery(params: OverviewParams) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'overview', params], queryFn: () => getOverview(params) });
}

export function useOverview(params: OverviewParams, enabled = true) {
  return useQuery({ ...overviewQuery(params), enabled, placeholderData: keepPreviousData });
}
