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
  return request<RankingPage>(ApiPaths.selectionRanking, {
    query: { prjId: params.prjId, groupId: params.groupId, current: params.current, size: RANKING_PAGE_SIZE },
    signal,
  });
}

export function rankingQuery(params: RankingParams) {
  return queryOptions({
    queryKey: [...SCORING_KEY, 'ranking', params],
    queryFn: ({ signal }) => getRanking(params, signal),
    retry: retryUnlessRefused,
  });
}

export function useRanking(params: RankingParams) {
  return useQuery({ ...rankingQuery(params), placeholderData: keepPreviousData });
}

/**
 * The applications on the published list, in every group: read page by page to the end (not the first page alone),
 * so republishing one group during the notice keeps every other winner however large the project.
 */
export async function getPublishedWinners(prjId: number, signal?: AbortSignal): Promise<number[]> {
  const winners: number[] = [];
  for (let current = 1; ; current += 1) {
    const page = await getRanking({ prjId, current }, signal);
    winners.push(...page.records.filter((row) => row.selected === true).map((row) => row.applyId));
    if (page.records.length === 0 || current * RANKING_PAGE_SIZE >= page.total) return winners;
  }
}

export function usePublishedWinners(prjId: number) {
  return useQuery({
    queryKey: [...SCORING_KEY, 'published-winners', prjId],
    queryFn: ({ signal }) => getPublishedWinners(prjId, signal),
    retry: retryUnlessRefused,
  });
}
