import type { SelectionReviewDetail } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** manage/review/detail: an application for its reviewer (quiet: the page says why it failed). */
export function getReviewDetail(applyId: number): Promise<SelectionReviewDetail> {
  return request<SelectionReviewDetail>(ApiPaths.selectionReviewDetail, { query: { applyId }, skipErrorHandler: true });
}

export function reviewDetailQuery(applyId: number) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'review', applyId], queryFn: () => getReviewDetail(applyId) });
}

export function useReviewDetail(applyId: number | undefined) {
  return useQuery({ ...reviewDetailQuery(applyId ?? 0), enabled: applyId !== undefined });
}
