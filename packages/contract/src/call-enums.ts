import type { Bilingual, Locale } from './locale';

// What a selection project (评选) and a topic call (课题指南) share, zod-free so the web client's call fields use
// the very numbers and labels the schemas check (call.ts) without downloading zod.

/** Counts of an eligibility rule's lists. */
export const CallLimits = { sectionCodes: 10, subjectCodes: 40 } as const;

/** The roles an eligibility rule may require (one of them). */
export const CALL_ROLES = ['teacher', 'backbone'] as const;
export type CallRole = (typeof CALL_ROLES)[number];

/**
 * Where a call stands, in both languages: a draft is edited freely, published freezes it, closed takes no more
 * applications. Selection's and topic's state enumerations are built from these, each under its own code table.
 */
export const CALL_STATE_LABELS = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft' },
  published: { 'zh-CN': '已发布', 'en-US': 'Published' },
  closed: { 'zh-CN': '已关闭', 'en-US': 'Closed' },
} as const satisfies Record<string, Bilingual>;
export type CallStateValue = keyof typeof CALL_STATE_LABELS;

/** A call state's label; an unknown value (a newer server) shows as itself. */
export function callStateLabel(state: string, locale: Locale): string {
  return state in CALL_STATE_LABELS ? CALL_STATE_LABELS[state as CallStateValue][locale] : state;
}
