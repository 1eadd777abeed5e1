import type {
  EnrolBlocker,
  LinkedActivity,
  MyEnrolment,
  ProgrammeDetail,
  ProgrammeSummary,
  ProgrammeUnit,
  TrainingProgress,
} from '@yanxiu/contract/training';
import type {
  EnrolModeValue,
  EnrolmentStatusValue,
  ProgrammeStatusValue,
  TrainingKindValue,
  UnitKindValue,
} from '@yanxiu/contract/training-enums';
import type { trainingEnrolments, trainingProgrammes, trainingUnits } from '@server/db/schema/training';

// Pure mapping of training rows to the contract's shapes, shared by the teacher-facing reads (catalogue, detail,
// my training) and the staff reads (managed programmes, studio pages), so every page shows a programme alike.

export type ProgrammeRecord = typeof trainingProgrammes.$inferSelect;
/** A programme row with the name of its organising org unit (what `findProgrammesByIds` answers). */
export type ProgrammeWithOrganiser = ProgrammeRecord & { organiserName: string };
export type EnrolmentRecord = typeof trainingEnrolments.$inferSelect;
/** A unit row with its file's name and type (null for offline sessions). */
export type UnitWithFile = typeof trainingUnits.$inferSelect & { fileName: string | null; contentType: string | null };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The caller's enrolment as the contract shows it. */
export function toMyEnrolment(enrolment: Pick<EnrolmentRecord, 'id' | 'status' | 'reason' | 'createdAt'>): MyEnrolment {
  return {
    id: enrolment.id,
    status: enrolment.status as EnrolmentStatusValue,
    reason: enrolment.reason,
    createdAt: iso(enrolment.createdAt),
  };
}

/** Seats left, or null when the programme has no limit. Never negative, even if an edit lowered the capacity. */
export function seatsLeftOf(programme: Pick<ProgrammeRecord, 'capacity' | 'seatsTaken'>): number | null {
  return programme.capacity === null ? null : Math.max(0, programme.capacity - programme.seatsTaken);
}

/** A programme as a card or list row shows it; `myEnrolment` is null in staff lists. */
export function toProgrammeSummary(
  programme: ProgrammeWithOrganiser,
  myEnrolment: Pick<EnrolmentRecord, 'id' | 'status' | 'reason' | 'createdAt'> | null = null,
): ProgrammeSummary {
  return {
    id: programme.id,
    kind: programme.kind as TrainingKindValue,
    title: programme.title,
    summary: programme.summary,
    organiserUnitId: programme.organiserUnitId,
    organiserName: programme.organiserName,
    level: String(programme.level) as ProgrammeSummary['level'],
    sectionCodes: programme.sectionCodes,
    subjectCodes: programme.subjectCodes,
    enrolMode: programme.enrolMode as EnrolModeValue,
    enrolStart: iso(programme.enrolStart),
    enrolEnd: iso(programme.enrolEnd),
    startsOn: programme.startsOn,
    endsOn: programme.endsOn,
    capacity: programme.capacity,
    seatsTaken: programme.seatsTaken,
    seatsLeft: seatsLeftOf(programme),
    creditHours: Number(programme.creditHours),
    priceCents: programme.priceCents,
    coverFileId: programme.coverFileId,
    status: programme.status as ProgrammeStatusValue,
    studioId: programme.studioId,
    publishedAt: isoOrNull(programme.publishedAt),
    myEnrolment: myEnrolment ? toMyEnrolment(myEnrolment) : null,
  };
}

/** A unit with whether the caller completed it. */
export function toProgrammeUnit(unit: UnitWithFile, completed: boolean): ProgrammeUnit {
  return {
    id: unit.id,
    position: unit.position,
    kind: unit.kind as UnitKindValue,
    title: unit.title,
    fileId: unit.fileId,
    fileName: unit.fileName,
    contentType: unit.contentType,
    durationSeconds: unit.durationSeconds,
    minViewSeconds: unit.minViewSeconds,
    creditHours: Number(unit.creditHours),
    location: unit.location,
    sessionStartsAt: isoOrNull(unit.sessionStartsAt),
    completed,
  };
}

