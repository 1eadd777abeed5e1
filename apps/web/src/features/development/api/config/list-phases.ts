import type { PhaseView } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CONFIG_KEY } from './config-key';

/** listPhases: a post type's path, lowest phase first. */
export function listPathPhases(postTypeCode: string): Promise<PhaseView[]> {
  return request<PhaseView[]>(ApiPaths.developmentConfigListPhases, { query: { postTypeCode } });
}

export function listPathPhasesQuery(postTypeCode: string) {
  return queryOptions({ queryKey: [CONFIG_KEY, 'phases', postTypeCode], queryFn: () => listPathPhases(postTypeCode) });
}

/** Waits until every code is chosen. */
export function useConfigPhases(postTypeCode: string | undefined) {
  return useQuery({ ...listPathPhasesQuery(postTypeCode ?? ''), enabled: Boolean(postTypeCode) });
}
