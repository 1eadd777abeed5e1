import type { ReviewQueueState } from '@yanxiu/contract/development-apply';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import type { ReviewQueueParams } from '../api/review-queue';

// The reviewer's list, filters and page live in the query string, so back and forward, a reload and a shared link
// show the same list. Anything malformed in the URL is dropped rather than sent to the server (which would refuse it).

const STATES: readonly ReviewQueueState[] = ['pending', 'returned', 'decided'];
const STATUSES = ['2', '4', '5', '6', '7', '8'];
const CODE = /^[A-Za-z0-9_-]{1,16}$/;
const SECTION = /^\d{1,2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const match = (value: string | null, pattern: RegExp) => (value !== null && pattern.test(value) ? value : undefined);

/** Reads the queue's list, filters and page from its query string. */
export function readQueueParams(search: URLSearchParams | string): ReviewQueueParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(params.get('page'));
  const state = params.get('state');
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  const status = params.get('status');
  let submittedFrom = match(params.get('from'), DAY);
  let submittedTo = match(params.get('to'), DAY);
  // A range the wrong way round is read as meant.
  if (submittedFrom && submittedTo && submittedFrom > submittedTo) [submittedFrom, submittedTo] = [submittedTo, submittedFrom];
  return {
    state: STATES.includes(state as ReviewQueueState) ? (state as ReviewQueueState) : 'pending',
    current: Number.isInteger(page) && page >= 1 ? page : 1,
    stepCode: match(params.get('step'), CODE),
    status: status !== null && STATUSES.includes(status) ? status : undefined,
    postTypeCode: match(params.get('postType'), CODE),
    phaseCode: match(params.get('phase'), CODE),
    sectionCode: match(params.get('section'), SECTION),
    keyword: keyword || undefined,
    submittedFrom,
    submittedTo,
  };
}

/** The query string of the queue's params: defaults are left out, so the plain page has a plain URL. */
export function writeQueueParams(queue: ReviewQueueParams): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | undefined]> = [
    ['state', queue.state === 'pending' ? undefined : queue.state],
    ['step', queue.stepCode],
    ['status', queue.status],
    ['postType', queue.postTypeCode],
    ['phase', queue.phaseCode],
    ['section', queue.sectionCode],
    ['keyword', queue.keyword],
    ['from', queue.submittedFrom],
    ['to', queue.submittedTo],
    ['page', queue.current > 1 ? String(queue.current) : undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** Applies a change: anything but the page goes back to page 1, as the old page may not exist in the new list. */
export function changeQueueParams(queue: ReviewQueueParams, change: Partial<ReviewQueueParams>): ReviewQueueParams {
  const next = { ...queue, ...change };
  if (!('current' in change)) next.current = 1;
  return next;
}
