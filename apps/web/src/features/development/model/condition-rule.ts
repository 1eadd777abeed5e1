import type { ConditionKind, ConditionRule } from '@yanxiu/contract/development-model';

// A condition's rule as the configuration form edits it: one kind and the flat fields of its parameters.

/** The kinds in the order the form offers them (the contract's CONDITION_KINDS, without bundling zod). */
export const RULE_KINDS: readonly ConditionKind[] = ['learning_hours', 'teaching_years', 'title', 'verified_records', 'declared'];

/** The form's fields of a rule; only the chosen kind's parameters count. */
export type RuleFields = {
  kind: ConditionKind;
  minHours?: number | null;
  years?: number | null;
  minYears?: number | null;
  minTitleCode?: string | null;
  /** verified_records: the kind of growth-file record, how many, and the lowest level that counts. */
  recordKind?: string | null;
  minCount?: number | null;
  minLevel?: string | null;
};

/** A rule's parameter as the form names it. */
export type RuleParam = 'minHours' | 'years' | 'minYears' | 'minTitleCode' | 'recordKind' | 'minCount' | 'minLevel';

/** The rule the fields describe (the form's validation makes sure the kind's parameters are filled in). */
export function ruleOf(fields: RuleFields): ConditionRule {
  switch (fields.kind) {
    case 'learning_hours':
      return { kind: 'learning_hours', params: { minHours: Number(fields.minHours), years: Number(fields.years) } };
    case 'teaching_years':
      return { kind: 'teaching_years', params: { minYears: Number(fields.minYears) } };
    case 'title':
      return { kind: 'title', params: { minTitleCode: String(fields.minTitleCode) } };
    case 'verified_records':
      return {
        kind: 'verified_records',
        params: {
          recordKind: String(fields.recordKind) as RecordKind,
          minCount: Number(fields.minCount),
          minLevel: String(fields.minLevel) as RecordLevel,
          years: Number(fields.years),
        },
      };
    case 'declared':
      return { kind: 'declared', params: {} };
  }
}

type RecordParams = Extract<ConditionRule, { kind: 'verified_records' }>['params'];
type RecordKind = RecordParams['recordKind'];
type RecordLevel = RecordParams['minLevel'];

/** The form's fields of a stored rule. */
export function fieldsOf(rule: ConditionRule): RuleFields {
  return { kind: rule.kind, ...rule.params };
}

/** Which parameters a kind asks for, so the form shows only those. */
export function paramsOf(kind: ConditionKind): RuleParam[] {
  if (kind === 'learning_hours') return ['minHours', 'years'];
  if (kind === 'verified_records') return ['recordKind', 'minCount', 'minLevel', 'years'];
  if (kind === 'teaching_years') return ['minYears'];
  if (kind === 'title') return ['minTitleCode'];
  return [];
}
