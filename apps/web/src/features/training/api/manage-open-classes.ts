import type { OpenClass } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TRAINING_PAGE_SIZE, type TrainingPage } from './get-catalogue';
import { MANAGE_KEY } from './manage-keys';

/** trainingManageOpenClasses: every recommended open class, hidden ones included, paged. */
export function getManagedOpenClasses(current: number, keyword?: string): Promise<TrainingPage<OpenClass>> {
  return request<TrainingPage<OpenClass>>(ApiPaths.trainingManageOpenClasses, {
    query: { current, size: TRAINING_PAGE_SIZE, keyword: keyword || undefined },
  });
}

export function managedOpenClassesQuery(current: number, keyword?: string) {
  return queryOptions({
    queryKey: [...MANAGE_KEY, 'openClasses', current, keyword ?? ''],
    queryFn: () => getManagedOpenClasses(current, keyword),
  });
}

export function useManagedOpenClasses(current: number, keyword?: string) {
  return useQuery({ ...managedOpenClassesQuery(current, keyword), placeholderData: keepPreviousData });
}
