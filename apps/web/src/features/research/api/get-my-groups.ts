import type { MyGroups, GroupList } from '@yanxiu/contract/research';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchMyGroups: groups I lead or belong to, and those I asked to join. */
export function getMyGroups(signal?: AbortSignal): Promise<MyGroups> {
  return request<MyGroups>(ApiPaths.researchMyGroups, { signal });
}

/** GET researchOpenGroups: open groups in my reach I may ask to join (at most 100, by name). */
export function getOpenGroups(keyword: string, signal?: AbortSignal): Promise<GroupList> {
  return request<GroupList>(ApiPaths.researchOpenGroups, { query: keyword ? { keyword } : {}, signal });
}

/** GET researchManageGroups: the groups staff manage (at most 100, by name). */
export function getManagedGroups(keyword: string, signal?: AbortSignal): Promise<GroupList> {
  return request<GroupList>(ApiPaths.researchManageGroups, { query: keyword ? { keyword } : {}, signal });
}

export function useMyGroups() {
  return useQuery({ queryKey: researchKeys.groups({ mine: true }), queryFn: ({ signal }) => getMyGroups(signal) });
}

export function useOpenGroups(keyword: string) {
  return useQuery({
    queryKey: researchKeys.groups({ open: keyword }),
    queryFn: ({ signal }) => getOpenGroups(keyword, signal),
    placeholderData: keepPreviousData,
  });
}

export function useManagedGroups(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: researchKeys.groups({ managed: keyword }),
    queryFn: ({ signal }) => getManagedGroups(keyword, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
