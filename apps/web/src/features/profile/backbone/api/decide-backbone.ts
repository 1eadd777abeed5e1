import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneDecideBody, BackboneState } from '@yanxiu/contract/profile-backbone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateBackbone } from './keys';

/** backboneDecide: approve, reject or return at the current step (the last approval grants the role). */
export function decideBackbone(body: BackboneDecideBody): Promise<BackboneState> {
  return request<BackboneState>(ApiPaths.backboneDecide, { body });
}

export function useDecideBackbone() {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess (a toast) runs before the refetch replaces the form it came from.
  return useMutation({ mutationFn: decideBackbone, onSuccess: () => void invalidateBackbone(client) });
}
