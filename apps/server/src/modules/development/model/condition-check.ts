import type { CheckedCondition, Condition, ConditionCheck, ConditionKind, ConditionRule } from '@yanxiu/contract/development-model';
import type { ProfileKind } from '@yanxiu/contract/profile';

// Conditions of a career phase, checked against what the platform knows about the teacher.
//
// Adding a rule kind (as "at least N verified profile records of kind K at level L within Y years" was added):
//   1. the contract: a member of `ConditionRule` with its params, and the facts it reports in `ConditionCheck.facts`;
//   2. here: a reader on `TeacherFacts` that asks the owning domain through its public surface (profile.public's
//      countVerifiedRecords), built in development-model.service.ts `teacherFacts`, and the kind's check in
//      `RULE_CHECKS` (the compiler insists on one per kind);
//   3. the web: the kind's label, its parameters in the configuration form and how its facts read.
// A check that cannot say either way answers `met: null`: the condition then needs evidence at submit
// (applications/development-apply-evidence.ts), so nothing the platform cannot verify passes unproven.

/** What the platform knows about a teacher that conditions are checked against. */
export type TeacherFacts = {
  teachingSinceYear: number | null;
  titleCode: string | null;
  /** The calendar year of the check (China time). */
  year: number;
  /** Professional title code -> its rank, 1 highest (the code table's sort order). */
  titleRanks: ReadonlyMap<string, number>;
  /** Net credited hours in the learning ledger over calendar years `fromYear`..`toYear` (learning.public). */
  learningHours: (fromYear: number, toYear: number) => Promise<number>;
  /**
   * Verified growth-file records of a kind at a level or above dated within the last `years` years, and the first day
   * counted (profile.public's countVerifiedRecords).
   */
  verifiedRecords: (query: { recordKind: ProfileKind; minLevel: number; years: number }) => Promise<{ count: number; fromDay: string }>;
};

/** Why a condition could not be checked or is not met; stable words the client may map to labels. */
export const CHECK_REASONS = {
  declared: 'declared by the teacher with evidence',
  noTeachingStart: 'no teaching start year on record',
  tooFewYears: 'not enough years of teaching',
  noTitle: 'no professional title on record',
  unknownTitle: 'title not in the code table',
  titleTooLow: 'professional title below the minimum',
  tooFewHours: 'not enough learning hours',
  tooFewRecords: 'not enough verified records',
} as const;

type ParamsOf<K extends ConditionKind> = Extract<ConditionRule, { kind: K }>['params'];
/** How the platform checks one kind of condition. */
type RuleCheck<K extends ConditionKind> = (params: ParamsOf<K>, facts: TeacherFacts) => ConditionCheck | Promise<ConditionCheck>;

/**
 * "At least `minHours` hours in the last `years` years": the ledger's net hours of this calendar year and the
 * `years - 1` before it, as continuing education is counted by year (360 hours in five years is 72 a year).
 */
async function checkLearningHours({ minHours, years }: ParamsOf<'learning_hours'>, facts: TeacherFacts): Promise<ConditionCheck> {
  const fromYear = facts.year - years + 1;
  const toYear = facts.year;
  const hours = await facts.learningHours(fromYear, toYear);
  const met = hours >= minHours;
  return { met, reason: met ? null : CHECK_REASONS.tooFewHours, facts: { learningHours: hours, fromYear, toYear } };
}

/** "At least `minCount` verified records of a kind at `minLevel` or above within the last `years` years": the growth file's count. */
async function checkVerifiedRecords(
  { recordKind, minCount, minLevel, years }: ParamsOf<'verified_records'>,
  facts: TeacherFacts,
): Promise<ConditionCheck> {
  const { count, fromDay } = await facts.verifiedRecords({ recordKind, minLevel: Number(minLevel), years });
  const met = count >= minCount;
  return { met, reason: met ? null : CHECK_REASONS.tooFewRecords, facts: { verifiedRecords: count, fromDay } };
}

function checkTeachingYears({ minYears }: ParamsOf<'teaching_years'>, facts: TeacherFacts): ConditionCheck {
  const since = facts.teachingSinceYear;
  if (since === null) return { met: null, reason: CHECK_REASONS.noTeachingStart, facts: { teachingSinceYear: null, teachingYears: null } };
  // Counted in calendar years, as districts count 教龄: a teacher who started in 2016 has 10 years in 2026.
  const years = Math.max(0, facts.year - since);
  const met = years >= minYears;
  return { met, reason: met ? null : CHECK_REASONS.tooFewYears, facts: { teachingSinceYear: since, teachingYears: years } };
}

function checkTitle({ minTitleCode }: ParamsOf<'title'>, facts: TeacherFacts): ConditionCheck {
  const code = facts.titleCode;
  if (code === null) return { met: null, reason: CHECK_REASONS.noTitle, facts: { titleCode: null } };
  const held = facts.titleRanks.get(code);
  const wanted = facts.titleRanks.get(minTitleCode);
  if (held === undefined || wanted === undefined) return { met: null, reason: CHECK_REASONS.unknownTitle, facts: { titleCode: code } };
  const met = held <= wanted;
  return { met, reason: met ? null : CHECK_REASONS.titleTooLow, facts: { titleCode: code } };
}

/** Every rule kind's check: one entry per kind of the contract. */
const RULE_CHECKS: { [K in ConditionKind]: RuleCheck<K> } = {
  learning_hours: checkLearningHours,
  teaching_years: checkTeachingYears,
  title: checkTitle,
  verified_records: checkVerifiedRecords,
  // Nothing to check: the teacher declares it and proves it with evidence.
  declared: () => ({ met: null, reason: CHECK_REASONS.declared, facts: null }),
};

/** Checks one condition against a teacher's record, where the platform can. */
export async function checkCondition(condition: Pick<Condition, 'rule'>, facts: TeacherFacts): Promise<ConditionCheck> {
  const { rule } = condition;
  // The union of kinds and params is matched by RULE_CHECKS' type; TypeScript cannot narrow the pair through an index.
  const check = RULE_CHECKS[rule.kind] as RuleCheck<ConditionKind>;
  return check(rule.params, facts);
}

/** Whether a set of checked conditions is met: false if any is not, null if any cannot be checked, else true. */
export function overallEligibility(conditions: readonly Pick<CheckedCondition, 'check'>[]): boolean | null {
  if (conditions.some((condition) => condition.check.met === false)) return false;
  if (conditions.some((condition) => condition.check.met === null)) return null;
  return true;
}
