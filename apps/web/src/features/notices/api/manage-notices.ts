import type {
  EditableNotice,
  ManagedNoticesPage,
  NoticeOutstanding,
  NoticeRecipientsPage,
  NoticeSchoolOption,
  SaveNoticeBody,
} from '@yanxiu/contract/notices';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { NOTICES_KEY } from './keys';

// The staff calls of notices: one file, as they share the key space and are used by the one staff page.

export const MANAGE_PAGE_SIZE = 10;
export type ManagedFilter = { current: number; keyword?: string };

/** noticeManageList: the notices the caller's unit published, with counts. */
export function useManagedNotices(filter: ManagedFilter) {
  return useQuery({
    queryKey: [...NOTICES_KEY, 'manage', filter],
    queryFn: ({ signal }) =>
      request<ManagedNoticesPage>(ApiPaths.noticeManageList, {
        query: { current: filter.current, size: MANAGE_PAGE_SIZE, keyword: filter.keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** noticeManageDetail: a notice as the form edits it (only when one is being edited). */
export function useEditableNotice(id: number | null) {
  return useQuery({
    queryKey: [...NOTICES_KEY, 'editable', id],
    queryFn: ({ signal }) => request<EditableNotice>(ApiPaths.noticeManageDetail, { query: { id: id! }, signal }),
    enabled: id !== null,
  });
}

/** noticeManageSchools: the schools the caller may publish to. */
export function noticeSchoolsQuery() {
  return queryOptions({
    queryKey: [...NOTICES_KEY, 'schools'],
    queryFn: ({ signal }) => request<NoticeSchoolOption[]>(ApiPaths.noticeManageSchools, { signal }),
  });
}
export function useNoticeSchools() {
  return useQuery(noticeSchoolsQuery());
}

/** noticeManageRecipients: who of the audience has not read or acknowledged. */
export function useNoticeRecipients(id: number | null, outstanding: NoticeOutstanding, current: number) {
  return useQuery({
    queryKey: [...NOTICES_KEY, 'recipients', id, outstanding, current],
    queryFn: ({ signal }) =>
      request<NoticeRecipientsPage>(ApiPaths.noticeManageRecipients, {
        query: { id: id!, outstanding, current, size: MANAGE_PAGE_SIZE },
        signal,
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

function useNoticeMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: NOTICES_KEY }) });
}

/** noticeManageSave: creates or edits a notice. */
export function useSaveNotice() {
  return useNoticeMutation((body: SaveNoticeBody) =>
    request<{ id: number; version: number }>(ApiPaths.noticeManageSave, { method: 'POST', body }),
  );
}

/** noticeManageWithdraw: readers no longer see it. */
export function useWithdrawNotice() {
  return useNoticeMutation((body: { id: number; version: number }) =>
    request<{ id: number; version: number }>(ApiPaths.noticeManageWithdraw, { method: 'POST', body }),
  );
}

/** noticeManageRemind: notifies everyone who has not yet acknowledged (or read). */
export function useRemindNotice() {
  return useNoticeMutation((id: number) => request<{ reminded: number }>(ApiPaths.noticeManageRemind, { method: 'POST', body: { id } }));
}
