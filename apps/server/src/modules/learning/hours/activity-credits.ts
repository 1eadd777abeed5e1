import type { EventScope } from '@server/platform/events/domain-events';
import type { activityCompleted } from '@server/modules/research/research.public';
import { creditOnce } from './hours-ledger.repository';

// How the ledger follows teaching research, in research's transaction: a completed activity credits its hours once,
// in its category; an activity of a fusion programme credits towards that programme (its `programmeId`), so the
// hours count to the programme as its units' do.

type PayloadOf<E> = E extends { readonly __payload?: infer P } ? P : never;

/** Credits the activity's hours (activities without hours credit nothing); once, however often it completes. */
export async function creditCompletedActivity({ tx, tenantId }: EventScope, { activity, userId, now }: PayloadOf<typeof activityCompleted>): Promise<void> {
  if (!(activity.creditHours > 0)) return;
  await creditOnce(tx, tenantId, {
    userId,
    source: 'activity',
    sourceRef: String(activity.id),
    programmeId: activity.programmeId,
    title: activity.title,
    hours: activity.creditHours,
    category: activity.hoursCategory,
    earnedAt: now,
    // The platform credits it when the rule is met, whoever recorded the last fact.
    createdBy: null,
  });
}
