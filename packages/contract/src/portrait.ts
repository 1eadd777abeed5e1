import { z } from 'zod';
import { PageQuery, paged } from './envelope';

// The teacher portrait (教师画像, /teacherPortrait): one teacher's growth from the other domains' real data, compared
// with the median teacher of their school and of the district (never naming anyone), and the staff portrait
// (/manage/portrait): the distribution of a school's or the district's teachers.

const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const Year = z.coerce.number().int().min(2000).max(2100);
const Code = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -');

/** How many years the trends cover, this one included. */
export const PORTRAIT_TREND_YEARS = 5;

export const PortraitQuery = z.object({
  appId: z.string().min(1).max(64),
  /** Staff name a teacher under them; absent is oneself. */
  userId: DigitsId.optional(),
  /** The last year of the trends; default this year (China time). */
  year: Year.optional(),
});
export type PortraitQuery = z.infer<typeof PortraitQuery>;

/** A value of the teacher beside the medians of their school's and the district's teachers. */
export const Compared = z.object({ value: z.number(), schoolMedian: z.number().nullable(), districtMedian: z.number() });
export type Compared = z.infer<typeof Compared>;

/** One year of learning hours against that year's requirement. */
export const PortraitHoursYear = z.object({
  year: z.number().int(),
  totalHours: z.number(),
  /** Null when the tenant set no requirement for the year. */
  requiredHours: z.number().nullable(),
  byCategory: z.record(z.string(), z.number()),
  categoryMinimums: z.record(z.string(), z.number()),
  schoolMedian: z.number().nullable(),
  districtMedian: z.number(),
});
export type PortraitHoursYear = z.infer<typeof PortraitHoursYear>;

export const PortraitPhaseStep = z.object({
  fromPhaseCode: z.string(),
  phaseCode: z.string(),
  /** When the teacher reached the phase (ISO 8601): the district finished their approved application. */
  reachedAt: z.string(),
});

export const PortraitPhase = z.object({ code: z.string(), name: z.string(), nameEn: z.string(), rank: z.number().int() });
export type PortraitPhase = z.infer<typeof PortraitPhase>;

/** The radar's dimensions (this year's hours, programmes completed, verified records, rank on the phase ladder), each the teacher's figure beside the medians. */
export const PORTRAIT_DIMENSIONS = ['hours', 'training', 'records', 'phase'] as const;
export type PortraitDimension = (typeof PORTRAIT_DIMENSIONS)[number];

export const TeacherPortrait = z.object({
  teacher: z.object({ userId: z.string(), name: z.string(), schoolName: z.string().nullable(), phaseCode: z.string().nullable() }),
  year: z.number().int(),
  categories: z.array(z.object({ code: z.string(), labelZh: z.string(), labelEn: z.string() })),
  /** Oldest year first. */
  hours: z.array(PortraitHoursYear),
  training: z.object({
    completedProgrammes: z.number().int(),
    /** Completed programmes by the year their last unit was completed, oldest first. */
    byYear: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
    recent: z.array(z.object({ programmeId: z.number().int(), title: z.string(), completedOn: z.string() })),
  }),
  phases: z.object({ ladder: z.array(PortraitPhase), history: z.array(PortraitPhaseStep) }),
  development: z.object({ approved: z.number().int(), rejected: z.number().int(), open: z.number().int() }),
  selection: z.object({ applied: z.number().int(), selected: z.number().int(), notSelected: z.number().int() }),
  records: z.array(z.object({ kind: z.string(), total: z.number().int(), verified: z.number().int() })),
  dimensions: z.array(Compared.extend({ key: z.enum(PORTRAIT_DIMENSIONS) })),
});
export type TeacherPortrait = z.infer<typeof TeacherPortrait>;

export const StaffPortraitQuery = PageQuery.extend({
  appId: z.string().min(1).max(64),
  year: Year.optional(),
  /** District staff: one school; school admins always see their own school. */
  schoolId: DigitsId.optional(),
  sectionCode: Code.optional(),
  subjectCode: Code.optional(),
  /** Only teachers short of the year's total requirement. */
  onlyBehind: z.enum(['true', 'false']).default('false'),
});
export type StaffPortraitQuery = z.infer<typeof StaffPortraitQuery>;

export const StaffPortraitRow = z.object({
  userId: z.string(),
  teacherName: z.string(),
  schoolName: z.string().nullable(),
  sectionCode: z.string().nullable(),
  subjectCode: z.string().nullable(),
  phaseCode: z.string().nullable(),
  totalHours: z.number(),
  behind: z.boolean(),
  /** Units of training completed in the year. */
  unitsCompleted: z.number().int(),
});
export type StaffPortraitRow = z.infer<typeof StaffPortraitRow>;

export const StaffPortrait = paged(StaffPortraitRow).extend({
  year: z.number().int(),
  requiredHours: z.number().nullable(),
  summary: z.object({
    teachers: z.number().int(),
    behind: z.number().int(),
    /** Teachers who completed at least one unit of training in the year. */
    participating: z.number().int(),
    hoursMedian: z.number(),
    /** Teachers per phase code (null: no phase recorded), the ladder's order. */
    phases: z.array(z.object({ phaseCode: z.string().nullable(), teachers: z.number().int() })),
  }),
  ladder: z.array(PortraitPhase),
});
export type StaffPortrait = z.infer<typeof StaffPortrait>;
