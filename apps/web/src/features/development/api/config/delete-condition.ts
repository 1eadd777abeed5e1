import type { DeleteConditionBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** deleteCondition: deletes a condition with its files. */
export function deleteCondition(body: DeleteConditionBody): Promise<{ deleted: true }> {
  return request<{ deleted: true }>(ApiPaths.developmentConfigDeleteCondition, { body });
}

export function useDeleteCondition() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCondition, onSuccess: () => invalidateConfig(client) });
}
