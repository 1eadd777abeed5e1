import type { PostTypePhaseBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** deletePhase: takes a phase off a post type's path with its conditions and files. */
export function deletePathPhase(body: PostTypePhaseBody): Promise<{ deleted: true }> {
  return request<{ deleted: true }>(ApiPaths.developmentConfigDeletePhase, { body });
}

export function useDeletePathPhase() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePathPhase, onSuccess: () => invalidateConfig(client) });
}
