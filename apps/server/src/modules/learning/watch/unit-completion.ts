import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { trainingUnitCompletions, trainingUnits } from '@server/db/schema/training';
import { issueCertificate } from '@server/modules/certificates/certificates.public';
import type { ProgrammeWithOrganiser } from '@server/modules/training/training.public';
import { insertCompletions } from '@server/modules/training/training.public';
import { creditOnce, findStandingCredit, netProgrammeHours, reverseEntry } from '@server/modules/learning/hours/hours-ledger.repository';

// What completing a unit sets off, in the caller's transaction: the completion row, the unit's hours in the ledger
// (once), and when it was the programme's last unit, the programme's remaining hours and its certificate.

type UnitRow = typeof trainingUnits.$inferSelect;

export type UnitCompletion = {
  unit: UnitRow;
  programme: ProgrammeWithOrganiser;
  userIds: readonly number[];
  /** watch, read or attendance. */
  source: 'watch' | 'read' | 'attendance';
  /** Staff marking attendance; null when the platform completes the unit. */
  recordedBy: number | null;
  now: Date;
};

const ledgerSourceOf = (unit: UnitRow) => (unit.kind === 'offline' ? 'offline' : 'lesson');

/** Whether the user has completed every current unit of the programme (a programme without units never is). */
async function finishedProgramme(db: Executor, tenantId: number, programmeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${trainingUnitCompletions.unitId})::int`,
    })
    .from(trainingUnits)
    .leftJoin(
      trainingUnitCompletions,
      and(
        eq(trainingUnitCompletions.tenantId, trainingUnits.tenantId),
        eq(trainingUnitCompletions.unitId, trainingUnits.id),
        eq(trainingUnitCompletions.userId, userId),
      ),
    )
    .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.programmeId, programmeId), eq(trainingUnits.removed, false)));
  const counts = rows[0];
  return !!counts && counts.total > 0 && counts.done === counts.total;
}

/**
 * Completing a programme brings the teacher's hours for it up to the programme's credit hours (its units may carry
 * fewer than the whole) and issues its certificate. Both are once-only, so a second completion changes nothing.
 */
export async function completeProgramme(
  db: Executor,
  tenantId: number,
  programme: ProgrammeWithOrganiser,
  userId: number,
  issuedBy: number | null,
  now: Date,
): Promise<{ certificateId: number | null }> {
  const remaining = Math.round((programme.creditHours - (await netProgrammeHours(db, tenantId, userId, programme.id))) * 10) / 10;
  if (remaining > 0) {
    await creditOnce(db, tenantId, {
      userId,
      source: 'programme',
      sourceRef: String(programme.id),
      programmeId: programme.id,
      title: programme.title,
      hours: remaining,
      category: programme.hoursCategory,
      earnedAt: now,
      createdBy: issuedBy,
    });
  }
  const certificateId = await issueCertificate(db, tenantId, {
    userId,
    programmeId: programme.id,
    source: 'programme',
    title: programme.title,
    hours: programme.creditHours,
    issuerUnitId: programme.organiserUnitId,
    issuerName: programme.organiserName,
    expiresOn: null,
    issuedBy,
    now,
  });
  return { certificateId };
}

/** Records the unit complete for users who had not completed it; answers those users. */
export async function completeUnit(db: Executor, tenantId: number, completion: UnitCompletion): Promise<number[]> {
  const { unit, programme, now } = completion;
  const newly = await insertCompletions(db, tenantId, unit.id, completion.userIds, completion.source, completion.recordedBy, now);
  for (const userId of newly) {
    if (unit.creditHours > 0) {
      await creditOnce(db, tenantId, {
        userId,
        source: ledgerSourceOf(unit),
        sourceRef: String(unit.id),
        programmeId: programme.id,
        title: `${programme.title} · ${unit.title}`,
        hours: unit.creditHours,
        category: programme.hoursCategory,
        earnedAt: now,
        createdBy: completion.recordedBy,
      });
    }
    if (await finishedProgramme(db, tenantId, programme.id, userId)) await completeProgramme(db, tenantId, programme, userId, null, now);
  }
  return newly;
}

/** Reverses the unit's standing credit for users whose completion staff took back (attendance removed). */
export async function reverseUnitCredits(db: Executor, tenantId: number, unit: UnitRow, userIds: readonly number[], reason: string, by: number, now: Date): Promise<void> {
  for (const userId of userIds) {
    const entry = await findStandingCredit(db, tenantId, userId, ledgerSourceOf(unit), String(unit.id));
    if (entry) await reverseEntry(db, tenantId, entry, reason, by, now);
  }
}
