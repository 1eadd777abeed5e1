import type { HelpCategory, HelpfulResult, HelpKind, HelpPage, SaveHelpBody } from '@yanxiu/contract/help';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

// The help calls: the one page uses them all and they share one key space.

const HELP_KEY = ['help'] as const;
export const HELP_PAGE_SIZE = 10;
export type HelpFilter = { current: number; category?: HelpCategory; kind?: HelpKind; keyword?: string };

/** helpList: entries by category, searchable, paged. */
export function useHelp(filter: HelpFilter) {
  return useQuery({
    queryKey: [...HELP_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      request<HelpPage>(ApiPaths.helpList, { query: { ...filter, keyword: filter.keyword || undefined, size: HELP_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useHelpMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: HELP_KEY }) });
}

/** helpHelpful: "was this helpful", counted once per user. */
export function useHelpful() {
  return useHelpMutation((id: number) => request<HelpfulResult>(ApiPaths.helpHelpful, { method: 'POST', body: { id } }));
}

/** helpManageSave: creates or edits an entry (district staff). */
export function useSaveHelp() {
  return useHelpMutation((body: SaveHelpBody) =>
    request<{ id: number; version: number }>(ApiPaths.helpManageSave, { method: 'POST', body }),
  );
}

/** helpManageDelete: deletes an entry at the version read. */
export function useDeleteHelp() {
  return useHelpMutation((body: { id: number; version: number }) =>
    request<{ id: number; version: number }>(ApiPaths.helpManageDelete, { method: 'POST', body }),
  );
}
