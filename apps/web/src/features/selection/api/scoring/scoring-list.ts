import { ApiPaths } from '@yanxiu/contract/paths';
import type { ScoringListPage } from '@yanxiu/contract/selection-scoring';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { SCORING_KEY } from './keys';

/** Which of the expert's lists and page, as the list page keeps them in its address. */
export type ScoringListParams = {
  state: 'pending' | 'submitted';
  current: number;
  prjId?: number | undefined;
  keyword?: string | undefined;
};

/** selectionScoringList: the applications the caller scores (never their own school's), one page, with both lists' sizes. */
export function getScoringList(params: ScoringListParams, signal?: AbortSignal): Promise<ScoringListPage> {
  return request<ScoringListPage>(ApiPaths.selectionScoringList, {
    query: { state: params.state, current: params.current, size: PAGE_SIZE, prjId: params.prjId, keyword: params.keyword },
    signal,
  });
}

export function scoringListQuery(params: ScoringListParams) {
  return queryOptions({ queryKey: [...SCORING_KEY, 'list', params], queryFn: ({ signal }) => getScoringList(params, signal) });
}

export function useScoringList(params: ScoringListParams) {
  return useQuery({ ...scoringListQuery(params), placeholderData: keepPreviousData });
}
