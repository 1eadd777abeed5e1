import type { EventScope } from '@server/platform/events/domain-events';
import { issueAndTell } from './certificate-issuing';
import { findOrgUnitName } from './certificates.repository';

/**
 * An award another domain grants (a selection's winner): who, in what (`title`, e.g. the selection project's title),
 * which honour (`honour`, e.g. 入选) at which level (the spec's level code 1-5, or null), by which unit and staff member.
 */
export type Award = {
  userId: number;
  title: string;
  honour: string;
  level: string | null;
  issuerUnitId: number;
  issuedBy: number;
  now: Date;
};

/**
 * Issues an award certificate in the caller's transaction (source `award`, no learning hours, no expiry): it reads as
 * a 荣誉证书 (certificate of award) on paper, in the holder's certificates and on the public verification page.
 * Answers its id, or null when the holder is unknown. The caller keeps the id to issue once.
 */
export async function issueAwardCertificate(scope: EventScope, award: Award): Promise<number | null> {
  const issuerName = (await findOrgUnitName(scope.tx, scope.tenantId, award.issuerUnitId)) ?? '';
  return issueAndTell(scope, {
    userId: award.userId,
    programmeId: null,
    source: 'award',
    title: award.title,
    hours: 0,
    award: { honour: award.honour, level: award.level },
    issuerUnitId: award.issuerUnitId,
    issuerName,
    expiresOn: null,
    issuedBy: award.issuedBy,
    now: award.now,
  });
}
