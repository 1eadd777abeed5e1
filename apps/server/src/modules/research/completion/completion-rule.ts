import type { CompletionFactValue } from '@yanxiu/contract/research-enums';

// The completion rule is pure: which facts a participant has done, which the rule still asks for.

/** A participant's fact columns, as stored. */
export type ParticipantFacts = {
  attendedAt: Date | null;
  postedAt: Date | null;
  formAt: Date | null;
  taskAt: Date | null;
};

const FACT_COLUMNS = { attended: 'attendedAt', posted: 'postedAt', form: 'formAt', task: 'taskAt' } as const satisfies Record<
  CompletionFactValue,
  keyof ParticipantFacts
>;

/** The facts done, in the rule's order of declaration (attended, posted, form, task). */
export function doneFacts(facts: ParticipantFacts): CompletionFactValue[] {
  return (Object.keys(FACT_COLUMNS) as CompletionFactValue[]).filter((fact) => facts[FACT_COLUMNS[fact]] !== null);
}

/** The facts of the rule not done yet; empty means the rule is met. */
export function remainingFacts(rule: readonly string[], facts: ParticipantFacts): CompletionFactValue[] {
  const done = new Set(doneFacts(facts));
  return (Object.keys(FACT_COLUMNS) as CompletionFactValue[]).filter((fact) => rule.includes(fact) && !done.has(fact));
}

/** The column a fact is stored in. */
export function factColumn(fact: CompletionFactValue): keyof ParticipantFacts {
  return FACT_COLUMNS[fact];
}
