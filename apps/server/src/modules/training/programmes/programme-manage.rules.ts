import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { ProgrammeInput, UnitInput } from '@yanxiu/contract/training';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { addDays, chinaDayStart } from '@server/platform/time/china-time';
import { isCodeOf } from '@server/modules/basecode/basecode.public';
import { trainingAccess } from '@server/modules/training/training.access';
import { filePurposesOf } from '@server/modules/training/file-purposes';
import { trainingTexts } from '@server/modules/training/training.texts';
import { findOrgUnits, findStudioHeader, type ProgrammeChanges, type UnitValues } from './programme-manage.repository';

// The rules of a programme that zod cannot state alone: dates that depend on each other, what each kind may carry,
// who may organise it, and references (files, schools, studio) that must be the tenant's own. Every problem is
// collected, so a form shows them all at once.

// Programmes run on the tenant's calendar, which is China's: a day's last moment is just before the next one's start.
const endOfDay = (date: string) => new Date(chinaDayStart(addDays(date, 1)).getTime() - 1);

/**
 * Units that assessment's work hangs on (an exam's attempts, an assignment's submissions, a questionnaire's answers) never
 * turn into another kind (staff add a new unit instead); the refusal's text by kind.
 */
const KIND_LOCKED_TEXT = {
  exam: 'examUnitKindLocked',
  assignment: 'assignmentUnitKindLocked',
  evaluation: 'evaluationUnitKindLocked',
} as const;

/** What a file field of the input must be, by purpose. */
const UNIT_FILE_PURPOSE = { video: 'video', document: 'document' } as const;

/** The unit columns of an authored unit at a position (1-based). */
export function unitValuesOf(unit: UnitInput, position: number): UnitValues {
  const base = { position, kind: unit.kind, title: unit.title, creditHours: unit.creditHours };
  switch (unit.kind) {
    case 'video':
      return {
        ...base,
        fileId: unit.fileId,
        durationSeconds: unit.durationSeconds,
        minViewSeconds: null,
        location: null,
        sessionStartsAt: null,
      };
    case 'document':
      return {
        ...base,
        fileId: unit.fileId,
        durationSeconds: null,
        minViewSeconds: unit.minViewSeconds,
        location: null,
        sessionStartsAt: null,
      };
    case 'offline':
      return {
        ...base,
        fileId: null,
        durationSeconds: null,
        minViewSeconds: null,
        location: unit.location,
        sessionStartsAt: new Date(unit.sessionStartsAt),
      };
    case 'exam':
    case 'assignment':
    case 'evaluation':
      return { ...base, fileId: null, durationSeconds: null, minViewSeconds: null, location: null, sessionStartsAt: null };
  }
}

/** What the existing programme contributes to checking an edit: its seats taken and its units (removed ones too) by id. */
export type ExistingFacts = { seatsTaken: number; units: ReadonlyMap<number, { kind: string; title: string }> };

/**
 * Checks a programme input for the caller and answers the columns to write. 403 when a school admin reaches beyond
 * their school's school-based training; 422 with every field issue otherwise.
 */
