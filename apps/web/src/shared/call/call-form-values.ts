import type { CallRole } from '@yanxiu/contract/call-enums';
import type { Dayjs } from 'dayjs';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';

// The form fields selection projects and topic calls share (the window and the eligibility rule), and their
// translation to and from the contract. The form keeps what the inputs hold (dayjs dates, empty fields as undefined);
// the bodies are what the save calls take. Each domain's form adds its own fields around these.

/** The window as its range picker holds it. */
export type WindowValue = [Dayjs, Dayjs] | null | undefined;

/** The shared fields as the form holds them: the window's picker, the rule's selects. */
export type CallFormFields = { window?: WindowValue; sectionCodes?: string[]; subjectCodes?: string[]; roles?: CallRole[] };

/** The shared rule as the contract writes it. */
type CallRule = { sectionCodes: string[]; subjectCodes: string[]; roles: CallRole[] };

/** The shared fields of a stored call (its window in China's wall clock, whatever the browser's zone), or a new one's. */
export function callFieldsOf(stored: { startsAt: string; endsAt: string; eligibility: CallRule } | null): CallFormFields {
  if (!stored) return { window: null, sectionCodes: [], subjectCodes: [], roles: [] };
  const { sectionCodes, subjectCodes, roles } = stored.eligibility;
  return { window: [pickerValueOf(stored.startsAt)!, pickerValueOf(stored.endsAt)!], sectionCodes, subjectCodes, roles };
}

/**
 * The body's window and rule of the shared fields. An unpicked end is sent empty, which the contract refuses by name;
 * an empty select does not restrict.
 */
export function callBodyFieldsOf(values: CallFormFields): { startsAt: string; endsAt: string; eligibility: CallRule } {
  const [start, end] = values.window ?? [];
  return {
    startsAt: start ? momentOfPicked(start) : '',
    endsAt: end ? momentOfPicked(end) : '',
    eligibility: { sectionCodes: values.sectionCodes ?? [], subjectCodes: values.subjectCodes ?? [], roles: values.roles ?? [] },
  };
}

/** Keys for a list's entries: stored keys kept, and a fresh one (`${prefix}1`, `${prefix}2`, … not yet taken) for each new entry. */
export function keysKeptOrFresh(stored: ReadonlyArray<string | undefined>, prefix: string): string[] {
  const taken = new Set(stored.filter((key): key is string => Boolean(key)));
  let next = 1;
  return stored.map((key) => {
    if (key) return key;
    while (taken.has(`${prefix}${next}`)) next += 1;
    taken.add(`${prefix}${next}`);
    return `${prefix}${next}`;
  });
}

/** What a contract schema still refuses in a body the form let through (a last check before the call): paths and messages. */
export function contractProblems(
  schema: { safeParse: (body: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  body: unknown,
): Array<{ path: string; message: string }> {
  const result = schema.safeParse(body);
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
