import type { ConditionFile, SaveConditionFileBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** saveConditionFile: creates or replaces a file a condition asks for. */
export function saveConditionFile(body: SaveConditionFileBody): Promise<ConditionFile> {
  return request<ConditionFile>(ApiPaths.developmentConfigSaveConditionFile, { body });
}

export function useSaveConditionFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveConditionFile, onSuccess: () => invalidateConfig(client) });
}
