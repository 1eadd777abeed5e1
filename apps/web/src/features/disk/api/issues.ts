import type {
  CreateDiskIssueBody,
  CreatedDiskIssue,
  DiskIssueRecipientsPage,
  DiskIssueSchools,
  DiskIssuesPage,
  DiskIssueTeachersPage,
} from '@yanxiu/contract/disk';
import type { DiskRecipientStateValue } from '@yanxiu/contract/disk-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { ISSUES_KEY } from './keys';

export const ISSUE_PAGE_SIZE = 10;
export type PageFilter = { current: number; cursor?: string };

/** diskIssue: issues resources and folders of the caller's disk down to the chosen recipients. */
export function createIssue(body: CreateDiskIssueBody): Promise<CreatedDiskIssue> {
  return request<CreatedDiskIssue>(ApiPaths.diskIssue, { method: 'POST', body });
}

export function useCreateIssue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createIssue, onSuccess: () => client.invalidateQueries({ queryKey: ISSUES_KEY }) });
}

/** diskIssues: what the caller issued, newest first, with recipients counted by state. */
export function listIssues(filter: PageFilter, signal?: AbortSignal): Promise<DiskIssuesPage> {
  return request<DiskIssuesPage>(ApiPaths.diskIssues, { query: { ...filter, size: ISSUE_PAGE_SIZE }, signal });
}

export function useIssues(filter: PageFilter) {
  return useQuery({
    queryKey: [...ISSUES_KEY, 'mine', filter],
    queryFn: ({ signal }) => listIssues(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** diskIssueRecipients: one issue's recipients, optionally of exactly one state. */
export function listRecipients(
  id: number,
  state: DiskRecipientStateValue | undefined,
  current: number,
  signal?: AbortSignal,
): Promise<DiskIssueRecipientsPage> {
  return request<DiskIssueRecipientsPage>(ApiPaths.diskIssueRecipients, { query: { id, state, current, size: ISSUE_PAGE_SIZE }, signal });
}

export function useRecipients(id: number | null, state: DiskRecipientStateValue | undefined, current: number) {
  return useQuery({
    queryKey: [...ISSUES_KEY, 'recipients', id, state ?? null, current],
    queryFn: ({ signal }) => listRecipients(id!, state, current, signal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** diskIssueRemind: tells those who have not acknowledged (or opened) it yet; answers how many. */
export function remindIssue(id: number): Promise<{ reminded: number }> {
  return request(ApiPaths.diskIssueRemind, { method: 'POST', body: { id } });
}

/** diskIssueWithdraw: recipients no longer see it. */
export function withdrawIssue(id: number): Promise<{ id: number; withdrawnAt: string }> {
  return request(ApiPaths.diskIssueWithdraw, { method: 'POST', body: { id } });
}

export function useRemindIssue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: remindIssue, onSuccess: () => client.invalidateQueries({ queryKey: ISSUES_KEY }) });
}

export function useWithdrawIssue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawIssue, onSuccess: () => client.invalidateQueries({ queryKey: ISSUES_KEY }) });
}

/** diskIssueSchools: the schools below the issuer and the teaching-research groups within their reach. */
export function listIssueSchools(signal?: AbortSignal): Promise<DiskIssueSchools> {
  return request(ApiPaths.diskIssueSchools, { signal });
}

export const issueSchoolsQuery = queryOptions({
  queryKey: [...ISSUES_KEY, 'schools'],
  queryFn: ({ signal }) => listIssueSchools(signal),
  staleTime: 5 * 60_000,
});

export function useIssueSchools(enabled: boolean) {
  return useQuery({ ...issueSchoolsQuery, enabled });
}

/** diskIssueTeachers: teachers below the issuer matching a keyword (the first page). */
export function listIssueTeachers(keyword: string, signal?: AbortSignal): Promise<DiskIssueTeachersPage> {
  return request<DiskIssueTeachersPage>(ApiPaths.diskIssueTeachers, {
    query: { keyword: keyword || undefined, current: 1, size: 20 },
    signal,
  });
}

export function useIssueTeachers(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ISSUES_KEY, 'teachers', keyword],
    queryFn: ({ signal }) => listIssueTeachers(keyword, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
