import type { DevelopmentType } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CONFIG_KEY } from './config-key';

/** listTypes: every development type, disabled ones too. */
export function listDevelopmentTypes(): Promise<DevelopmentType[]> {
  return request<DevelopmentType[]>(ApiPaths.developmentConfigListTypes);
}

export function listDevelopmentTypesQuery() {
  return queryOptions({ queryKey: [CONFIG_KEY, 'types'], queryFn: () => listDevelopmentTypes() });
}

export function useConfigTypes() {
  return useQuery(listDevelopmentTypesQuery());
}
