import { SaveTopicCallBody, type ManageTopicCall } from '@yanxiu/contract/topic';
import type { TopicLevelValue } from '@yanxiu/contract/topic-enums';
import { chinaYear } from '@yanxiu/contract/china-time';
import dayjs, { type Dayjs } from 'dayjs';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';

// The call editor's form values and their translation to and from the contract. The form keeps what the inputs
// hold (dayjs dates, empty fields as undefined); the body is what manage/calls/save takes.

export type SuggestionValues = { key?: string; title: string; level?: TopicLevelValue | null; description?: string };
export type CallFormValues = {
  title: string;
  year: number | null;
  description?: string;
  levels: TopicLevelValue[];
  window?: [Dayjs, Dayjs] | null;
  period?: [Dayjs, Dayjs] | null;
  memberCap: number | null;
  expertCount: number | null;
  passScore: number | null;
  sectionCodes?: string[];
  subjectCodes?: string[];
  roles?: Array<'teacher' | 'backbone'>;
  suggestions?: SuggestionValues[];
  requiredDocuments?: string[];
};

// The window's pickers show China's wall clock (where the districts are), whatever the browser's zone: a picked
// "2026-12-01 08:00" means 08:00 in Beijing (shared/format/picker-time.ts).
const instantOfPicked = (value: Dayjs | undefined) => (value ? momentOfPicked(value) : '');

/** A new call's values: this year (China time), the three levels, up to 5 members, 3 experts, 60 to pass. */
export function emptyCallValues(now: Date = new Date()): CallFormValues {
  const year = chinaYear(now);
  return {
    title: '',
    year,
    description: '',
    levels: ['key', 'general', 'youth'],
    window: null,
    period: null,
    memberCap: 5,
    expertCount: 3,
    passScore: 60,
    sectionCodes: [],
    subjectCodes: [],
    roles: [],
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
    window: [pickerValueOf(call.startsAt)!, pickerValueOf(call.endsAt)!],
    period: [dayjs(call.periodStartsOn), dayjs(call.periodEndsOn)],
    memberCap: call.memberCap,
    expertCount: call.expertCount,
    passScore: call.passScore,
    sectionCodes: call.eligibility.sectionCodes,
    subjectCodes: call.eligibility.subjectCodes,
    roles: call.eligibility.roles,
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
  const taken = new Set(suggestions.flatMap((suggestion) => (suggestion.key ? [suggestion.key] : [])));
  let next = 1;
  return suggestions.map((suggestion) => {
    let key = suggestion.key;
    if (!key) {
      while (taken.has(`s${next}`)) next += 1;
      key = `s${next}`;
      taken.add(key);
    }
    // A level the call no longer offers falls back to "any level" rather than failing the save.
    const level = suggestion.level && levels.includes(suggestion.level) ? suggestion.level : null;
    return { key, title: suggestion.title.trim(), level, description: (suggestion.description ?? '').trim() };
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
    eligibility: { sectionCodes: values.sectionCodes ?? [], subjectCodes: values.subjectCodes ?? [], roles: values.roles ?? [] },
    startsAt: instantOfPicked(values.window?.[0]),
    endsAt: instantOfPicked(values.window?.[1]),
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
  const result = SaveTopicCallBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
