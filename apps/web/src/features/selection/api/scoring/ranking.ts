import { ApiPaths } from '@yanxiu/contract/paths';
import type { RankingPage } from '@yanxiu/contract/selection-scoring';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SCORING_KEY } from './keys';

/** Rows of the ranking a page: the most the API gives, so a group's list and its ties usually fit on one. */
export const RANKING_PAGE_SIZE = 100;

export type RankingParams = { prjId: number; groupId?: number; current: number };

/** selectionRanking: a project's applications ranked per group (ties share a rank), and where its results stand. */
export function getRanking(params: RankingParams, signal?: AbortSignal): Promise<RankingPage> {
  return request<RankingPage>(ApiPaths.selectionRanking, { query: { prjId: params.prjId, groupId: params.groupId, current: params.current, size: RANKING_PAGE_SIZE }, signal });
}

export function rankingQuery(params: RankingParams) {
  return queryOptions({ queryKey: [...SCORING_KEY, 'ranking', params], queryFn: ({ signal }) => getRanking(params, signal), retry: retryUnlessRefused });
}

export function useRanking(params: RankingParams) {
  return useQuery({ ...rankingQuery(params), placeholderData: keepPreviousData });
}
