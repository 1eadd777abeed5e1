import { SelectionLimits } from '@yanxiu/contract/limits';
import type { FilledIndicator, Indicator, IndicatorValueInput, ItemSection, SaveItemsBody } from '@yanxiu/contract/selection';

/** A file given for an indicator, as the form lists it. */
export type DraftFile = { id: string; name: string; missing: boolean };
/** A profile record given for an indicator, as the form lists it. */
export type DraftRecord = { id: number; kind: string; title: string; date: string | null; missing: boolean };

/**
 * What the teacher has given for one indicator, whatever its kind (only the kind's own part is sent), with the names
 * of files and records so the form can list them, and the self score.
 */
export type ItemDraft = {
  kind: Indicator['kind'];
  text: string;
  number: number | null;
  optionKeys: string[];
  files: DraftFile[];
  records: DraftRecord[];
  selfScore: number | null;
};

/** The draft of an indicator as the server answered it (empty when nothing is saved yet). */
export function draftOf(indicator: FilledIndicator): ItemDraft {
  const value = indicator.value;
  return {
    kind: indicator.kind,
    text: value?.text ?? '',
    number: value?.number ?? null,
    optionKeys: value?.optionKeys ?? [],
    files: (value?.files ?? []).map(({ id, name, missing }) => ({ id, name, missing })),
    records: (value?.records ?? []).map(({ id, kind, title, occurredOn, missing }) => ({ id, kind, title, date: occurredOn, missing })),
    selfScore: indicator.selfScore,
  };
}

/** The drafts of every indicator by id. */
export function draftsOf(
  sections: ReadonlyArray<Omit<ItemSection, 'indicators'> & { indicators: FilledIndicator[] }>,
): Map<number, ItemDraft> {
  return new Map(sections.flatMap((section) => section.indicators.map((indicator) => [indicator.id, draftOf(indicator)] as const)));
}

/** The value to send for a draft: its kind's part, or null when empty (the server clears it). */
export function valueInputOf(draft: ItemDraft): IndicatorValueInput | null {
  switch (draft.kind) {
    case 'text':
      return draft.text.trim() === '' ? null : { kind: 'text', text: draft.text.trim() };
    case 'number':
      return draft.number === null ? null : { kind: 'number', number: draft.number };
    case 'choice':
      return draft.optionKeys.length === 0 ? null : { kind: 'choice', optionKeys: draft.optionKeys };
    case 'file': {
      const ids = draft.files.filter((file) => !file.missing).map((file) => file.id);
      return ids.length === 0 ? null : { kind: 'file', fileIds: ids };
    }
    case 'record': {
      const ids = draft.records.filter((record) => !record.missing).map((record) => record.id);
      return ids.length === 0 ? null : { kind: 'record', recordIds: ids };
    }
  }
}

/** Whether the draft gives a value. */
export function isFilled(draft: ItemDraft | undefined): boolean {
  return draft !== undefined && valueInputOf(draft) !== null;
}

/** The saveApplyItem entries of the drafts that changed, each with its whole value and self score (an omitted self score would clear it). */
export function saveEntries(edits: ReadonlyMap<string, ItemDraft>, selfReviewAllowed: boolean): SaveItemsBody['values'] {
  return [...edits].map(([itemId, draft]) => ({
    itemId: Number(itemId),
    value: valueInputOf(draft),
    selfScore: selfReviewAllowed ? draft.selfScore : null,
  }));
}

/** Why a self score cannot be given: above the indicator's maximum, below zero, or not a multiple of 0.5. */
export type SelfScoreProblem = 'overMax' | 'negative' | 'step';

export function selfScoreProblem(score: number | null, maxScore: number): SelfScoreProblem | null {
  if (score === null) return null;
  if (score < 0) return 'negative';
  if (score > maxScore) return 'overMax';
  return Number.isInteger(score * 2) ? null : 'step';
}

/** Whether the project takes self scores (self-review setting 2) and the indicator is scored at all. */
export function takesSelfScore(selfReview: string, indicator: Pick<Indicator, 'maxScore'>): boolean {
  return selfReview === '2' && indicator.maxScore > 0;
}

/** What stops a submission: required indicators without a value, self scores out of bounds, missing self scores. */
export type SubmitProblems = { missing: Indicator[]; badScores: Indicator[]; unscored: Indicator[] };

export function submitProblems(sections: ItemSection[], drafts: ReadonlyMap<number, ItemDraft>, selfReview: string): SubmitProblems {
  const problems: SubmitProblems = { missing: [], badScores: [], unscored: [] };
  for (const indicator of sections.flatMap((section) => section.indicators)) {
    const draft = drafts.get(indicator.id);
    if (indicator.required && !isFilled(draft)) problems.missing.push(indicator);
    if (!takesSelfScore(selfReview, indicator)) continue;
    const score = draft?.selfScore ?? null;
    if (score === null) problems.unscored.push(indicator);
    else if (selfScoreProblem(score, indicator.maxScore)) problems.badScores.push(indicator);
  }
  return problems;
}

/** The sum of the self scores given, and the most they could be. */
export function selfScoreTotal(sections: ItemSection[], drafts: ReadonlyMap<number, ItemDraft>): { total: number; max: number } {
  let total = 0;
  let max = 0;
  for (const indicator of sections.flatMap((section) => section.indicators)) {
    max += indicator.maxScore;
    total += drafts.get(indicator.id)?.selfScore ?? 0;
  }
  return { total, max };
}

/** The contract's bounds the form enforces as the teacher types. */
export const ITEM_LIMITS = {
  textAnswer: SelectionLimits.textAnswer,
  numberAnswer: SelectionLimits.numberAnswer,
  files: SelectionLimits.filesPerIndicator,
  records: SelectionLimits.recordsPerIndicator,
} as const;
