import type { GroupPage } from '@yanxiu/contract/research';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchGroup: a group's page (members, requests for its managers, activities, files, announcements). */
export function getGroup(id: number, signal?: AbortSignal): Promise<GroupPage> {
  // Quiet: the page shows a refusal (not found, not a member of a closed group) in place.
  return request<GroupPage>(fillPath(ApiPaths.researchGroup, { id: String(id) }), { signal, skipErrorHandler: true });
}

export function useGroup(id: number) {
  return useQuery({ queryKey: researchKeys.group(id), queryFn: ({ signal }) => getGroup(id, signal), retry: false, enabled: id > 0 });
}
