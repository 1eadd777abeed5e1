import type { Order } from '@yanxiu/contract/training';
import type { OrderStatusValue } from '@yanxiu/contract/training-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TRAINING_PAGE_SIZE, type TrainingPage } from './get-catalogue';

export type MyOrdersParams = { current: number; status?: OrderStatusValue };

/** GET trainingOrders: the caller's orders, newest first, paged. */
export function getMyOrders(params: MyOrdersParams, signal?: AbortSignal): Promise<TrainingPage<Order>> {
  return request<TrainingPage<Order>>(ApiPaths.trainingOrders, { query: { ...params, size: TRAINING_PAGE_SIZE }, signal });
}

export function myOrdersQuery(params: MyOrdersParams) {
  return queryOptions({ queryKey: ['training', 'orders', params], queryFn: ({ signal }) => getMyOrders(params, signal) });
}

export function useMyOrders(params: MyOrdersParams) {
  return useQuery({ ...myOrdersQuery(params), placeholderData: keepPreviousData });
}
