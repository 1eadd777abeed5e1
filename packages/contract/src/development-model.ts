import { z } from 'zod';
import { enumSchema } from './enum-schema';
import { Level } from './enums';
import { AppIdQuery } from './envelope';
import { DevelopmentLimits, MODEL_CODE_PATTERN } from './limits';
import { ProfileKindSchema } from './profile';

// The configurable model of development applications (发展申报): development types, post types per school
// section, the phases of each post type, their conditions and the files each condition asks for.

/** A code chosen by the district for a type, post type, condition or file. */
export const ModelCode = z.string().regex(MODEL_CODE_PATTERN, `a code is 1-${DevelopmentLimits.code} letters, digits, _ or -`);
/** A career-phase code of the tenant's ladder. */
export const PhaseCode = z.string().regex(MODEL_CODE_PATTERN, `a phase code is 1-${DevelopmentLimits.code} letters, digits, _ or -`);
/** A school-section code (code table `section`). */
export const SectionCode = z.string().regex(/^\d{1,2}$/, 'sectionCode must be a section code, e.g. 2');
const UserIdString = z.string().regex(/^\d{1,18}$/, 'userId must be a number');
const Label = z.string().trim().min(1).max(DevelopmentLimits.label);

/** The kinds of file a condition may accept as evidence. */
export const FILE_KINDS = ['pdf', 'image', 'word'] as const;
export const FileKind = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof FileKind>;

/**
 * The kinds of condition; all but `declared` the platform checks itself (learning hours against the ledger,
 * verified records against the teacher's growth file), `declared` the teacher declares and proves.
 */
export const CONDITION_KINDS = ['learning_hours', 'teaching_years', 'title', 'verified_records', 'declared'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

const { minHours, years, minYears, minRecords } = DevelopmentLimits.conditionParams;

/** What a condition requires, by kind. */
export const ConditionRule = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('learning_hours'),
    /** At least `minHours` credited learning hours within the last `years` years. */
    params: z.object({ minHours: z.number().int().min(minHours[0]).max(minHours[1]), years: z.number().int().min(years[0]).max(years[1]) }),
  }),
  z.object({
    kind: z.literal('teaching_years'),
    /** At least `minYears` full years since the teacher's teachingSinceYear. */
    params: z.object({ minYears: z.number().int().min(minYears[0]).max(minYears[1]) }),
  }),
  z.object({
    kind: z.literal('title'),
    /** The lowest professional title (code table `professionalTitle`) that meets the condition. */
    params: z.object({ minTitleCode: z.string().regex(/^\d{1,2}$/) }),
  }),
  z.object({
    kind: z.literal('verified_records'),
    /**
     * At least `minCount` verified profile records of `recordKind` at level `minLevel` or above, dated within the last
     * `years` years (records without a level never count).
     */
    params: z.object({
      recordKind: ProfileKindSchema,
      minCount: z.number().int().min(minRecords[0]).max(minRecords[1]),
      minLevel: enumSchema(Level),
      years: z.number().int().min(years[0]).max(years[1]),
    }),
  }),
  z.object({
    kind: z.literal('declared'),
    /** Nothing to check: the teacher declares it and uploads the evidence the condition's files ask for. */
    params: z.object({}),
  }),
]);
export type ConditionRule = z.infer<typeof ConditionRule>;

/** A development type (发展类型), e.g. 教学型 teaching-oriented. */
export const DevelopmentType = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** Display order, ascending. */
  sort: z.number().int(),
  /** Disabled types are not offered any more; earlier choices of them stay. */
  enabled: z.boolean(),
});
export type DevelopmentType = z.infer<typeof DevelopmentType>;

/** A type as offered to a teacher in a section. */
export const OfferedDevelopmentType = DevelopmentType.extend({
  /** Whether it is the teacher's current choice in this section. */
  chosen: z.boolean(),
});
export type OfferedDevelopmentType = z.infer<typeof OfferedDevelopmentType>;

/** The development type a teacher chose for a section. */
export const ChosenDevelopmentType = z.object({
  userId: z.string(),
  sectionCode: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  /** False when the district has since disabled the type. */
  enabled: z.boolean(),
  /** When the choice was saved (ISO 8601). */
  chosenAt: z.string(),
});
export type ChosenDevelopmentType = z.infer<typeof ChosenDevelopmentType>;

