import type { CodeItem } from '@yanxiu/contract/basecode';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../request/request';

export function findCodeByTypeCode(typeCode: string): Promise<CodeItem[]> {
  return request<CodeItem[]>(CorePaths.findCodeByTypeCode, { query: { typeCode } });
}

/** One code table; reference data, so it is kept for the whole visit. */
export function codeTableQuery(typeCode: string) {
  return queryOptions({ queryKey: ['basecode', 'codes', typeCode], queryFn: () => findCodeByTypeCode(typeCode), staleTime: Infinity });
}

export function useCodeTable(typeCode: string) {
  return useQuery(codeTableQuery(typeCode));
}
