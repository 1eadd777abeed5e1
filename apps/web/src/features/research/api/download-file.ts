import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { downloadFile, downloadNamedFile } from '@/shared/request/file-transfer';

/** GET downloadFile: a stored file of an activity or a group (materials, hand-ins, photos), with the server's name. */
export function downloadStoredFile(fileId: string) {
  return downloadNamedFile(fillPath(ApiPaths.downloadFile, { id: fileId }));
}

/**
 * A stored file's bytes as an object URL, for a `<video>` or an `<img>` (which cannot send the Bearer header). The
 * URL is revoked when the query is dropped from the cache.
 */
export function useStoredFileUrl(fileId: string | null) {
  return useQuery({
    queryKey: ['research', 'fileUrl', fileId],
    queryFn: async ({ signal }) => URL.createObjectURL(await downloadFile(fillPath(ApiPaths.downloadFile, { id: fileId ?? '' }), { signal })),
    enabled: fileId !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
