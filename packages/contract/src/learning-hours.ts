import { z } from 'zod';
import { PageQuery, paged } from './envelope';
import { LearningLimits } from './limits';
import { ReviewDecision } from './review';
import { IsoDateTime } from './iso-date-time';

// The learning-hours ledger (学时), its breakdown for `/studyTime`, declared hours reviewed by the school, reversals,
// the tenant's yearly requirement and the staff report of who has not met it.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const IsoDate = z.iso.date();
/** Hours with at most one decimal. */
const Hours = z.number().min(0).max(LearningLimits.hoursMax).multipleOf(0.1);
const Year = z.coerce.number().int().min(2000).max(2100);
const CategoryCode = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'lower-case letters, digits and _');

/** Where an entry came from. */
export const HourSource = z.enum(['lesson', 'offline', 'programme', 'declared', 'activity', 'reversal']);
export type HourSource = z.infer<typeof HourSource>;

/** A category of hours as the tenant names it. */
export const HourCategory = z.object({ code: CategoryCode, labelZh: z.string(), labelEn: z.string() });
export type HourCategory = z.infer<typeof HourCategory>;

/** Categories a tenant gets until it configures its own. */
export const DEFAULT_HOUR_CATEGORIES: readonly HourCategory[] = [
  { code: 'public', labelZh: '公需课程', labelEn: 'General courses' },
  { code: 'professional', labelZh: '专业课程', labelEn: 'Professional courses' },
  { code: 'ethics', labelZh: '师德师风', labelEn: 'Professional ethics' },
];

