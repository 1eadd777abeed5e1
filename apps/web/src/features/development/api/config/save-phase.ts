import type { PhaseView, PostTypePhaseBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** savePhase: puts a ladder phase on a post type's path; answers the path. */
export function savePathPhase(body: PostTypePhaseBody): Promise<PhaseView[]> {
  return request<PhaseView[]>(ApiPaths.developmentConfigSavePhase, { body });
}

export function useSavePathPhase() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePathPhase, onSuccess: () => invalidateConfig(client) });
}
