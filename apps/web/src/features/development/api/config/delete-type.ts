import type { DeleteByCodeBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** deleteType: deletes a development type; 409 while chosen by a teacher or used by a post type. */
export function deleteDevelopmentType(body: DeleteByCodeBody): Promise<{ deleted: true }> {
  return request<{ deleted: true }>(ApiPaths.developmentConfigDeleteType, { body });
}

export function useDeleteConfigType() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDevelopmentType, onSuccess: () => invalidateConfig(client) });
}
