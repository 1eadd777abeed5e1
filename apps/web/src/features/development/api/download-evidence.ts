import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/shared/request/file-transfer';

/** GET /files/{id}: an evidence file's bytes (the download needs the bearer token, so no plain link). */
export function downloadEvidence(id: string, signal?: AbortSignal): Promise<Blob> {
  return downloadFile(fillPath(ApiPaths.downloadFile, { id }), { signal });
}

export function evidenceBlobQuery(id: string) {
  return queryOptions({
    queryKey: ['development', 'evidenceBlob', id],
    queryFn: ({ signal }) => downloadEvidence(id, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}

/** The bytes of an evidence file, while `id` is set (the preview is open). */
export function useEvidenceBlob(id: string | null) {
  return useQuery({ ...evidenceBlobQuery(id ?? ''), enabled: id !== null });
}
