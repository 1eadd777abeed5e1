import type { ManageProjectPage, ManageProjectRow } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { SCORING_KEY } from './keys';

/** How many projects the picker lists per search: a district runs a handful a term, the search narrows older ones. */
const PICKER_SIZE = 50;

/**
 * selectionManageProjects: the caller's published and closed projects matching `keyword`, newest first, for the
 * scoring page's picker (drafts have no applications to score).
 */
export async function getScoringProjects(keyword: string, signal?: AbortSignal): Promise<ManageProjectRow[]> {
  const page = await request<ManageProjectPage>(ApiPaths.selectionManageProjects, {
    query: { current: 1, size: PICKER_SIZE, ...(keyword ? { keyword } : {}) },
    signal,
  });
  return page.records.filter((project) => project.state !== 'draft');
}

export function scoringProjectsQuery(keyword: string) {
  return queryOptions({ queryKey: [...SCORING_KEY, 'projects', keyword], queryFn: ({ signal }) => getScoringProjects(keyword, signal) });
}

export function useScoringProjects(keyword: string) {
  return useQuery({ ...scoringProjectsQuery(keyword.trim()), placeholderData: keepPreviousData });
}
