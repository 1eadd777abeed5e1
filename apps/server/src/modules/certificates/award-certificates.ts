import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { issueCertificate } from './certificate-issue.repository';
import { findOrgUnitName } from './certificates.repository';

/** An award another domain grants (a selection's winner): who, for what, by which unit and staff member. */
export type Award = { userId: number; title: string; issuerUnitId: number; issuedBy: number; now: Date };

/**
 * Issues a certificate for an award in the caller's transaction, as staff issue one by hand (source `staff`, no
 * learning hours, no expiry), so it appears in the holder's certificates and verifies publicly like any other.
 * Answers its id, or null when the holder is unknown. The caller keeps the id to issue once.
 */
export async function issueAwardCertificate(tx: Executor, tenantId: TenantId, award: Award): Promise<number | null> {
  const issuerName = (await findOrgUnitName(tx, tenantId, award.issuerUnitId)) ?? '';
  return issueCertificate(tx, tenantId, {
    userId: award.userId,
    programmeId: null,
    source: 'staff',
    title: award.title,
    hours: 0,
    issuerUnitId: award.issuerUnitId,
    issuerName,
    expiresOn: null,
    issuedBy: award.issuedBy,
    now: award.now,
  });
}
