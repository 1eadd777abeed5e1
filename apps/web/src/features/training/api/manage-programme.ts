import type { ManagedProgramme } from '@yanxiu/contract/training';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './manage-keys';

/** trainingManageProgramme: one programme as staff edit it, with its version and enrolment counts. */
export function getManagedProgramme(id: number): Promise<ManagedProgramme> {
  // Quiet: the page says why it cannot show the programme (403 page, not found), once.
  return request<ManagedProgramme>(fillPath(ApiPaths.trainingManageProgramme, { id }), { skipErrorHandler: true });
}

export function managedProgrammeQuery(id: number) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'programme', id], queryFn: () => getManagedProgramme(id) });
}

/** The programme while `id` is set (edit mode). Not refetched on focus: a refetch would reset the form being edited. */
export function useManagedProgramme(id: number | undefined) {
  return useQuery({ ...managedProgrammeQuery(id ?? 0), enabled: id !== undefined, refetchOnWindowFocus: false });
}
