import type { Executor } from '@server/db/client';
import { notify } from '@server/modules/notifications/notifications.public';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { issueCertificate, type NewCertificate } from './certificate-issue.repository';

/**
 * Issues a certificate and tells its holder (certificate.issued), in the caller's transaction; nothing is told when
 * the holder already had it. Every issuing path (completion, staff, award) goes through here; the demo seed does not.
 */
export async function issueAndTell(tx: Executor, tenantId: TenantId, issue: NewCertificate): Promise<number | null> {
  const id = await issueCertificate(tx, tenantId, issue);
  if (id !== null) {
    await notify({ tx, tenantId }, { audience: { kind: 'users', userIds: [issue.userId] }, kind: 'certificate.issued', params: { title: issue.title }, link: '/my/certificate', objectRef: `certificate:${id}` });
  }
  return id;
}