/** A post type (岗位类型), e.g. 学科教师 subject teacher or 班主任 class teacher. */
export const PostType = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** The development type it belongs to; null when common to every type. */
  developmentTypeCode: z.string().nullable(),
  /** The school sections it is open in. */
  sectionCodes: z.array(z.string()),
  /** Its path: phase codes in ladder order. */
  phaseCodes: z.array(z.string()),
});
export type PostType = z.infer<typeof PostType>;

/** A phase as the model shows it. */
export const PhaseView = z.object({
  phaseCode: z.string(),
  phaseName: z.string(),
  phaseNameEn: z.string(),
  /** Position on the tenant's ladder, from 1. */
  rank: z.number().int(),
});
export type PhaseView = z.infer<typeof PhaseView>;

/** A condition of a phase of a post type. */
export const Condition = z.object({
  code: z.string(),
  /** The condition as the teacher reads it. */
  name: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  rule: ConditionRule,
});
export type Condition = z.infer<typeof Condition>;

/** The outcome of checking one condition against a teacher's record. */
export const ConditionCheck = z.object({
  /** true or false when the platform could check it; null when it cannot (declared, or no data on record), and the condition then needs evidence. */
  met: z.boolean().nullable(),
  /** Why `met` is null or false, in stable English words the client may map to labels; null when met. */
  reason: z.string().nullable(),
  /** The facts the check used. */
  facts: z
    .object({
      teachingSinceYear: z.number().int().nullable().optional(),
      /** Full years of teaching this year. */
      teachingYears: z.number().int().nullable().optional(),
      titleCode: z.string().nullable().optional(),
      /** Net credited learning hours of the calendar years fromYear..toYear (learning_hours conditions). */
      learningHours: z.number().optional(),
      fromYear: z.number().int().optional(),
      toYear: z.number().int().optional(),
      /** Verified records of the kind at the level or above dated from `fromDay` on (verified_records conditions). */
      verifiedRecords: z.number().int().optional(),
      fromDay: z.string().optional(),
    })
    .nullable(),
});
export type ConditionCheck = z.infer<typeof ConditionCheck>;

/** A condition with its check for the caller. */
export const CheckedCondition = Condition.extend({ check: ConditionCheck });
export type CheckedCondition = z.infer<typeof CheckedCondition>;

/** A phase of a post type with its conditions checked for the caller. */
export const PhaseWithConditions = PhaseView.extend({ conditions: z.array(CheckedCondition) });
export type PhaseWithConditions = z.infer<typeof PhaseWithConditions>;

/** A file a condition asks for. */
export const ConditionFile = z.object({
  conditionCode: z.string(),
  conditionName: z.string(),
  conditionNameEn: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** Whether an application needs it. */
  required: z.boolean(),
  /** Accepted kinds of file. */
  kinds: z.array(FileKind),
  sort: z.number().int(),
});
export type ConditionFile = z.infer<typeof ConditionFile>;

/** A phase the teacher may apply for, with whether the checkable conditions are met. */
export const SelectablePhase = PhaseWithConditions.extend({
  /** The first phase above the teacher's on this path. */
  next: z.boolean(),
  /** false when a checked condition is not met; null when some cannot be checked; true when all are met. */
  eligible: z.boolean().nullable(),
});

/** getCanSelectPhase: where the teacher stands and the phases above it on the post type's path. */
export const SelectablePhases = z.object({
  currentPhase: PhaseView,
  phases: z.array(SelectablePhase),
});
export type SelectablePhases = z.infer<typeof SelectablePhases>;

// ---- Requests of the teacher-side calls ----

/** A teacher (oneself, or one a staff member is over) and a section. */
export const UserSectionQuery = AppIdQuery.extend({ userId: UserIdString, sectionCode: SectionCode });
/** A section. */
export const SectionQuery = AppIdQuery.extend({ sectionCode: SectionCode });
/** A post type. */
export const PostTypeQuery = AppIdQuery.extend({ postTypeCode: ModelCode });
/** A phase of a post type. */
export const PostTypePhaseQuery = PostTypeQuery.extend({ phaseCode: PhaseCode });

