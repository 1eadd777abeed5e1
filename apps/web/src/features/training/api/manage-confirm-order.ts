import type { Order } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './manage-keys';

/** trainingManageConfirmOrder: records the bank transfer of a pending offline order; the teacher is enrolled. */
export function confirmOrder(body: { orderId: number; paymentReference: string }): Promise<Order> {
  return request<Order>(ApiPaths.trainingManageConfirmOrder, { body });
}

export function useConfirmOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmOrder, onSuccess: () => void invalidateManage(client) });
}
