import type { Order } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateMyTraining } from './invalidate-mine';

/** POST trainingCancelOrder: cancels the caller's pending order and releases its seat. */
export function cancelOrder(body: { orderId: number }): Promise<Order> {
  return request<Order>(ApiPaths.trainingCancelOrder, { body });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: () => void invalidateMyTraining(client) });
}
