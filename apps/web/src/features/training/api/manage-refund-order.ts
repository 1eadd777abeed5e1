import type { Order } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './manage-keys';

/** trainingManageRefundOrder: refunds a paid order; the enrolment is cancelled and the seat freed. */
export function refundOrder(body: { orderId: number; reason: string }): Promise<Order> {
  return request<Order>(ApiPaths.trainingManageRefundOrder, { body });
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: refundOrder, onSuccess: () => void invalidateManage(client) });
}
