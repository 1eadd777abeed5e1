import { examAttemptScored } from '@server/modules/assessment/assessment.public';
import { hoursCredited } from '@server/modules/learning/learning.public';
import { activityCompleted } from '@server/modules/research/research.public';
import { programmeCompleted, teacherEnrolled, unitCompleted } from '@server/modules/training/training.public';
import type { EventBus } from '@server/platform/events/domain-events';
import { recordXapiFact } from './record-statement';

// Which events xAPI states, each turned into its fact in the emitter's transaction (the domains know nothing of xAPI).

/** Subscribes xAPI to the facts it states. */
export function subscribeXapiStatements(events: EventBus): void {
  events.on(teacherEnrolled, (scope, event) =>
    recordXapiFact(scope, {
      kind: 'enrolled',
      enrolmentId: event.enrolmentId,
      programmeId: event.programmeId,
      programmeTitle: event.programmeTitle,
      userId: event.userId,
      at: event.now,
    }),
  );
  events.on(unitCompleted, (scope, event) =>
    recordXapiFact(scope, {
      kind: 'unitCompleted',
      unitId: event.unit.id,
      unitTitle: event.unit.title,
      programmeId: event.programme.id,
      programmeTitle: event.programme.title,
      userId: event.userId,
      at: event.now,
    }),
  );
  events.on(programmeCompleted, (scope, event) =>
    recordXapiFact(scope, {
      kind: 'programmeCompleted',
      programmeId: event.programme.id,
      programmeTitle: event.programme.title,
      userId: event.userId,
      at: event.now,
    }),
  );
  events.on(examAttemptScored, (scope, event) => recordXapiFact(scope, { kind: 'examScored', ...event, at: event.now }));
  events.on(activityCompleted, (scope, event) =>
    recordXapiFact(scope, {
      kind: 'activityAttended',
      activityId: event.activity.id,
      activityTitle: event.activity.title,
      userId: event.userId,
      at: event.now,
    }),
  );
  events.on(hoursCredited, (scope, event) =>
    recordXapiFact(scope, {
      kind: 'hoursEarned',
      entryId: event.entryId,
      title: event.title,
      hours: event.hours,
      category: event.category,
      userId: event.userId,
      at: event.earnedAt,
    }),
  );
}
