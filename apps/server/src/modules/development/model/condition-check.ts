import type { CheckedCondition, Condition, ConditionCheck } from '@yanxiu/contract/development-model';

/** What the platform knows about a teacher that conditions can be checked against. */
export type TeacherFacts = {
  teachingSinceYear: number | null;
  titleCode: string | null;
  /** The calendar year of the check. */
  year: number;
  /** Professional title code -> its rank, 1 highest (the code table's sort order). */
  titleRanks: ReadonlyMap<string, number>;
};

/** Why a condition could not be checked or is not met; stable words the client may map to labels. */
export const CHECK_REASONS = {
  ledgerMissing: 'ledger not available yet',
  declared: 'declared by the teacher with evidence',
  noTeachingStart: 'no teaching start year on record',
  tooFewYears: 'not enough years of teaching',
  noTitle: 'no professional title on record',
  unknownTitle: 'title not in the code table',
  titleTooLow: 'professional title below the minimum',
} as const;

/** Checks one condition against a teacher's record, where the platform can. */
export function checkCondition(condition: Pick<Condition, 'rule'>, facts: TeacherFacts): ConditionCheck {
  const { rule } = condition;
  switch (rule.kind) {
    case 'learning_hours':
      // The learning-hours ledger is built in a later issue; until then the platform cannot say either way.
      return { met: null, reason: CHECK_REASONS.ledgerMissing, facts: null };
    case 'declared':
      return { met: null, reason: CHECK_REASONS.declared, facts: null };
    case 'teaching_years': {
      const since = facts.teachingSinceYear;
      if (since === null) return { met: null, reason: CHECK_REASONS.noTeachingStart, facts: { teachingSinceYear: null, teachingYears: null } };
      // Counted in calendar years, as districts count 教龄: a teacher who started in 2016 has 10 years in 2026.
      const years = Math.max(0, facts.year - since);
      const met = years >= rule.params.minYears;
      return { met, reason: met ? null : CHECK_REASONS.tooFewYears, facts: { teachingSinceYear: since, teachingYears: years } };
    }
    case 'title': {
      const code = facts.titleCode;
      if (code === null) return { met: null, reason: CHECK_REASONS.noTitle, facts: { titleCode: null } };
      const held = facts.titleRanks.get(code);
      const wanted = facts.titleRanks.get(rule.params.minTitleCode);
      if (held === undefined || wanted === undefined) return { met: null, reason: CHECK_REASONS.unknownTitle, facts: { titleCode: code } };
      const met = held <= wanted;
      return { met, reason: met ? null : CHECK_REASONS.titleTooLow, facts: { titleCode: code } };
    }
  }
}

/** Whether a set of checked conditions is met: false if any is not, null if any cannot be checked, else true. */
export function overallEligibility(conditions: readonly Pick<CheckedCondition, 'check'>[]): boolean | null {
  if (conditions.some((condition) => condition.check.met === false)) return false;
  if (conditions.some((condition) => condition.check.met === null)) return null;
  return true;
}
