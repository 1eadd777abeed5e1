import type { EventScope } from '@server/platform/events/domain-events';
import { tellHoursCredited } from './credit-notice';
import { creditHoursOnce } from './hours-events';

// How the ledger follows teaching research, in research's transaction: research calls this when a participant first
// meets an activity's completion rule (research depends on learning, never the other way round). The activity's
// hours are credited once, in its category; an activity of a fusion programme credits towards that programme (its
// `programmeId`), so the hours count to the programme as its units' do.

/** A completed activity's hours for one participant. */
export type ActivityHoursCredit = {
  activityId: number;
  userId: number;
  programmeId: number | null;
  title: string;
  hours: number;
  category: string;
  earnedAt: Date;
};

/** Credits the activity's hours (activities without hours credit nothing) and tells the teacher; once, however often it completes. */
export async function creditActivityHours(scope: EventScope, credit: ActivityHoursCredit): Promise<void> {
  if (!(credit.hours > 0)) return;
  const entryId = await creditHoursOnce(scope, {
    userId: credit.userId,
    source: 'activity',
    sourceRef: String(credit.activityId),
    programmeId: credit.programmeId,
    title: credit.title,
    hours: credit.hours,
    category: credit.category,
    earnedAt: credit.earnedAt,
    // The platform credits it when the rule is met, whoever recorded the last fact.
    createdBy: null,
  });
  if (entryId !== null) await tellHoursCredited(scope, { entryId, userId: credit.userId, title: credit.title, hours: credit.hours });
}