/**
 * Progress through the (visible) units: counts and hours of those completed. Hours are summed in tenths so
 * 0.1 + 0.2 stays 0.3. A programme without units has 0 %.
 */
export function progressOf(
  units: ReadonlyArray<{ id: number; creditHours: number | string }>,
  completedUnitIds: ReadonlySet<number>,
): TrainingProgress {
  let completedUnits = 0;
  let tenths = 0;
  for (const unit of units) {
    if (!completedUnitIds.has(unit.id)) continue;
    completedUnits += 1;
    tenths += Math.round(Number(unit.creditHours) * 10);
  }
  const totalUnits = units.length;
  return {
    completedUnits,
    totalUnits,
    completedHours: tenths / 10,
    percent: totalUnits === 0 ? 0 : Math.floor((completedUnits * 100) / totalUnits),
  };
}

/** What the detail adds to the summary; computed by the caller (teacher detail or staff detail). */
export type DetailExtras = {
  units: UnitWithFile[];
  completedUnitIds: ReadonlySet<number>;
  targetSchoolNames: string[];
  studio: { id: number; name: string; leadName: string } | null;
  myEnrolment: Pick<EnrolmentRecord, 'id' | 'status' | 'reason' | 'createdAt'> | null;
  enrolBlocker: EnrolBlocker | null;
  pendingOrderId: number | null;
};

/** A programme page. Progress is shown only while the caller is enrolled. */
export function toProgrammeDetail(programme: ProgrammeWithOrganiser, extras: DetailExtras): ProgrammeDetail {
  const enrolled = extras.myEnrolment?.status === 'enrolled';
  return {
    ...toProgrammeSummary(programme, extras.myEnrolment),
    description: programme.description,
    units: extras.units.map((unit) => toProgrammeUnit(unit, extras.completedUnitIds.has(unit.id))),
    linkedActivities: programme.linkedActivities as LinkedActivity[],
    targetSchoolIds: programme.targetSchoolIds,
    targetSchoolNames: extras.targetSchoolNames,
    studio: extras.studio,
    enrolBlocker: extras.enrolBlocker,
    progress: enrolled ? progressOf(extras.units, extras.completedUnitIds) : null,
    pendingOrderId: extras.pendingOrderId,
  };
}

/**
 * Whether a programme is open to a teacher of `schoolId` (their school org unit, or null without one): its target
 * schools, or the whole tenant when it names none. School-based training without targets is its organiser's only.
 */
export function isInAudience(
  programme: Pick<ProgrammeRecord, 'kind' | 'targetSchoolIds' | 'organiserUnitId'>,
  schoolId: number | null,
): boolean {
  if (programme.targetSchoolIds.length > 0) return schoolId !== null && programme.targetSchoolIds.includes(schoolId);
  if (programme.kind === 'school') return schoolId !== null && programme.organiserUnitId === schoolId;
  return true;
}

/** What an enrolment decision needs to know about the caller and the moment. */
export type BlockerFacts = {
  now: Date;
  /** The caller holds a staff role and no teacher record: staff do not enrol. */
  isStaffOnly: boolean;
  inAudience: boolean;
  myEnrolmentStatus: EnrolmentStatusValue | null;
  hasPendingOrder: boolean;
};

/** Why the caller cannot enrol now, in the order a teacher should hear it; null when they can. */
export function enrolBlockerOf(programme: ProgrammeRecord, facts: BlockerFacts): EnrolBlocker | null {
  if (facts.myEnrolmentStatus === 'enrolled') return 'already_enrolled';
  if (facts.myEnrolmentStatus === 'pending') return 'pending';
  if (facts.hasPendingOrder) return 'pending_order';
  if (facts.isStaffOnly) return 'staff';
  if (!facts.inAudience) return 'not_in_audience';
  if (programme.status !== 'published') return 'closed';
  if (facts.now < programme.enrolStart) return 'not_open_yet';
  if (facts.now > programme.enrolEnd) return 'enrolment_ended';
  if (programme.capacity !== null && programme.seatsTaken >= programme.capacity) return 'full';
  return null;
}
