import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import { anonymisePerson } from './teacher-erasure.repository';

/**
 * Erases a person's identifying details in the caller's transaction (privacy's erasure job): the account is disabled
 * and anonymised under the pseudonym, which every list and record that names them by id shows from then on.
 */
export async function erasePersonalDataOfPerson(scope: EventScope, userId: number, pseudonym: string): Promise<void> {
  if (!(await anonymisePerson(scope.tx, scope.tenantId, userId, pseudonym))) throw new AppError('NOT_FOUND');
}
