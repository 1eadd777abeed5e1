import type { CertificateStatus, ManagedCertificatesPage } from '@yanxiu/contract/certificates';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CERTIFICATES_KEY } from './keys';

/** The staff list's page size. */
export const MANAGE_PAGE_SIZE = 10;

export type ManagedCertificatesFilter = { current: number; programmeId?: number; status?: CertificateStatus; keyword?: string };

/** certificatesManage: the certificates the caller manages, paged. */
export function getManagedCertificates(filter: ManagedCertificatesFilter, signal?: AbortSignal): Promise<ManagedCertificatesPage> {
  return request<ManagedCertificatesPage>(ApiPaths.certificatesManage, {
    query: { ...filter, keyword: filter.keyword || undefined, size: MANAGE_PAGE_SIZE },
    signal,
  });
}

export function managedCertificatesQuery(filter: ManagedCertificatesFilter) {
  return queryOptions({
    queryKey: [...CERTIFICATES_KEY, 'manage', filter],
    queryFn: ({ signal }) => getManagedCertificates(filter, signal),
  });
}

/** A page of the staff list; the previous page stays on screen while the next one loads. */
export function useManagedCertificates(filter: ManagedCertificatesFilter) {
  return useQuery({ ...managedCertificatesQuery(filter), placeholderData: keepPreviousData });
}
