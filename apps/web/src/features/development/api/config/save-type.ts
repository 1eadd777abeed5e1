import type { DevelopmentType, SaveDevelopmentTypeBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** saveType: creates or replaces a development type (audited). */
export function saveDevelopmentType(body: SaveDevelopmentTypeBody): Promise<DevelopmentType> {
  return request<DevelopmentType>(ApiPaths.developmentConfigSaveType, { body });
}

export function useSaveConfigType() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDevelopmentType, onSuccess: () => invalidateConfig(client) });
}
