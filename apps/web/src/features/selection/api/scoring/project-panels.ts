import { ApiPaths } from '@yanxiu/contract/paths';
import type { ProjectPanels } from '@yanxiu/contract/selection-scoring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SCORING_KEY } from './keys';

/** selectionExperts: each group's panel with every expert's progress, and the users with the expert role. */
export function getProjectPanels(prjId: number, signal?: AbortSignal): Promise<ProjectPanels> {
  return request<ProjectPanels>(ApiPaths.selectionExperts, { query: { prjId }, signal });
}

export function projectPanelsQuery(prjId: number) {
  return queryOptions({
    queryKey: [...SCORING_KEY, 'panels', prjId],
    queryFn: ({ signal }) => getProjectPanels(prjId, signal),
    retry: retryUnlessRefused,
  });
}

export function useProjectPanels(prjId: number) {
  return useQuery(projectPanelsQuery(prjId));
}
