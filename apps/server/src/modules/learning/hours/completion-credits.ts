import type { EventScope } from '@server/platform/events/domain-events';
import type { programmeCompleted, TrainingUnit, unitCompleted, unitCompletionWithdrawn } from '@server/modules/training/training.public';
import { creditHoursOnce } from './hours-events';
import { findStandingCredit, netProgrammeHours, reverseEntry } from './hours-ledger.repository';

// How the ledger follows training progress, in training's transaction: a completed unit credits its hours once, a
// completed programme tops the teacher's hours for it up to the programme's, and attendance taken back reverses the
// unit's credit. Training records the progress and emits the events; it never imports learning.

type PayloadOf<E> = E extends { readonly __payload?: infer P } ? P : never;

const ledgerSourceOf = (unit: TrainingUnit) => (unit.kind === 'offline' ? 'offline' : 'lesson');

/** Credits the unit's hours (units without hours credit nothing); once, however often the unit completes. */
export async function creditCompletedUnit(
  scope: EventScope,
  { unit, programme, userId, recordedBy, now }: PayloadOf<typeof unitCompleted>,
): Promise<void> {
  if (!(unit.creditHours > 0)) return;
  await creditHoursOnce(scope, {
    userId,
    source: ledgerSourceOf(unit),
    sourceRef: String(unit.id),
    programmeId: programme.id,
    title: `${programme.title} · ${unit.title}`,
    hours: unit.creditHours,
    category: programme.hoursCategory,
    earnedAt: now,
    createdBy: recordedBy,
  });
}

/**
 * Completing a programme brings the teacher's hours for it up to the programme's credit hours (its units may carry
 * fewer than the whole); once-only, so a second completion changes nothing.
 */
export async function topUpCompletedProgramme(
  scope: EventScope,
  { programme, userId, now }: PayloadOf<typeof programmeCompleted>,
): Promise<void> {
  const { tx, tenantId } = scope;
  const remaining = Math.round((programme.creditHours - (await netProgrammeHours(tx, tenantId, userId, programme.id))) * 10) / 10;
  if (!(remaining > 0)) return;
  await creditHoursOnce(scope, {
    userId,
    source: 'programme',
    sourceRef: String(programme.id),
    programmeId: programme.id,
    title: programme.title,
    hours: remaining,
    category: programme.hoursCategory,
    earnedAt: now,
    // The platform completes programmes, whoever completed the last unit.
    createdBy: null,
  });
}

/** Reverses the unit's standing credit for teachers whose completion staff took back (attendance removed). */
export async function reverseWithdrawnUnit(
  { tx, tenantId }: EventScope,
  { unit, userIds, reason, by, now }: PayloadOf<typeof unitCompletionWithdrawn>,
): Promise<void> {
  for (const userId of userIds) {
    const entry = await findStandingCredit(tx, tenantId, userId, ledgerSourceOf(unit), String(unit.id));
    if (entry) await reverseEntry(tx, tenantId, entry, reason, by, now);
  }
}
