import type { Condition } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CONFIG_KEY } from './config-key';

/** listConditions: the conditions of a phase of a post type. */
export function listConditions(postTypeCode: string, phaseCode: string): Promise<Condition[]> {
  return request<Condition[]>(ApiPaths.developmentConfigListConditions, { query: { postTypeCode, phaseCode } });
}

export function listConditionsQuery(postTypeCode: string, phaseCode: string) {
  return queryOptions({
    queryKey: [CONFIG_KEY, 'conditions', postTypeCode, phaseCode],
    queryFn: () => listConditions(postTypeCode, phaseCode),
  });
}

/** Waits until every code is chosen. */
export function useConfigConditions(postTypeCode: string | undefined, phaseCode: string | undefined) {
  return useQuery({ ...listConditionsQuery(postTypeCode ?? '', phaseCode ?? ''), enabled: Boolean(postTypeCode) && Boolean(phaseCode) });
}
