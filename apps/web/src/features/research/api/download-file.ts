import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { downloadFile, downloadNamedFile } from '@/shared/request/file-transfer';

/**
 * Where a file of research content is read: an activity's files (posts, hand-ins, summary, stages) through the
 * activity (`researchFile`, which checks the caller may see it there); a group's shared file through the group
 * (`researchGroupFile`, for its members and managers).
 */
export type FileSource = { activityId: number } | { groupId: number };

function pathOf(fileId: string, source: FileSource): { path: string; query?: Record<string, number> } {
  if ('activityId' in source) return { path: fillPath(ApiPaths.researchFile, { id: fileId }), query: { activityId: source.activityId } };
  return { path: fillPath(ApiPaths.researchGroupFile, { id: source.groupId, fileId }) };
}

/** GET researchFile or researchGroupFile: a file's bytes with the server's name, to save. */
export function downloadResearchFile(fileId: string, source: FileSource) {
  const { path, query } = pathOf(fileId, source);
  return downloadNamedFile(path, query ? { query } : {});
}

/**
 * A stored file's bytes as an object URL, for a `<video>` or an `<img>` (which cannot send the Bearer header). The
 * URL is revoked when the query leaves the cache.
 */
export function useResearchFileUrl(fileId: string, source: FileSource) {
  return useQuery({
    queryKey: ['research', 'fileUrl', fileId, source],
    queryFn: async ({ signal }) => {
      const { path, query } = pathOf(fileId, source);
      return URL.createObjectURL(await downloadFile(path, { ...(query ? { query } : {}), signal }));
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