/** saveType: the teacher chooses their development type for a section. */
export const SaveChosenTypeBody = z.object({
  sectionCode: SectionCode,
  /** A type offered in that section (see getTypeListByUserIdAndSectionCode). */
  typeCode: ModelCode,
});
export type SaveChosenTypeBody = z.infer<typeof SaveChosenTypeBody>;

// ---- Requests of the configuration calls (district staff) ----

/** Creates or replaces a development type. */
export const SaveDevelopmentTypeBody = z.object({
  code: ModelCode,
  name: Label,
  nameEn: Label,
  sort: z.number().int().min(0).max(DevelopmentLimits.sortMax),
  enabled: z.boolean(),
});
export type SaveDevelopmentTypeBody = z.infer<typeof SaveDevelopmentTypeBody>;

/** Creates or replaces a post type and the sections it is open in; its phases are kept. */
export const SavePostTypeBody = SaveDevelopmentTypeBody.extend({
  /** Null: common to every development type. */
  developmentTypeCode: ModelCode.nullable(),
  sectionCodes: z.array(SectionCode).min(1).max(20),
});
export type SavePostTypeBody = z.infer<typeof SavePostTypeBody>;

/** Deletes a type or post type by code. */
export const DeleteByCodeBody = z.object({ code: ModelCode });
export type DeleteByCodeBody = z.infer<typeof DeleteByCodeBody>;

/** Puts a ladder phase on a post type's path (saving), or takes it off with its conditions (deleting). */
export const PostTypePhaseBody = z.object({ postTypeCode: ModelCode, phaseCode: PhaseCode });
export type PostTypePhaseBody = z.infer<typeof PostTypePhaseBody>;

/** Creates or replaces a condition of a phase of a post type; its files are kept. */
export const SaveConditionBody = PostTypePhaseBody.extend({
  code: ModelCode,
  name: Label,
  nameEn: Label,
  sort: z.number().int().min(0).max(DevelopmentLimits.sortMax),
  rule: ConditionRule,
});
export type SaveConditionBody = z.infer<typeof SaveConditionBody>;

/** Deletes a condition with its files. */
export const DeleteConditionBody = PostTypePhaseBody.extend({ code: ModelCode });
export type DeleteConditionBody = z.infer<typeof DeleteConditionBody>;

/** Creates or replaces a file a condition asks for. */
export const SaveConditionFileBody = PostTypePhaseBody.extend({
  conditionCode: ModelCode,
  code: ModelCode,
  name: Label,
  nameEn: Label,
  required: z.boolean(),
  kinds: z
    .array(FileKind)
    .min(1)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'kinds must not repeat'),
  sort: z.number().int().min(0).max(DevelopmentLimits.sortMax),
});
export type SaveConditionFileBody = z.infer<typeof SaveConditionFileBody>;

/** Deletes a file a condition asks for. */
export const DeleteConditionFileBody = PostTypePhaseBody.extend({ conditionCode: ModelCode, code: ModelCode });
export type DeleteConditionFileBody = z.infer<typeof DeleteConditionFileBody>;

/** Answer of a delete call. */
export const Deleted = z.object({ deleted: z.literal(true) });

/**
 * A step of the development review workflow as the tenant has it. Mandatory steps (school, district) are always
 * on: the school vouches for its teacher and the district decides and finishes the process. Optional steps (the
 * expert panel) are off until switched on. A switch applies to applications submitted afterwards; those already
 * under review keep the steps they were submitted with.
 */
export const ReviewStepSetting = z.object({
  code: z.string(),
  /** The role that decides the step. */
  role: z.string(),
  /** `org`: reviewers see applications under their own org unit; `tenant`: all of the tenant's. */
  scope: z.enum(['org', 'tenant']),
  name: z.string(),
  nameEn: z.string(),
  /** Whether the tenant may switch it (optional steps only). */
  switchable: z.boolean(),
  enabled: z.boolean(),
});
export type ReviewStepSetting = z.infer<typeof ReviewStepSetting>;

/** Switches an optional review step on or off. */
export const SaveReviewStepBody = z.object({ stepCode: ModelCode, enabled: z.boolean() });
export type SaveReviewStepBody = z.infer<typeof SaveReviewStepBody>;
