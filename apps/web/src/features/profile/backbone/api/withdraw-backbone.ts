import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneState } from '@yanxiu/contract/profile-backbone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateBackbone } from './keys';

/** backboneWithdraw: the applicant takes an application back while it is under way. */
export function withdrawBackbone(applyId: number): Promise<BackboneState> {
  return request<BackboneState>(ApiPaths.backboneWithdraw, { body: { applyId } });
}

export function useWithdrawBackbone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawBackbone, onSuccess: () => void invalidateBackbone(client) });
}
