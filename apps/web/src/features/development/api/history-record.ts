import type { ApplyRecord } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** historyRecord: every application of a teacher, newest first. */
export function getHistoryRecord(userId: string): Promise<ApplyRecord[]> {
  return request<ApplyRecord[]>(ApiPaths.historyRecord, { query: { userId } });
}

export function historyRecordQuery(userId: string) {
  return queryOptions({ queryKey: ['development', 'records', userId], queryFn: () => getHistoryRecord(userId) });
}

export function useHistoryRecord(userId: string | undefined) {
  return useQuery({ ...historyRecordQuery(userId ?? ''), enabled: Boolean(userId) });
}
