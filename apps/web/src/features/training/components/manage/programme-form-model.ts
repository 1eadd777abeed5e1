import type { ManagedProgramme, ProgrammeInput } from '@yanxiu/contract/training';
import type { EnrolModeValue, TrainingKindValue } from '@yanxiu/contract/training-enums';
import dayjs, { type Dayjs } from 'dayjs';
import { toUnitInputs, type UnitDraft } from './unit-drafts';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';

/** The programme form's fields: dates as dayjs values, the price in yuan, target schools as typed ids. */
export type ProgrammeFormValues = {
  kind: TrainingKindValue;
  title: string;
  summary: string;
  description: string;
  level: ProgrammeInput['level'];
  sectionCodes: string[];
  subjectCodes: string[];
  targetSchoolIds: number[];
  enrolMode: EnrolModeValue;
  enrolStart: Dayjs | null;
  enrolEnd: Dayjs | null;
  startsOn: Dayjs | null;
  endsOn: Dayjs | null;
  capacity: number | null;
  creditHours: number | null;
  priceYuan: number | null;
  studioId: number | null;
  coverFileId: string | null;
  linkedActivities: Array<{ title: string; url: string }>;
};

/** Yuan (as typed, up to two decimals) to fen; rounding absorbs binary fractions such as 19.9 * 100. */
export function yuanToCents(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Fen to yuan for the form. */
export function centsToYuan(cents: number): number {
  return cents / 100;
}

/** Whether a yuan amount has at most two decimals (the server keeps whole fen). */
export function isWholeCents(yuan: number): boolean {
  return Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;
}

/** Whether learning hours have at most one decimal (the server's multipleOf 0.1). */
export function isOneDecimal(hours: number): boolean {
  return Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-6;
}

/** The form's defaults for a new programme of `kind`. */
export function emptyProgrammeValues(kind: TrainingKindValue): ProgrammeFormValues {
  return {
    kind,
    title: '',
    summary: '',
    description: '',
    level: kind === 'school' ? '1' : '2',
    sectionCodes: [],
    subjectCodes: [],
    targetSchoolIds: [],
    enrolMode: 'open',
    enrolStart: null,
    enrolEnd: null,
    startsOn: null,
    endsOn: null,
    capacity: null,
    creditHours: null,
    priceYuan: null,
    studioId: null,
    coverFileId: null,
    linkedActivities: [],
  };
}

/** The form's values of a programme being edited. */
export function programmeValues(programme: ManagedProgramme): ProgrammeFormValues {
  return {
    kind: programme.kind,
    title: programme.title,
    summary: programme.summary,
    description: programme.description,
    level: programme.level,
    sectionCodes: programme.sectionCodes,
    subjectCodes: programme.subjectCodes,
    targetSchoolIds: [...programme.targetSchoolIds],
    enrolMode: programme.enrolMode,
    enrolStart: pickerValueOf(programme.enrolStart)!,
    enrolEnd: pickerValueOf(programme.enrolEnd)!,
    startsOn: dayjs(programme.startsOn),
    endsOn: dayjs(programme.endsOn),
    capacity: programme.capacity,
    creditHours: programme.creditHours,
    priceYuan: programme.kind === 'supermarket' ? centsToYuan(programme.priceCents) : null,
    studioId: programme.studioId,
    coverFileId: programme.coverFileId,
    linkedActivities: programme.linkedActivities,
  };
}

// Cross-field rules the server applies too. Each answers the i18n key (under trainingManage.form) of the problem,
// or null; the form shows it on the field named in the function.

/** enrolEnd: the enrolment must end after it starts. */
export function enrolEndProblem(values: Pick<ProgrammeFormValues, 'enrolStart' | 'enrolEnd' | 'endsOn'>): string | null {
  const { enrolStart, enrolEnd, endsOn } = values;
  if (enrolStart && enrolEnd && !enrolEnd.isAfter(enrolStart)) return 'enrolOrder';
  // Enrolment may run until the last training day, not beyond it.
  if (enrolEnd && endsOn && enrolEnd.isAfter(endsOn.endOf('day'))) return 'enrolBeforeEnd';
  return null;
}

/** endsOn: the training cannot end before it starts. */
export function periodProblem(values: Pick<ProgrammeFormValues, 'startsOn' | 'endsOn'>): string | null {
  const { startsOn, endsOn } = values;
  return startsOn && endsOn && endsOn.isBefore(startsOn, 'day') ? 'periodOrder' : null;
}

/** enrolMode: purchase belongs to the marketplace, and a priced marketplace course is always bought. */
export function enrolModeProblem(values: Pick<ProgrammeFormValues, 'kind' | 'enrolMode' | 'priceYuan'>): string | null {
  if (values.enrolMode === 'purchase' && values.kind !== 'supermarket') return 'purchaseOnlyMarketplace';
  if (values.kind === 'supermarket' && (values.priceYuan ?? 0) > 0 && values.enrolMode !== 'purchase') return 'paidNeedsPurchase';
  return null;
}

/** The price in fen the server expects: the marketplace's typed price, 0 for every other kind. */
export function priceCentsOf(values: Pick<ProgrammeFormValues, 'kind' | 'priceYuan'>): number {
  return values.kind === 'supermarket' ? yuanToCents(values.priceYuan ?? 0) : 0;
}

/** The request body of a validated form and its units. */
export function toProgrammeInput(values: ProgrammeFormValues, units: UnitDraft[]): ProgrammeInput {
  const required = <T>(value: T | null | undefined, name: string): T => {
    if (value === null || value === undefined) throw new Error(`${name} is required`);
    return value;
  };
  return {
    kind: values.kind,
    title: values.title.trim(),
    summary: (values.summary ?? '').trim(),
    description: values.description ?? '',
    level: values.level,
    sectionCodes: values.sectionCodes ?? [],
    subjectCodes: values.subjectCodes ?? [],
    // School-based training is for the school itself; the server fills it in.
    targetSchoolIds: values.kind === 'school' ? [] : [...(values.targetSchoolIds ?? [])],
    enrolMode: values.enrolMode,
    enrolStart: momentOfPicked(required(values.enrolStart, 'enrolStart')),
    enrolEnd: momentOfPicked(required(values.enrolEnd, 'enrolEnd')),
    startsOn: required(values.startsOn, 'startsOn').format('YYYY-MM-DD'),
    endsOn: required(values.endsOn, 'endsOn').format('YYYY-MM-DD'),
    capacity: values.capacity ?? null,
    creditHours: required(values.creditHours, 'creditHours'),
    priceCents: priceCentsOf(values),
    coverFileId: values.coverFileId ?? null,
    studioId: values.kind === 'studio' ? required(values.studioId, 'studioId') : null,
    linkedActivities:
      values.kind === 'fusion' ? (values.linkedActivities ?? []).map((link) => ({ title: link.title.trim(), url: link.url.trim() })) : [],
    units: toUnitInputs(units),
  };
}
