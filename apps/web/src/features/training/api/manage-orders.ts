import type { OrderStatusValue } from '@yanxiu/contract/training-enums';
import type { Order } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TRAINING_PAGE_SIZE, type TrainingPage } from './get-catalogue';
import { MANAGE_KEY } from './manage-keys';

/** Filters of the staff order list. */
export type ManagedOrdersFilter = { current: number; status?: OrderStatusValue; keyword?: string };

/** trainingManageOrders: the tenant's orders (district admins), paged, newest first. */
export function getManagedOrders(filter: ManagedOrdersFilter): Promise<TrainingPage<Order>> {
  return request<TrainingPage<Order>>(ApiPaths.trainingManageOrders, {
    query: { ...filter, keyword: filter.keyword || undefined, size: TRAINING_PAGE_SIZE },
  });
}

export function managedOrdersQuery(filter: ManagedOrdersFilter) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'orders', filter], queryFn: () => getManagedOrders(filter) });
}

export function useManagedOrders(filter: ManagedOrdersFilter) {
  return useQuery({ ...managedOrdersQuery(filter), placeholderData: keepPreviousData });
}
