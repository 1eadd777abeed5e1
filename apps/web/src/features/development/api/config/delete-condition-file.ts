import type { DeleteConditionFileBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** deleteConditionFile: deletes a file a condition asks for. */
export function deleteConditionFile(body: DeleteConditionFileBody): Promise<{ deleted: true }> {
  return request<{ deleted: true }>(ApiPaths.developmentConfigDeleteConditionFile, { body });
}

export function useDeleteConditionFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteConditionFile, onSuccess: () => invalidateConfig(client) });
}
