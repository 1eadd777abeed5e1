import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { ReviewQueueState } from '@yanxiu/contract/review';

// A review list's tab, filters and page live in its query string, so back and forward, a reload and a shared link show
// the same list, and a decision page opened from it can ask for the next item under the same filters. Anything
// malformed in the address is dropped rather than sent to the server (which would refuse it).

/** The common part of every review list's address, and the domain's own filters by their names in it. */
export type ReviewQueueParams = {
  state: ReviewQueueState;
  current: number;
  keyword?: string | undefined;
  stepCode?: string | undefined;
  status?: string | undefined;
  /** China days, YYYY-MM-DD. */
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
  /** The domain's own filters (a project: `prjId`), each as the domain's pattern accepted it. */
  extra: Readonly<Record<string, string>>;
};

/** What a list accepts beyond the common filters: its own filters' names and patterns. */
export type ReviewQueueAddress = { extra?: Readonly<Record<string, RegExp>> };

/** A change to a list's params; an extra filter set to undefined is cleared. */
export type ReviewQueueChange = Partial<Omit<ReviewQueueParams, 'extra'>> & { extra?: Record<string, string | undefined> };

const CODE = /^[A-Za-z0-9_-]{1,16}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The names the common filters take in the address; a domain's filter never takes one of them. */
const COMMON_KEYS = ['state', 'page', 'keyword', 'step', 'status', 'from', 'to'];

const match = (value: string | null, pattern: RegExp) => (value !== null && pattern.test(value) ? value : undefined);

/** Reads a list's tab, filters and page from its query string. */
export function readReviewQueueParams(search: URLSearchParams | string, address: ReviewQueueAddress = {}): ReviewQueueParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(query.get('page'));
  const state = ReviewQueueState.safeParse(query.get('state'));
  const keyword = query.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  let submittedFrom = match(query.get('from'), DAY);
  let submittedTo = match(query.get('to'), DAY);
  // A range the wrong way round is read as meant.
  if (submittedFrom && submittedTo && submittedFrom > submittedTo) [submittedFrom, submittedTo] = [submittedTo, submittedFrom];
  const extra: Record<string, string> = {};
  for (const [name, pattern] of Object.entries(address.extra ?? {})) {
    const value = COMMON_KEYS.includes(name) ? undefined : match(query.get(name), pattern);
    if (value !== undefined) extra[name] = value;
  }
  return {
    state: state.success ? state.data : 'pending',
    current: Number.isInteger(page) && page >= 1 ? page : 1,
    keyword: keyword || undefined,
    stepCode: match(query.get('step'), CODE),
    status: match(query.get('status'), CODE),
    submittedFrom,
    submittedTo,
    extra,
  };
}

/** The query string of a list's params: defaults are left out, so the plain list has a plain address. */
export function writeReviewQueueParams(params: ReviewQueueParams): URLSearchParams {
  const query = new URLSearchParams();
  const entries: Array<[string, string | undefined]> = [
    ['state', params.state === 'pending' ? undefined : params.state],
    ...Object.entries(params.extra),
    ['keyword', params.keyword],
    ['step', params.stepCode],
    ['status', params.status],
    ['from', params.submittedFrom],
    ['to', params.submittedTo],
    ['page', params.current > 1 ? String(params.current) : undefined],
  ];
  for (const [key, value] of entries) if (value) query.set(key, value);
  return query;
}

/**
 * Applies a change: anything but the page goes back to page 1 (the old page may not exist in the new list), and
 * another tab starts without a status filter (statuses differ from list to list).
 */
export function changeReviewQueueParams(params: ReviewQueueParams, change: ReviewQueueChange): ReviewQueueParams {
  const { extra: extraChange, ...common } = change;
  const extra: Record<string, string> = { ...params.extra };
  for (const [name, value] of Object.entries(extraChange ?? {})) {
    if (value) extra[name] = value;
    else delete extra[name];
  }
  const next: ReviewQueueParams = { ...params, ...common, extra };
  if (!('current' in change)) next.current = 1;
  if (change.state !== undefined && change.state !== params.state && !('status' in change)) next.status = undefined;
  return next;
}
