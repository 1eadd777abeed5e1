import type { OpenClass, SaveOpenClassBody } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './manage-keys';

/** trainingManageSaveOpenClass: creates (no id) or edits a recommended open class, also to hide or show it. */
export function saveOpenClass(body: SaveOpenClassBody): Promise<OpenClass> {
  return request<OpenClass>(ApiPaths.trainingManageSaveOpenClass, { body });
}

export function useSaveOpenClass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveOpenClass, onSuccess: () => void invalidateManage(client, 'openClasses') });
}