/** One ledger entry. Reversals have negative hours and name the entry they reverse. */
export const HourEntry = z.object({
  id: Id,
  source: HourSource,
  title: z.string(),
  programmeId: Id.nullable(),
  hours: z.number(),
  category: CategoryCode,
  year: z.number().int(),
  creditedOn: IsoDate,
  reversesEntryId: Id.nullable(),
  /** Set on an entry that a later reversal undid. */
  reversedByEntryId: Id.nullable(),
  reason: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type HourEntry = z.infer<typeof HourEntry>;

/** The tenant's requirement for a year; null hours when the tenant set none for that year. */
export const HourRequirement = z.object({
  year: z.number().int(),
  totalHours: z.number().nullable(),
  /** Minimum per category code. */
  categoryMinimums: z.record(z.string(), z.number()),
});
export type HourRequirement = z.infer<typeof HourRequirement>;

export const CategoryTotal = z.object({
  code: CategoryCode,
  hours: z.number(),
  /** The requirement's minimum for this category, if any. */
  required: z.number().nullable(),
});
export const ProgrammeTotal = z.object({ programmeId: Id.nullable(), title: z.string(), hours: z.number() });
/** `month` is 1..12; every month of the year is present, with 0 where nothing was credited. */
export const MonthTotal = z.object({ month: z.number().int().min(1).max(12), hours: z.number() });

/** Query of `/learning/hours` and its export: a year (default: this year, China time); staff may name a teacher. */
export const HoursQuery = z.object({
  appId: z.string().min(1).max(64),
  year: Year.optional(),
  /** Staff: a teacher they manage. Teachers: omitted or their own id. */
  userId: DigitsId.optional(),
});
export type HoursQuery = z.infer<typeof HoursQuery>;

/** Everything `/studyTime` shows for one teacher and year. */
export const HoursBreakdown = z.object({
  userId: Id,
  teacherName: z.string(),
  year: z.number().int(),
  /** Years with any entry, newest first, always including the current year. */
  years: z.array(z.number().int()),
  requirement: HourRequirement,
  totalHours: z.number(),
  /** Whether the total and every category minimum are met (false when no requirement is set). */
  met: z.boolean(),
  byCategory: z.array(CategoryTotal),
  byProgramme: z.array(ProgrammeTotal),
  byMonth: z.array(MonthTotal),
  entries: z.array(HourEntry),
  categories: z.array(HourCategory),
});
export type HoursBreakdown = z.infer<typeof HoursBreakdown>;

export const HourCategoriesResult = z.object({ categories: z.array(HourCategory), completionShare: z.number() });
export type HourCategoriesResult = z.infer<typeof HourCategoriesResult>;

// ---- Declared hours ----

export const DeclarationStatus = z.enum(['pending', 'approved', 'rejected', 'withdrawn']);
export type DeclarationStatus = z.infer<typeof DeclarationStatus>;

export const CreateDeclarationBody = z.object({
  /** Staff declaring for a teacher they manage; omitted when teachers declare their own. */
  userId: Id.optional(),
  title: z.string().trim().min(1).max(LearningLimits.declarationText),
  organiser: z.string().trim().max(LearningLimits.declarationText).default(''),
  category: CategoryCode,
  hours: Hours.refine((hours) => hours > 0, 'must be more than 0').refine(
    (hours) => hours <= LearningLimits.declaredHoursMax,
    `at most ${LearningLimits.declaredHoursMax} hours at once`,
  ),
  /** The day the training ended; not in the future. */
  activityOn: IsoDate,
  /** Uploaded evidence (`files` purpose `evidence`); at least one. */
  evidenceFileIds: z.array(z.uuid()).min(1).max(LearningLimits.evidenceFiles),
});
export type CreateDeclarationBody = z.infer<typeof CreateDeclarationBody>;

export const Declaration = z.object({
  id: Id,
  userId: Id,
  teacherName: z.string(),
  schoolName: z.string().nullable(),
  declaredBy: Id,
  title: z.string(),
  organiser: z.string(),
  category: CategoryCode,
  hours: z.number(),
  activityOn: IsoDate,
  evidence: z.array(z.object({ id: z.uuid(), name: z.string(), missing: z.boolean() })),
  status: DeclarationStatus,
  /** The reviewer's comment on the last decision. */
  comment: z.string().nullable(),
  /** The ledger entry an approval created. */
  entryId: Id.nullable(),
  /** For optimistic concurrency of decisions. */
  version: z.number().int(),
  /** Whether the caller may decide it now. */
  canDecide: z.boolean(),
  createdAt: IsoDateTime,
});
export type Declaration = z.infer<typeof Declaration>;

export const DeclarationListQuery = PageQuery.extend({
  appId: z.string().min(1).max(64),
  status: DeclarationStatus.optional(),
});
export const DeclarationPage = paged(Declaration);
export type DeclarationPage = z.infer<typeof DeclarationPage>;

/** A school's decision on a declaration: the review vocabulary's decisions but `return` (a declaration is filed anew). */
export const DecideDeclarationBody = z.object({
  id: Id,
  decision: ReviewDecision.extract(['approve', 'reject']),
  /** Required when rejecting: the service answers 422 without one (this body predates the vocabulary's comment rule). */
  comment: z.string().trim().max(LearningLimits.comment).optional(),
  version: z.number().int().min(1),
});
export type DecideDeclarationBody = z.infer<typeof DecideDeclarationBody>;

export const WithdrawDeclarationBody = z.object({ id: Id });

// ---- Reversal ----

export const ReverseEntryBody = z.object({
  entryId: Id,
  reason: z.string().trim().min(LearningLimits.reverseReasonMin).max(LearningLimits.comment),
});
export type ReverseEntryBody = z.infer<typeof ReverseEntryBody>;

// ---- Requirement and settings (district admins) ----

export const RequirementQuery = z.object({ appId: z.string().min(1).max(64), year: Year.optional() });

export const SaveRequirementBody = z.object({
  year: z.number().int().min(2000).max(2100),
  totalHours: Hours.refine((hours) => hours > 0, 'must be more than 0'),
  categoryMinimums: z.record(CategoryCode, Hours),
});
export type SaveRequirementBody = z.infer<typeof SaveRequirementBody>;

export const SaveSettingsBody = z.object({
  /** Share of a video's length that completes it, 0.5 to 1. */
  completionShare: z.number().min(LearningLimits.completionShareMin).max(LearningLimits.completionShareMax).multipleOf(0.01),
});
export type SaveSettingsBody = z.infer<typeof SaveSettingsBody>;

// ---- Report of who has not met the requirement (school and district staff) ----

export const ReportQuery = PageQuery.extend({
  appId: z.string().min(1).max(64),
  year: Year.optional(),
  /** District staff: one school; school admins always see their own school. */
  schoolId: DigitsId.optional(),
  /** Default: only teachers who have not met the requirement. */
  onlyUnmet: z.enum(['true', 'false']).default('true'),
  keyword: z.string().trim().max(LearningLimits.reportKeyword).optional(),
  /**
   * The `nextCursor` of the page before (send `current` + 1 and the same filters): the page is read on from where
   * that one ended instead of skipping `(current - 1) * size` teachers, so deep pages cost what the first does.
   * Optional: `current` alone still jumps to any page. Ignored with `keyword` (those pages are numbered only).
   */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,1000}$/)
    .optional(),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export const ReportRow = z.object({
  userId: Id,
  teacherName: z.string(),
  schoolName: z.string().nullable(),
  totalHours: z.number(),
  /** Hours short of the total requirement (0 when met). */
  shortHours: z.number(),
  byCategory: z.record(z.string(), z.number()),
  /** Category codes whose minimum is not met. */
  unmetCategories: z.array(z.string()),
  met: z.boolean(),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const ReportPage = paged(ReportRow).extend({
  year: z.number().int(),
  requirement: HourRequirement,
  /** Teachers in scope, and how many of them met the requirement. */
  teachers: z.number().int(),
  metCount: z.number().int(),
  /** Send as `cursor` (with `current` + 1 and the same filters) for the next page; null on the last page and with `keyword`. */
  nextCursor: z.string().nullable(),
});
export type ReportPage = z.infer<typeof ReportPage>;
