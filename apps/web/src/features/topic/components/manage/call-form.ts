import { SaveTopicCallBody, type ManageTopicCall } from '@yanxiu/contract/topic';
import type { TopicLevelValue } from '@yanxiu/contract/topic-enums';
import { chinaYear } from '@yanxiu/contract/china-time';
import dayjs, { type Dayjs } from 'dayjs';
import { callBodyFieldsOf, callFieldsOf, contractProblems, keysKeptOrFresh, type CallFormFields } from '@/shared/call/call-form-values';

// The call editor's form values and their translation to and from the contract. The form keeps what the inputs
// hold (dayjs dates, empty fields as undefined); the body is what manage/calls/save takes.

export type SuggestionValues = { key?: string; title: string; level?: TopicLevelValue | null; description?: string };
export type CallFormValues = CallFormFields & {
  title: string;
  year: number | null;
  description?: string;
  levels: TopicLevelValue[];
  period?: [Dayjs, Dayjs] | null;
  memberCap: number | null;
  expertCount: number | null;
  passScore: number | null;
  suggestions?: SuggestionValues[];
  requiredDocuments?: string[];
};

/** A new call's values: this year (China time), the three levels, up to 5 members, 3 experts, 60 to pass. */
export function emptyCallValues(now: Date = new Date()): CallFormValues {
  const year = chinaYear(now);
  return {
    title: '',
    year,
    description: '',
    levels: ['key', 'general', 'youth'],
    ...callFieldsOf(null),
    period: null,
    memberCap: 5,
    expertCount: 3,
    passScore: 60,
    suggestions: [],
    requiredDocuments: [],
  };
}

/** The form values of a stored call. */
export function callValues(call: ManageTopicCall): CallFormValues {
  return {
    title: call.title,
    year: call.year,
    description: call.description,
    levels: call.levels,
    ...callFieldsOf(call),
    period: [dayjs(call.periodStartsOn), dayjs(call.periodEndsOn)],
    memberCap: call.memberCap,
    expertCount: call.expertCount,
    passScore: call.passScore,
    suggestions: call.suggestions.map((suggestion) => ({
      key: suggestion.key,
      title: suggestion.title,
      level: suggestion.level,
      description: suggestion.description,
    })),
    requiredDocuments: call.requiredDocuments,
  };
}

/** Suggestions with their stored keys kept and a fresh key (s1, s2, … not yet taken) for each new one. */
function keyedSuggestions(suggestions: SuggestionValues[], levels: readonly TopicLevelValue[]): SaveTopicCallBody['suggestions'] {
  const keys = keysKeptOrFresh(
    suggestions.map((suggestion) => suggestion.key),
    's',
  );
  return suggestions.map((suggestion, index) => {
    // A level the call no longer offers falls back to "any level" rather than failing the save.
    const level = suggestion.level && levels.includes(suggestion.level) ? suggestion.level : null;
    return { key: keys[index]!, title: suggestion.title.trim(), level, description: (suggestion.description ?? '').trim() };
  });
}

/** A calendar day (YYYY-MM-DD) of a picked date, as the picker shows it. */
const dayOf = (value: Dayjs | undefined) => value?.format('YYYY-MM-DD') ?? '';

/** The save body of the form's values; `stored` names the draft being replaced (its id and the version read). */
export function toSaveBody(values: CallFormValues, stored?: { callId: number; version: number }): SaveTopicCallBody {
  return {
    ...(stored ? { callId: stored.callId, version: stored.version } : {}),
    title: values.title.trim(),
    year: values.year ?? 0,
    description: (values.description ?? '').trim(),
    levels: values.levels,
    suggestions: keyedSuggestions(values.suggestions ?? [], values.levels),
    ...callBodyFieldsOf(values),
    memberCap: values.memberCap ?? 0,
    requiredDocuments: (values.requiredDocuments ?? []).map((name) => name.trim()).filter((name) => name !== ''),
    expertCount: values.expertCount ?? 0,
    passScore: values.passScore ?? 0,
    periodStartsOn: dayOf(values.period?.[0]),
    periodEndsOn: dayOf(values.period?.[1]),
  };
}

/** What the contract still refuses in a body the form let through (a last check before the call): paths and messages. */
export function bodyProblems(body: SaveTopicCallBody): Array<{ path: string; message: string }> {
  return contractProblems(SaveTopicCallBody, body);
}
