import type { SelectablePhases } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** getCanSelectPhase: the teacher's phase and the phases above it on a post type's path, conditions checked. */
export function getCanSelectPhase(postTypeCode: string): Promise<SelectablePhases> {
  return request<SelectablePhases>(ApiPaths.getCanSelectPhase, { query: { postTypeCode } });
}

export function canSelectPhaseQuery(postTypeCode: string) {
  return queryOptions({ queryKey: ['development', 'selectablePhases', postTypeCode], queryFn: () => getCanSelectPhase(postTypeCode) });
}

export function useCanSelectPhase(postTypeCode: string | undefined) {
  return useQuery({ ...canSelectPhaseQuery(postTypeCode ?? ''), enabled: Boolean(postTypeCode) });
}
