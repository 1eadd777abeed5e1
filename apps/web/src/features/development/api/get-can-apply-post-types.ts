import type { PostType } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** getCanApplyPostTypeListBySectionCode: the post types open to the teacher in a section. */
export function getCanApplyPostTypes(sectionCode: string): Promise<PostType[]> {
  return request<PostType[]>(ApiPaths.getCanApplyPostTypeListBySectionCode, { query: { sectionCode } });
}

export function canApplyPostTypesQuery(sectionCode: string) {
  return queryOptions({ queryKey: ['development', 'postTypes', sectionCode], queryFn: () => getCanApplyPostTypes(sectionCode) });
}

export function useCanApplyPostTypes(sectionCode: string | null | undefined) {
  return useQuery({ ...canApplyPostTypesQuery(sectionCode ?? ''), enabled: Boolean(sectionCode) });
}
