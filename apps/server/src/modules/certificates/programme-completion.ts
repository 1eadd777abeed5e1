import type { EventScope } from '@server/platform/events/domain-events';
import type { programmeCompleted } from '@server/modules/training/training.public';
import { issueAndTell } from './certificate-issuing';

type PayloadOf<E> = E extends { readonly __payload?: infer P } ? P : never;

/**
 * A teacher who completed every unit of a programme receives its certificate, in training's transaction, issued
 * by the programme's organiser. Once-only: the one-per-teacher key makes a second completion issue nothing.
 */
export async function issueOnCompletion(
  scope: EventScope,
  { programme, userId, now }: PayloadOf<typeof programmeCompleted>,
): Promise<void> {
  await issueAndTell(scope, {
    userId,
    programmeId: programme.id,
    source: 'programme',
    title: programme.title,
    hours: programme.creditHours,
    issuerUnitId: programme.organiserUnitId,
    issuerName: programme.organiserName,
    expiresOn: null,
    issuedBy: null,
    now,
  });
}
