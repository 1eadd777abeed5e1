import { notify } from '@server/modules/notifications/notifications.public';
import type { EventScope } from '@server/platform/events/domain-events';
import { issueCertificate, type NewCertificate } from './certificate-issue.repository';

/**
 * Issues a certificate and tells its holder (certificate.issued), in the caller's transaction; nothing is told when
 * the holder already had it. Every issuing path (completion, staff, award) goes through here; the demo seed does not.
 */
export async function issueAndTell(scope: EventScope, issue: NewCertificate): Promise<number | null> {
  const id = await issueCertificate(scope.tx, scope.tenantId, issue);
  if (id !== null) {
    await notify(scope, {
      audience: { kind: 'users', userIds: [issue.userId] },
      kind: 'certificate.issued',
      params: { title: issue.title },
      link: '/my/certificate',
      objectRef: `certificate:${id}`,
    });
  }
  return id;
}
