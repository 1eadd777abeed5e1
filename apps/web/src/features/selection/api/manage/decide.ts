import type { SelectionApplyState, SelectionDecideBody } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './keys';

/**
 * manage/review/decide: approve (the school's approval recommends, within its quota), return or reject with a
 * comment. Quiet: the page explains a refusal (a full quota above all) where the decision was made.
 */
export function decide(body: SelectionDecideBody): Promise<SelectionApplyState> {
  return request<SelectionApplyState>(ApiPaths.selectionReviewDecide, { body, skipErrorHandler: true });
}

export function useDecide() {
  const client = useQueryClient();
  // Not awaited: the caller moves on to the next application while the lists refresh.
  return useMutation({ mutationFn: decide, onSuccess: () => void invalidateManage(client, 'queue', 'review') });
}
