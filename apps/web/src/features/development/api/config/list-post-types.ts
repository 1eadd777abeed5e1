import type { PostType } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CONFIG_KEY } from './config-key';

/** listPostTypes: every post type with its sections and path. */
export function listPostTypes(): Promise<PostType[]> {
  return request<PostType[]>(ApiPaths.developmentConfigListPostTypes);
}

export function listPostTypesQuery() {
  return queryOptions({ queryKey: [CONFIG_KEY, 'postTypes'], queryFn: () => listPostTypes() });
}

export function useConfigPostTypes() {
  return useQuery(listPostTypesQuery());
}
