import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneApplyBody, BackboneState } from '@yanxiu/contract/profile-backbone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateBackbone } from './keys';

/** backboneApply: applies with a statement and verified records; submitted for review at once. */
export function applyBackbone(body: BackboneApplyBody): Promise<BackboneState> {
  return request<BackboneState>(ApiPaths.backboneApply, { body });
}

export function useApplyBackbone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyBackbone, onSuccess: () => void invalidateBackbone(client) });
}
