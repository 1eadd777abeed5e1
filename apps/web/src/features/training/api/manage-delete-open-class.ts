import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './manage-keys';

/** trainingManageDeleteOpenClass: removes a recommended open class. */
export function deleteOpenClass(body: { id: number }): Promise<unknown> {
  return request<unknown>(ApiPaths.trainingManageDeleteOpenClass, { body });
}

export function useDeleteOpenClass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteOpenClass, onSuccess: () => void invalidateManage(client, 'openClasses') });
}
