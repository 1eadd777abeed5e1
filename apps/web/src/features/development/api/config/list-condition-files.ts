import type { ConditionFile } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CONFIG_KEY } from './config-key';

/** listConditionFiles: the files the conditions of a phase ask for. */
export function listConditionFiles(postTypeCode: string, phaseCode: string): Promise<ConditionFile[]> {
  return request<ConditionFile[]>(ApiPaths.developmentConfigListConditionFiles, { query: { postTypeCode, phaseCode } });
}

export function listConditionFilesQuery(postTypeCode: string, phaseCode: string) {
  return queryOptions({
    queryKey: [CONFIG_KEY, 'files', postTypeCode, phaseCode],
    queryFn: () => listConditionFiles(postTypeCode, phaseCode),
  });
}

/** Waits until every code is chosen. */
export function useConfigConditionFiles(postTypeCode: string | undefined, phaseCode: string | undefined) {
  return useQuery({
    ...listConditionFilesQuery(postTypeCode ?? '', phaseCode ?? ''),
    enabled: Boolean(postTypeCode) && Boolean(phaseCode),
  });
}
