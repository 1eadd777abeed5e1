import { ActivityKind, ActivityMode, type ActivityKindValue, type ActivityModeValue } from '@yanxiu/contract/research-enums';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { chinaWallToIso, isCalendarDay } from '@yanxiu/contract/china-time';

// The square's search and filters live in the query string, so back and forward, a reload and a shared link show
// the same list. Anything malformed in the URL is dropped rather than sent to the server. Days are China's days:
// "from 1 March" means from midnight in Beijing, whatever the browser's zone.

/** The states the square may filter by (drafts never show there). */
export const SQUARE_STATES = ['published', 'running', 'ended', 'closed'] as const;
export type SquareState = (typeof SQUARE_STATES)[number];

/** What the square sends: the contract's SquareQuery without appId, size and cursor. */
export type SquareFilters = {
  keyword?: string;
  kind?: ActivityKindValue;
  mode?: ActivityModeValue;
  sectionCode?: string;
  subjectCode?: string;
  state?: SquareState;
  /** Activities overlapping [from, to], ISO instants. */
  from?: string;
  to?: string;
};

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
const match = (value: string | null, pattern: RegExp) => (value !== null && pattern.test(value) ? value : undefined);
const validDay = (value: string | null) => (value !== null && isCalendarDay(value) ? value : undefined);

/** The filters as the URL carries them (days rather than instants, for readable links). */
export type SquareUrlFilters = Omit<SquareFilters, 'from' | 'to'> & { fromDay?: string; toDay?: string };

/** Reads the square's filters from its query string. */
export function readSquareFilters(search: URLSearchParams | string): SquareUrlFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  let fromDay = validDay(params.get('from'));
  let toDay = validDay(params.get('to'));
  // A range typed backwards is read the right way round rather than as an empty list.
  if (fromDay && toDay && fromDay > toDay) [fromDay, toDay] = [toDay, fromDay];
  return {
    keyword: keyword || undefined,
    kind: pick(params.get('kind'), ActivityKind.values),
    mode: pick(params.get('mode'), ActivityMode.values),
    sectionCode: match(params.get('section'), /^\d{1,2}$/),
    subjectCode: match(params.get('subject'), /^\d{1,4}$/),
    state: pick(params.get('state'), SQUARE_STATES),
    fromDay,
    toDay,
  };
}

/** The query string of the filters: unset ones are left out so the plain page has a plain URL. */
export function writeSquareFilters(filters: SquareUrlFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | undefined]> = [
    ['keyword', filters.keyword],
    ['kind', filters.kind],
    ['mode', filters.mode],
    ['section', filters.sectionCode],
    ['subject', filters.subjectCode],
    ['state', filters.state],
    ['from', filters.fromDay],
    ['to', filters.toDay],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** What the server is asked: days become China-time instants; unset filters are not sent. */
export function squareQueryOf(filters: SquareUrlFilters): SquareFilters {
  const { fromDay, toDay, ...rest } = filters;
  const query: SquareFilters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  // The first instant and the last whole second of the China days.
  if (fromDay) query.from = chinaWallToIso(`${fromDay} 00:00`);
  if (toDay) query.to = chinaWallToIso(`${toDay} 23:59:59`);
  return query;
}
