import type { ConditionFile } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** getConditionFileByPostTypeAndPhase: the files each condition of a phase asks for. */
export function getConditionFiles(postTypeCode: string, phaseCode: string): Promise<ConditionFile[]> {
  return request<ConditionFile[]>(ApiPaths.getConditionFileByPostTypeAndPhase, { query: { postTypeCode, phaseCode } });
}

export function conditionFilesQuery(postTypeCode: string, phaseCode: string) {
  return queryOptions({
    queryKey: ['development', 'conditionFiles', postTypeCode, phaseCode],
    queryFn: () => getConditionFiles(postTypeCode, phaseCode),
  });
}

export function useConditionFiles(postTypeCode: string | undefined, phaseCode: string | undefined) {
  return useQuery({ ...conditionFilesQuery(postTypeCode ?? '', phaseCode ?? ''), enabled: Boolean(postTypeCode && phaseCode) });
}
