import type { AuditChoices, AuditFilters, AuditPage } from '@yanxiu/contract/administration-tenants';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadNamedFile, saveBlob } from '@/shared/request/file-transfer';
import { request } from '@/shared/request/request';

export const AUDIT_KEY = ['administration', 'audit'] as const;
export const AUDIT_PAGE_SIZE = 10;

/** The page's filters (the appId is added by the request layer). */
export type AuditFilter = Omit<AuditFilters, 'appId'> & { current: number };

/** A page of the audit trail; the previous page stays on screen while the next one loads. */
export function useAuditTrail(filter: AuditFilter) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'list', filter],
    queryFn: ({ signal }) => request<AuditPage>(ApiPaths.administrationAudit, { query: { ...filter, size: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The actions and object types found in the trail, for the filters. */
export function useAuditChoices(tenantId: string | undefined) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'choices', tenantId],
    queryFn: ({ signal }) => request<AuditChoices>(ApiPaths.administrationAuditChoices, { query: { tenantId }, signal }),
  });
}

/** Downloads the filtered trail as .xlsx under the name the server gives. */
export async function exportAuditTrail(filter: Omit<AuditFilter, 'current'>, fallbackName: string): Promise<void> {
  const { blob, fileName } = await downloadNamedFile(ApiPaths.administrationAuditExport, { query: filter });
  saveBlob(blob, fileName ?? fallbackName);
}
