import type { DiskReceivedDetail, DiskReceivedPage, SaveDiskCopiesBody, SavedDiskCopies } from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { DISK_KEY, ISSUES_KEY } from './keys';
import type { PageFilter } from './issues';

export const RECEIVED_PAGE_SIZE = 10;

/** diskReceived: what was issued to the caller (or their school), unread first, then newest. */
export function listReceived(filter: PageFilter, signal?: AbortSignal): Promise<DiskReceivedPage> {
  return request<DiskReceivedPage>(ApiPaths.diskReceived, { query: { ...filter, size: RECEIVED_PAGE_SIZE }, signal });
}

export function useReceived(filter: PageFilter) {
  return useQuery({
    queryKey: [...ISSUES_KEY, 'received', filter],
    queryFn: ({ signal }) => listReceived(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** diskReceivedDetail: one issue to the caller with its resources; opening it records that they opened it. */
export function getReceived(id: number, signal?: AbortSignal): Promise<DiskReceivedDetail> {
  return request<DiskReceivedDetail>(ApiPaths.diskReceivedDetail, { query: { id }, signal });
}

export function useReceivedDetail(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...ISSUES_KEY, 'receivedDetail', id],
    queryFn: async ({ signal }) => {
      const detail = await getReceived(id!, signal);
      // Opened now: the list's unread mark goes.
      void client.invalidateQueries({ queryKey: [...ISSUES_KEY, 'received'] });
      return detail;
    },
    enabled: id !== null,
  });
}

/** diskReceivedAcknowledge: counted once however often it is sent. */
export function acknowledgeIssue(id: number): Promise<{ id: number; acknowledgedAt: string }> {
  return request(ApiPaths.diskReceivedAcknowledge, { method: 'POST', body: { id } });
}

export function useAcknowledgeIssue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: acknowledgeIssue, onSuccess: () => client.invalidateQueries({ queryKey: ISSUES_KEY }) });
}

/** diskReceivedSaveCopies: copies of an issue's resources in the caller's disk (no bytes copied). */
export function saveCopies(body: SaveDiskCopiesBody): Promise<SavedDiskCopies> {
  return request<SavedDiskCopies>(ApiPaths.diskReceivedSaveCopies, { method: 'POST', body });
}

export function useSaveCopies() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCopies, onSuccess: () => client.invalidateQueries({ queryKey: DISK_KEY }) });
}
