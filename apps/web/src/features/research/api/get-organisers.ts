import type { OrganiserChoices } from '@yanxiu/contract/research';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** GET researchOrganisers: the groups I lead or manage and my unit (staff), which an activity may be organised by. */
export function getOrganisers(signal?: AbortSignal): Promise<OrganiserChoices> {
  return request<OrganiserChoices>(ApiPaths.researchOrganisers, { signal });
}

export function useOrganisers() {
  return useQuery({ queryKey: ['research', 'organisers'], queryFn: ({ signal }) => getOrganisers(signal) });
}
