import type { ExportStatus, ManagedExportsPage, MyExport } from '@yanxiu/contract/privacy-exports';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { downloadNamedFile } from '@/shared/request/file-transfer';

// The personal-data export calls: the teacher's page and the staff's list share one key space.

const EXPORTS_KEY = ['privacy', 'exports'] as const;
export const EXPORTS_PAGE_SIZE = 10;
// While an archive is being prepared the page asks again now and then, so "ready" shows without a reload (the bell
// announces it too).
const PREPARING_REFETCH_MS = 3000;

const onItsWay = (exports: MyExport[] | undefined) => exports?.some((item) => item.status === 'queued' || item.status === 'preparing');

/** privacyMyExports: the caller's recent exports, newest first; asked again while one is on its way. */
export function useMyExports() {
  return useQuery({
    queryKey: [...EXPORTS_KEY, 'mine'],
    queryFn: ({ signal }) => request<MyExport[]>(ApiPaths.privacyMyExports, { signal }),
    refetchInterval: (query) => (onItsWay(query.state.data) ? PREPARING_REFETCH_MS : false),
  });
}

/** privacyExportRequest: asks for a copy of everything held about the caller. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<MyExport>(ApiPaths.privacyExportRequest, { method: 'POST', body: {}, skipErrorHandler: true }),
    onSettled: () => client.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
}

/** privacyExportDownload: the archive with the server's file name (the Bearer header goes with it). */
export function downloadExport(id: number): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(ApiPaths.privacyExportDownload, { id }));
}

/** privacyExportsManage: who asked and when, within the caller's reach, newest first. */
export function useManagedExports(status: ExportStatus | undefined, current: number) {
  return useQuery({
    queryKey: [...EXPORTS_KEY, 'manage', status ?? 'all', current],
    queryFn: ({ signal }) =>
      request<ManagedExportsPage>(ApiPaths.privacyExportsManage, {
        query: { ...(status ? { status } : {}), current, size: EXPORTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
