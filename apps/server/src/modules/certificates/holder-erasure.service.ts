import type { EventScope } from '@server/platform/events/domain-events';
import { renameCertificateHolder } from './holder-erasure.repository';

/**
 * Keeps an erased teacher's certificates (a school or an employer may still check one by its code) but names the
 * pseudonym on them instead of the teacher, in the caller's transaction (privacy's erasure job).
 */
export async function erasePersonalDataOfCertificateHolder(scope: EventScope, userId: number, pseudonym: string): Promise<number> {
  return renameCertificateHolder(scope.tx, scope.tenantId, userId, pseudonym);
}
