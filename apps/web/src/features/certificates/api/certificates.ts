import type {
  CertificateStatus,
  CertificateVerification,
  IssueCertificatesBody,
  IssueCertificatesResult,
  ManagedCertificatesPage,
  MyCertificate,
  RevokeCertificateBody,
} from '@yanxiu/contract/certificates';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadNamedFile } from '@/shared/request/file-transfer';
import { request } from '@/shared/request/request';

/** Query keys of the certificate pages all start so; a staff write refreshes them all. */
export const CERTIFICATES_KEY = ['certificates'] as const;
export const MANAGE_PAGE_SIZE = 10;

const withId = (path: string, name: string, value: string | number) => path.replace(`:${name}`, encodeURIComponent(String(value)));

/** certificatesMine: the caller's certificates, newest first. */
export function useMyCertificates() {
  return useQuery(queryOptions({ queryKey: [...CERTIFICATES_KEY, 'mine'], queryFn: ({ signal }) => request<MyCertificate[]>(ApiPaths.certificatesMine, { signal }) }));
}

/** certificatePdf: a certificate's PDF with the server's file name (the Bearer header goes with it). */
export function downloadCertificatePdf(id: number): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(withId(ApiPaths.certificatePdf, 'id', id));
}

/** certificateVerify (public): quiet, the page shows "not found" and failures itself. */
export function verifyCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return request<CertificateVerification>(withId(ApiPaths.certificateVerify, 'code', code), { signal, skipErrorHandler: true });
}

export function useCertificateVerification(code: string) {
  return useQuery({ queryKey: [...CERTIFICATES_KEY, 'verify', code], queryFn: ({ signal }) => verifyCertificate(code, signal), retry: false });
}

export type ManagedCertificatesFilter = { current: number; programmeId?: number; status?: CertificateStatus; keyword?: string };

/** certificatesManage: the certificates the caller manages, paged. */
export function useManagedCertificates(filter: ManagedCertificatesFilter) {
  return useQuery({
    queryKey: [...CERTIFICATES_KEY, 'manage', filter],
    queryFn: ({ signal }) =>
      request<ManagedCertificatesPage>(ApiPaths.certificatesManage, { query: { ...filter, keyword: filter.keyword || undefined, size: MANAGE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIssueCertificates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueCertificatesBody) => request<IssueCertificatesResult>(ApiPaths.certificatesManageIssue, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}

export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeCertificateBody) => request<MyCertificate>(ApiPaths.certificatesManageRevoke, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  });
}

/** certificatesManageZip: every valid certificate of a programme in one ZIP. */
export function downloadProgrammeZip(programmeId: number): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.certificatesManageZip, { query: { programmeId } });
}
