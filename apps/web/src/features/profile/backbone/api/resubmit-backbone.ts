import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneResubmitBody, BackboneState } from '@yanxiu/contract/profile-backbone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateBackbone } from './keys';

/** backboneResubmit: a returned application, changed and submitted again. */
export function resubmitBackbone(body: BackboneResubmitBody): Promise<BackboneState> {
  return request<BackboneState>(ApiPaths.backboneResubmit, { body });
}

export function useResubmitBackbone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resubmitBackbone, onSuccess: () => void invalidateBackbone(client) });
}
