import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { Indicator, IndicatorValue, IndicatorValueInput, SaveItemsBody } from '@yanxiu/contract/selection';

// The rules of an application's values, free of storage: a value's kind is its indicator's, choices are among the
// options, files are the teacher's own evidence uploads, records the teacher's own verified profile records, and a
// self score only where the project allows self-review, within the indicator's maximum.

/** What the checks know of the files and records named. */
export type ValueFacts = {
  /** Files of the tenant among those named: owner and purpose. */
  files: ReadonlyMap<string, { ownerUserId: number; purpose: string }>;
  /** Ids of the applicant's verified profile records. */
  recordIds: ReadonlySet<number>;
  applicantUserId: number;
};

export const fileIdsOf = (values: ReadonlyArray<IndicatorValueInput | null>) => [
  ...new Set(values.flatMap((value) => (value?.kind === 'file' ? value.fileIds : []))),
];

/** The problems of one value for its indicator. */
function valueIssues(indicator: Indicator, value: IndicatorValueInput, facts: ValueFacts, path: string): FieldIssue[] {
  if (value.kind !== indicator.kind) return [{ path, message: `this indicator takes a ${indicator.kind} value` }];
  switch (value.kind) {
    case 'choice': {
      const keys = new Set(indicator.options.map((option) => option.key));
      const issues = value.optionKeys
        .filter((key) => !keys.has(key))
        .map((key) => ({ path: `${path}.optionKeys`, message: `no option ${key}` }));
      if (!indicator.multiple && value.optionKeys.length > 1) issues.push({ path: `${path}.optionKeys`, message: 'one option only' });
      if (new Set(value.optionKeys).size !== value.optionKeys.length)
        issues.push({ path: `${path}.optionKeys`, message: 'an option is given twice' });
      return issues;
    }
    case 'file':
      return value.fileIds.flatMap((id, index) => {
        const file = facts.files.get(id);
        const at = `${path}.fileIds.${index}`;
        if (!file) return [{ path: at, message: 'no such file' }];
        if (file.ownerUserId !== facts.applicantUserId) return [{ path: at, message: 'not your upload' }];
        if (file.purpose !== 'evidence') return [{ path: at, message: 'not uploaded as evidence' }];
        return [];
      });
    case 'record':
      return value.recordIds.flatMap((id, index) =>
        facts.recordIds.has(id) ? [] : [{ path: `${path}.recordIds.${index}`, message: 'not one of your verified profile records' }],
      );
    default:
      return [];
  }
}

/** Every problem of a draft save: unknown indicators, wrong kinds, foreign files or records, self scores not allowed or too high. */
export function saveIssues(
  indicators: ReadonlyMap<number, Indicator>,
  body: Pick<SaveItemsBody, 'values'>,
  selfReview: string,
  facts: ValueFacts,
): FieldIssue[] {
  const seen = new Set<number>();
  return body.values.flatMap((entry, index) => {
    const path = `body.values.${index}`;
    const indicator = indicators.get(entry.itemId);
    if (!indicator) return [{ path: `${path}.itemId`, message: 'not an indicator of this project' }];
    if (seen.has(entry.itemId)) return [{ path: `${path}.itemId`, message: 'given twice' }];
    seen.add(entry.itemId);
    const issues = entry.value === null ? [] : valueIssues(indicator, entry.value, facts, `${path}.value`);
    if (entry.selfScore !== null && selfReview !== '2')
      issues.push({ path: `${path}.selfScore`, message: 'this project takes no self-review' });
    else if (entry.selfScore !== null && entry.selfScore > indicator.maxScore)
      issues.push({ path: `${path}.selfScore`, message: `at most ${indicator.maxScore}` });
    return issues;
  });
}

/** Every problem that stops a submission: required indicators left empty, and stored values no longer valid. */
export function submitIssues(
  indicators: readonly Indicator[],
  values: ReadonlyMap<number, IndicatorValueInput | null>,
  facts: ValueFacts,
): FieldIssue[] {
  return indicators.flatMap((indicator) => {
    const path = `items.${indicator.id}`;
    const value = values.get(indicator.id) ?? null;
    if (value === null) return indicator.required ? [{ path, message: `${indicator.title}: required` }] : [];
    return valueIssues(indicator, value, facts, path).map((issue) => ({ ...issue, message: `${indicator.title}: ${issue.message}` }));
  });
}

/** A stored value as readers see it, the files and records it names resolved (those gone since flagged `missing`). */
export function valueView(
  value: IndicatorValueInput,
  files: ReadonlyMap<string, { name: string; contentType: string; size: number }>,
  records: ReadonlyMap<number, { kind: string; title: string; occurredOn: string | null }>,
): IndicatorValue {
  return {
    kind: value.kind,
    text: value.kind === 'text' ? value.text : null,
    number: value.kind === 'number' ? value.number : null,
    optionKeys: value.kind === 'choice' ? value.optionKeys : [],
    files:
      value.kind === 'file'
        ? value.fileIds.map((id) => {
            const file = files.get(id);
            return file ? { id, ...file, missing: false } : { id, name: '', contentType: '', size: 0, missing: true };
          })
        : [],
    records:
      value.kind === 'record'
        ? value.recordIds.map((id) => {
            const record = records.get(id);
            return record ? { id, ...record, missing: false } : { id, kind: '', title: '', occurredOn: null, missing: true };
          })
        : [],
  };
}