export async function checkProgrammeInput(ctx: RequestContext, input: ProgrammeInput, existing?: ExistingFacts): Promise<ProgrammeChanges> {
  const { db, tenantId, actor } = ctx;
  const issues: FieldIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ path: `body.${path}`, message });
  const district = trainingAccess.manageTenantTraining(actor);

  if (!district) {
    const denied: FieldIssue[] = [];
    if (input.kind !== 'school') denied.push({ path: 'body.kind', message: 'school admins manage school-based training only' });
    if (input.organiserUnitId !== undefined && input.organiserUnitId !== actor.orgUnitId) {
      denied.push({ path: 'body.organiserUnitId', message: 'school admins organise for their own school only' });
    }
    if (denied.length > 0) throw new AppError('FORBIDDEN', { issues: denied });
  }

  const organiserUnitId = input.organiserUnitId ?? actor.orgUnitId;
  const [organiser] = await findOrgUnits(db, tenantId, [organiserUnitId]);
  if (!organiser) issue('organiserUnitId', 'no such org unit');
  else if (district && !organiser.path.startsWith(actor.orgPath)) issue('organiserUnitId', 'must be your own unit or a school under it');
  else if (input.kind === 'school' && organiser.level !== 1) issue('organiserUnitId', 'school-based training is organised by a school');

  // School-based training is for the organising school's own teachers.
  const targetSchoolIds = input.kind === 'school' ? [organiserUnitId] : [...new Set(input.targetSchoolIds)];
  if (input.kind !== 'school' && targetSchoolIds.length > 0) {
    const schools = await findOrgUnits(db, tenantId, targetSchoolIds);
    const known = new Map(schools.map((unit) => [unit.id, unit]));
    for (const [index, id] of targetSchoolIds.entries()) {
      const unit = known.get(id);
      if (!unit) issue(`targetSchoolIds.${index}`, `no org unit ${id}`);
      else if (unit.level !== 1) issue(`targetSchoolIds.${index}`, `${unit.name} is not a school`);
    }
  }

  for (const [index, code] of input.sectionCodes.entries())
    if (!(await isCodeOf(db, 'section', code))) issue(`sectionCodes.${index}`, `unknown section ${code}`);
  for (const [index, code] of input.subjectCodes.entries())
    if (!(await isCodeOf(db, 'subject', code))) issue(`subjectCodes.${index}`, `unknown subject ${code}`);

  const enrolStart = new Date(input.enrolStart);
  const enrolEnd = new Date(input.enrolEnd);
  if (enrolEnd <= enrolStart) issue('enrolEnd', 'enrolment must end after it starts');
  if (input.endsOn < input.startsOn) issue('endsOn', 'the programme must end on or after its first day');
  // Teachers may join a running programme, but not one that is over.
  else if (enrolEnd > endOfDay(input.endsOn)) issue('enrolEnd', "enrolment must end by the programme's last day");

  if (input.kind === 'supermarket') {
    if (input.priceCents > 0 && input.enrolMode !== 'purchase') issue('enrolMode', 'a paid marketplace course is bought: use purchase');
  } else {
    if (input.priceCents > 0) issue('priceCents', 'only marketplace courses have a price');
    if (input.enrolMode === 'purchase') issue('enrolMode', 'only marketplace courses are bought');
  }

  if (input.kind === 'studio') {
    if (input.studioId === null) issue('studioId', 'a studio programme belongs to a studio');
    else if (!(await findStudioHeader(db, tenantId, input.studioId))) issue('studioId', 'no such studio');
  } else if (input.studioId !== null) {
    issue('studioId', 'only studio programmes belong to a studio');
  }
  if (input.kind !== 'fusion' && input.linkedActivities.length > 0)
    issue('linkedActivities', 'only fusion programmes link research activities');

  if (existing && input.capacity !== null && input.capacity < existing.seatsTaken) {
    issue('capacity', `${existing.seatsTaken} seats are already taken`);
  }

  const fileIds = [
    ...input.units.flatMap((unit) => (unit.kind === 'video' || unit.kind === 'document' ? [unit.fileId] : [])),
    ...(input.coverFileId ? [input.coverFileId] : []),
  ];
  const purposes = await filePurposesOf(db, tenantId, fileIds);
  if (input.coverFileId && purposes.get(input.coverFileId) !== 'cover') issue('coverFileId', 'upload the image as a cover first');
  const seenIds = new Set<number>();
  let kindLocked: string | undefined;
  for (const [index, unit] of input.units.entries()) {
    if ((unit.kind === 'video' || unit.kind === 'document') && purposes.get(unit.fileId) !== UNIT_FILE_PURPOSE[unit.kind]) {
      issue(`units.${index}.fileId`, `upload the file as a ${UNIT_FILE_PURPOSE[unit.kind]} first`);
    }
    if (unit.id !== undefined) {
      const before = existing?.units.get(unit.id);
      if (!before) issue(`units.${index}.id`, 'not a unit of this programme');
      else if (seenIds.has(unit.id)) issue(`units.${index}.id`, 'the same unit twice');
      else if (Object.hasOwn(KIND_LOCKED_TEXT, before.kind) && unit.kind !== before.kind) {
        const message = trainingTexts(ctx.locale, KIND_LOCKED_TEXT[before.kind as keyof typeof KIND_LOCKED_TEXT], { title: before.title });
        kindLocked ??= message;
        issue(`units.${index}.kind`, message);
      }
      seenIds.add(unit.id);
    }
  }

  if (kindLocked !== undefined) throw new AppError('UNIT_KIND_LOCKED', { message: kindLocked, issues });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  return {
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    description: input.description,
    organiserUnitId,
    level: Number(input.level),
    sectionCodes: [...new Set(input.sectionCodes)],
    subjectCodes: [...new Set(input.subjectCodes)],
    targetSchoolIds,
    enrolMode: input.enrolMode,
    enrolStart,
    enrolEnd,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    capacity: input.capacity,
    creditHours: input.creditHours,
    priceCents: input.priceCents,
    coverFileId: input.coverFileId,
    studioId: input.studioId,
    linkedActivities: input.linkedActivities,
  };
}
