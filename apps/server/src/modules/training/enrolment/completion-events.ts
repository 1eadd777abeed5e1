import type { trainingUnits } from '@server/db/schema/training';
import { defineEvent } from '@server/platform/events/domain-events';
import type { ProgrammeWithOrganiser } from '@server/modules/training/programmes/programme-view';

// What training tells other domains when a teacher's progress changes. Training records the completion; learning
// credits the hours and certificates issues the certificate, each in the same transaction, without training
// importing either.

/** A unit (lesson, document or offline session) as stored. */
export type TrainingUnit = typeof trainingUnits.$inferSelect;

/** How a unit was completed: watched, read, attendance marked by staff, or through assessment (exam, assignment, questionnaire). */
export type CompletionSource = 'watch' | 'read' | 'attendance' | 'exam' | 'assignment' | 'evaluation';

/** A teacher completed a unit for the first time (once per teacher and unit). */
export const unitCompleted = defineEvent<{
  unit: TrainingUnit;
  programme: ProgrammeWithOrganiser;
  userId: number;
  source: CompletionSource;
  /** Staff marking attendance; null when the platform completed the unit. */
  recordedBy: number | null;
  now: Date;
}>('training.unitCompleted');

/** A teacher has now completed every current unit of a programme (after the unit's own event). */
export const programmeCompleted = defineEvent<{
  programme: ProgrammeWithOrganiser;
  userId: number;
  now: Date;
}>('training.programmeCompleted');

/** Staff took completions back (attendance removed) for these teachers. */
export const unitCompletionWithdrawn = defineEvent<{
  unit: TrainingUnit;
  userIds: readonly number[];
  reason: string;
  by: number;
  now: Date;
}>('training.unitCompletionWithdrawn');
