import type { CheckedCondition, ConditionCheck, FileKind } from '@yanxiu/contract/development-model';

/** How a condition is shown: met or not met (checked by the platform), or to be declared with evidence. */
export type ConditionStatus = 'met' | 'notMet' | 'toDeclare';

/** The server's stable reason words (condition-check.ts) -> keys of `development.reasons`. */
const REASON_KEYS = {
  // Said by checks before the ledger was read (kept so applications submitted then still read right).
  'ledger not available yet': 'ledgerMissing',
  'declared by the teacher with evidence': 'declared',
  'no teaching start year on record': 'noTeachingStart',
  'not enough years of teaching': 'tooFewYears',
  'no professional title on record': 'noTitle',
  'title not in the code table': 'unknownTitle',
  'professional title below the minimum': 'titleTooLow',
  'not enough learning hours': 'tooFewHours',
  'not enough verified records': 'tooFewRecords',
} as const;

export type ReasonKey = (typeof REASON_KEYS)[keyof typeof REASON_KEYS];

/** The status of a checked condition: `met: null` means the platform cannot say, so the teacher declares it. */
export function conditionStatus(check: Pick<ConditionCheck, 'met'>): ConditionStatus {
  if (check.met === true) return 'met';
  if (check.met === false) return 'notMet';
  return 'toDeclare';
}

/** The label key of a check's reason, or null when there is none or it is a reason this client does not know. */
export function reasonKey(reason: string | null): ReasonKey | null {
  if (!reason) return null;
  return Object.hasOwn(REASON_KEYS, reason) ? (REASON_KEYS as Record<string, ReasonKey>)[reason]! : null;
}

/** A fact a check used, as a label key and its values. */
export type Fact = {
  key: 'teachingYears' | 'teachingSinceYear' | 'title' | 'learningHours' | 'verifiedRecords';
  values: Record<string, string | number>;
};

/**
 * The facts a check used, in reading order; the title is a code the caller labels from the code table. Learning
 * hours come with the years they were counted over and what the condition asks for, so a teacher sees how far off
 * (or past) the requirement they are.
 */
export function factsOf(condition: Pick<CheckedCondition, 'check'> & { rule?: CheckedCondition['rule'] }): Fact[] {
  const facts = condition.check.facts;
  if (!facts) return [];
  const found: Fact[] = [];
  if (facts.teachingSinceYear !== undefined && facts.teachingSinceYear !== null)
    found.push({ key: 'teachingSinceYear', values: { year: facts.teachingSinceYear } });
  if (facts.teachingYears !== undefined && facts.teachingYears !== null)
    found.push({ key: 'teachingYears', values: { count: facts.teachingYears } });
  if (facts.titleCode !== undefined && facts.titleCode !== null) found.push({ key: 'title', values: { code: facts.titleCode } });
  if (facts.learningHours !== undefined && facts.fromYear !== undefined && facts.toYear !== undefined) {
    const required = condition.rule?.kind === 'learning_hours' ? condition.rule.params.minHours : null;
    found.push({
      key: 'learningHours',
      values: { count: facts.learningHours, fromYear: facts.fromYear, toYear: facts.toYear, ...(required === null ? {} : { required }) },
    });
  }
  // Verified growth-file records counted from a day on, with how many the condition asks for.
  if (facts.verifiedRecords !== undefined && facts.fromDay !== undefined) {
    const required = condition.rule?.kind === 'verified_records' ? condition.rule.params.minCount : null;
    found.push({
      key: 'verifiedRecords',
      values: { count: facts.verifiedRecords, fromDay: facts.fromDay, ...(required === null ? {} : { required }) },
    });
  }
  return found;
}

const ACCEPT: Record<FileKind, string> = {
  pdf: '.pdf,application/pdf',
  image: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
  word: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The `accept` attribute of a file input for a condition's accepted kinds (all the evidence kinds when none are named). */
export function acceptOf(kinds: readonly FileKind[]): string {
  const wanted = kinds.length > 0 ? kinds : (Object.keys(ACCEPT) as FileKind[]);
  return [...new Set(wanted)].map((kind) => ACCEPT[kind]).join(',');
}
