import type { CompletionFactValue } from '@yanxiu/contract/research-enums';
import type { EventScope } from '@server/platform/events/domain-events';
import { creditActivityHours } from '@server/modules/learning/learning.public';
import { activityCompleted } from './completion-events';
import { factColumn, remainingFacts } from './completion-rule';
import { findActivityRecord, markCompleted, setFact } from './participant.repository';

// Progress towards an activity's completion rule, in the caller's transaction. The interaction parts (check-in,
// discussion, observation form, task hand-in) call `recordActivityFact` after their own write; when the rule is met
// the participation is completed once, learning credits the hours (once: the guarded completion here, and the
// ledger's own once-per-source key under it), and `activityCompleted` tells any other domain that listens.

export type ActivityFact = {
  activityId: number;
  userId: number;
  fact: CompletionFactValue;
  /** When it happened (the first time counts). */
  at: Date;
};

/** What recording a fact did. */
export type FactOutcome = {
  /** False when the person has not joined the activity (nothing was written). */
  recorded: boolean;
  /** True only for the call that completed the activity for this person. */
  completedNow: boolean;
  /** Facts of the rule still to do after this one. */
  remaining: CompletionFactValue[];
};

/** Records that a participant did something the completion rule may ask for, and completes the activity when met. */
export async function recordActivityFact(scope: EventScope, { activityId, userId, fact, at }: ActivityFact): Promise<FactOutcome> {
  const participant = await setFact(scope.tx, scope.tenantId, activityId, userId, factColumn(fact), at);
  if (!participant) return { recorded: false, completedNow: false, remaining: [] };
  const activity = await findActivityRecord(scope.tx, scope.tenantId, activityId);
  if (!activity) return { recorded: false, completedNow: false, remaining: [] };
  const remaining = remainingFacts(activity.completionRule, participant);
  if (remaining.length > 0 || participant.completedAt !== null) return { recorded: true, completedNow: false, remaining };
  const completedNow = await markCompleted(scope.tx, scope.tenantId, activityId, userId, at);
  if (completedNow) {
    await creditActivityHours(scope, {
      activityId: activity.id,
      userId,
      programmeId: activity.programmeId,
      title: activity.title,
      hours: activity.creditHours,
      category: activity.hoursCategory,
      earnedAt: at,
    });
    await scope.events.emit(scope, activityCompleted, { activity, userId, now: at });
  }
  return { recorded: true, completedNow, remaining };
}
