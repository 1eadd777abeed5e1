import { defineEvent } from '@server/platform/events/domain-events';

// What training tells other domains when a teacher's place in a programme is confirmed (xAPI states it), without
// training importing them.

/**
 * A teacher is now enrolled in a programme: open enrolment at once, an approval when the school approves, a purchase
 * when the order is paid. Emitted in the transaction that enrolled them.
 */
export const teacherEnrolled = defineEvent<{
  enrolmentId: number;
  programmeId: number;
  programmeTitle: string;
  userId: number;
  now: Date;
}>('training.teacherEnrolled');
