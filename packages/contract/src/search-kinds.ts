// The search's kinds and limits without zod, so the web's header box can use them without bundling zod (issue 19).

/** The kinds of result, in the order the results page shows its groups. `teacher` is answered to staff only. */
export const SEARCH_KINDS = [
  'programme',
  'openClass',
  'activity',
  'topicCall',
  'selection',
  'notice',
  'help',
  'disk',
  'received',
  'teacher',
] as const;
export type SearchKindValue = (typeof SEARCH_KINDS)[number];

/** The keyword's length after trimming, and how many of each thing the search answers. */
export const SearchLimits = {
  keywordMin: 1,
  keywordMax: 50,
  /** Results per kind on the first page. */
  perKind: 5,
  /** Results on each "more" page of one kind. */
  morePage: 20,
  /** Suggestions as the teacher types. */
  suggestions: 8,
  /** Recent searches kept per user. */
  recent: 10,
  /** A kind's count stops at this many: beyond it the page says "99+". */
  countCap: 99,
} as const;
