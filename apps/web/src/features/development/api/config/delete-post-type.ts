import type { DeleteByCodeBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** deletePostType: deletes a post type with its path, conditions and files. */
export function deletePostType(body: DeleteByCodeBody): Promise<{ deleted: true }> {
  return request<{ deleted: true }>(ApiPaths.developmentConfigDeletePostType, { body });
}

export function useDeletePostType() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePostType, onSuccess: () => invalidateConfig(client) });
}
