import type { researchActivities } from '@server/db/schema/research';
import { defineEvent } from '@server/platform/events/domain-events';

// What research tells other domains when a participant completes an activity. Research records the completion;
// learning credits the hours in the same transaction, without research importing it.

/** An activity as stored. */
export type ResearchActivityRecord = typeof researchActivities.$inferSelect;

/** A participant met the activity's completion rule for the first time (once per person and activity). */
export const activityCompleted = defineEvent<{
  activity: ResearchActivityRecord;
  userId: number;
  now: Date;
}>('research.activityCompleted');
