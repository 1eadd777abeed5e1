import type { ProgrammeDetail } from '@yanxiu/contract/training';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** GET trainingProgramme: a programme page with its units, the caller's enrolment, blocker and progress. */
export function getProgramme(id: number, signal?: AbortSignal): Promise<ProgrammeDetail> {
  // Quiet: the page shows the failure (not found, not in the audience) in place.
  return request<ProgrammeDetail>(fillPath(ApiPaths.trainingProgramme, { id: String(id) }), { signal, skipErrorHandler: true });
}

export function programmeQuery(id: number) {
  return queryOptions({ queryKey: ['training', 'programme', id], queryFn: ({ signal }) => getProgramme(id, signal), retry: false });
}

export function useProgramme(id: number | null) {
  return useQuery({ ...programmeQuery(id ?? 0), enabled: id !== null && id > 0 });
}
