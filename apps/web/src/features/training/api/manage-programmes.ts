import type { ProgrammeStatusValue, TrainingKindValue } from '@yanxiu/contract/training-enums';
import type { ProgrammeSummary } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TRAINING_PAGE_SIZE, type TrainingPage } from './get-catalogue';
import { MANAGE_KEY } from './manage-keys';

/** Filters of the staff programme list. */
export type ManagedProgrammesFilter = { current: number; kind?: TrainingKindValue; status?: ProgrammeStatusValue; keyword?: string };

/** trainingManageProgrammes: programmes the caller manages, paged, newest first. */
export function getManagedProgrammes(filter: ManagedProgrammesFilter): Promise<TrainingPage<ProgrammeSummary>> {
  return request<TrainingPage<ProgrammeSummary>>(ApiPaths.trainingManageProgrammes, {
    query: { ...filter, keyword: filter.keyword || undefined, size: TRAINING_PAGE_SIZE },
  });
}

export function managedProgrammesQuery(filter: ManagedProgrammesFilter) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'programmes', filter], queryFn: () => getManagedProgrammes(filter) });
}

export function useManagedProgrammes(filter: ManagedProgrammesFilter) {
  return useQuery({ ...managedProgrammesQuery(filter), placeholderData: keepPreviousData });
}
