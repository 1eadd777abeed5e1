import type { ConditionRule } from '@yanxiu/contract/development-model';
import { describe, expect, test } from 'vitest';
import { fieldsOf, paramsOf, ruleOf, RULE_KINDS } from './condition-rule';

describe('condition rules in the configuration form', () => {
  test('every kind round-trips through the form fields', () => {
    const rules: ConditionRule[] = [
      { kind: 'learning_hours', params: { minHours: 72, years: 5 } },
      { kind: 'teaching_years', params: { minYears: 0 } },
      { kind: 'title', params: { minTitleCode: '3' } },
      { kind: 'verified_records', params: { recordKind: 'public-thesis', minCount: 2, minLevel: '3', years: 5 } },
      { kind: 'declared', params: {} },
    ];
    for (const rule of rules) expect(ruleOf(fieldsOf(rule))).toEqual(rule);
    expect(rules.map((rule) => rule.kind)).toEqual(RULE_KINDS);
  });

  test("only the chosen kind's parameters go into the rule", () => {
    expect(ruleOf({ kind: 'teaching_years', minYears: 3, minHours: 10, years: 2, minTitleCode: '1' })).toEqual({
      kind: 'teaching_years',
      params: { minYears: 3 },
    });
    expect(ruleOf({ kind: 'declared', minYears: 3 })).toEqual({ kind: 'declared', params: {} });
    expect(paramsOf('learning_hours')).toEqual(['minHours', 'years']);
    expect(paramsOf('declared')).toEqual([]);
    expect(paramsOf('verified_records')).toEqual(['recordKind', 'minCount', 'minLevel', 'years']);
    expect(ruleOf({ kind: 'verified_records', recordKind: 'honor', minCount: 1, minLevel: '2', years: 3, minHours: 10 })).toEqual({
      kind: 'verified_records',
      params: { recordKind: 'honor', minCount: 1, minLevel: '2', years: 3 },
    });
  });
});
