import type { Condition, SaveConditionBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** saveCondition: creates or replaces a condition of a phase (its files are kept). */
export function saveCondition(body: SaveConditionBody): Promise<Condition> {
  return request<Condition>(ApiPaths.developmentConfigSaveCondition, { body });
}

export function useSaveCondition() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCondition, onSuccess: () => invalidateConfig(client) });
}
