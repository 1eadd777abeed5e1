import type { CreateOrderBody, Order } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateMyTraining } from './invalidate-mine';

/** POST trainingCreateOrder: orders a marketplace programme; the same idempotency key answers the same order. */
export function createOrder(body: CreateOrderBody): Promise<Order> {
  return request<Order>(ApiPaths.trainingCreateOrder, { body });
}

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createOrder, onSettled: () => void invalidateMyTraining(client) });
}
