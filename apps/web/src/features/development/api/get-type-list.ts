import type { OfferedDevelopmentType } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** getTypeListByUserIdAndSectionCode: the development types offered to a teacher in a section, the chosen one marked. */
export function getTypeList(userId: string, sectionCode: string): Promise<OfferedDevelopmentType[]> {
  return request<OfferedDevelopmentType[]>(ApiPaths.getTypeListByUserIdAndSectionCode, { query: { userId, sectionCode } });
}

export function typeListQuery(userId: string, sectionCode: string) {
  return queryOptions({ queryKey: ['development', 'types', userId, sectionCode], queryFn: () => getTypeList(userId, sectionCode) });
}

export function useTypeList(userId: string | undefined, sectionCode: string | null | undefined) {
  return useQuery({ ...typeListQuery(userId ?? '', sectionCode ?? ''), enabled: Boolean(userId && sectionCode) });
}
