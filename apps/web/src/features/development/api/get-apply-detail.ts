import type { ApplyDetail } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** getApplyDetailAndAuditInfo: an application as last submitted, its review and its history. */
export function getApplyDetail(applyId: number): Promise<ApplyDetail> {
  // Quiet: the pages say in place why an application cannot be shown (not found, not yours), once.
  return request<ApplyDetail>(ApiPaths.getApplyDetailAndAuditInfo, { query: { applyId }, skipErrorHandler: true });
}

export function applyDetailQuery(applyId: number) {
  return queryOptions({ queryKey: ['development', 'apply', applyId], queryFn: () => getApplyDetail(applyId), retry: false });
}

export function useApplyDetail(applyId: number | undefined) {
  return useQuery({ ...applyDetailQuery(applyId ?? 0), enabled: applyId !== undefined && applyId > 0 });
}
