import type { EnrolmentStatusValue } from '@yanxiu/contract/training-enums';
import type { EnrolmentRow } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TRAINING_PAGE_SIZE, type TrainingPage } from './get-catalogue';
import { MANAGE_KEY } from './manage-keys';

/** Filters of an enrolment list: one programme's, or (no programme) those the caller may decide. */
export type EnrolmentsFilter = { current: number; programmeId?: number; status?: EnrolmentStatusValue; keyword?: string; size?: number };

/** trainingManageEnrolments: enrolments of a programme the caller manages, or awaiting the caller's decision. */
export function getEnrolments(filter: EnrolmentsFilter): Promise<TrainingPage<EnrolmentRow>> {
  return request<TrainingPage<EnrolmentRow>>(ApiPaths.trainingManageEnrolments, {
    query: { ...filter, keyword: filter.keyword || undefined, size: filter.size ?? TRAINING_PAGE_SIZE },
  });
}

export function enrolmentsQuery(filter: EnrolmentsFilter) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'enrolments', filter], queryFn: () => getEnrolments(filter) });
}

export function useEnrolments(filter: EnrolmentsFilter, enabled = true) {
  return useQuery({ ...enrolmentsQuery(filter), enabled, placeholderData: keepPreviousData });
}

/** How many enrolments await the caller's decision (the total of a one-row page of pending ones). */
export function usePendingEnrolmentCount(enabled: boolean) {
  const query = useEnrolments({ current: 1, size: 1, status: 'pending' }, enabled);
  return query.data?.total ?? 0;
}
