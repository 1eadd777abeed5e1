import type { EventBus, EventScope } from '@server/platform/events/domain-events';
import type { ProgrammeWithOrganiser } from '@server/modules/training/programmes/programme-view';
import { programmeCompleted, unitCompleted, unitCompletionWithdrawn, type CompletionSource, type TrainingUnit } from './completion-events';
import { deleteAttendance, hasFinishedProgramme, insertCompletions } from './training-progress.repository';

// Completing units, in the caller's transaction: training records the completion and tells the other domains
// (learning credits the hours, certificates issues the certificate) through its events, never importing them.

/** Who completed which unit of which programme, how, and when. */
export type UnitCompletion = {
  unit: TrainingUnit;
  programme: ProgrammeWithOrganiser;
  userIds: readonly number[];
  source: CompletionSource;
  /** Staff marking attendance; null when the platform completes the unit. */
  recordedBy: number | null;
  now: Date;
};

/**
 * Records the unit complete for users who had not completed it and answers those users. For each of them, in order:
 * `unitCompleted` (the unit's hours), then `programmeCompleted` when that was the last current unit of the
 * programme, so the unit is credited before the programme's remaining hours and certificate.
 */
export async function completeUnits(events: EventBus, scope: EventScope, completion: UnitCompletion): Promise<number[]> {
  const { unit, programme, source, recordedBy, now } = completion;
  const newly = await insertCompletions(scope.tx, scope.tenantId, unit.id, completion.userIds, source, recordedBy, now);
  for (const userId of newly) {
    await events.emit(scope, unitCompleted, { unit, programme, userId, source, recordedBy, now });
    if (await hasFinishedProgramme(scope.tx, scope.tenantId, programme.id, userId))
      await events.emit(scope, programmeCompleted, { programme, userId, now });
  }
  return newly;
}

/** Staff took back attendance of an offline session: the completions go and their credit is withdrawn. Answers whose went. */
export async function withdrawAttendance(
  events: EventBus,
  scope: EventScope,
  withdrawal: { unit: TrainingUnit; userIds: readonly number[]; by: number; now: Date },
): Promise<number[]> {
  const { unit, by, now } = withdrawal;
  const changed = await deleteAttendance(scope.tx, scope.tenantId, unit.id, withdrawal.userIds);
  await events.emit(scope, unitCompletionWithdrawn, { unit, userIds: changed, reason: 'attendance removed', by, now });
  return changed;
}
