import { Level } from '@yanxiu/contract/enums';
import { KEYWORD_MAX, ProfileLimits } from '@yanxiu/contract/limits';
import { PROFILE_KIND_CODES, type ProfileKind, type ProfileQueueExportQuery } from '@yanxiu/contract/profile';
import { VerificationState, type VerificationStateValue } from '@yanxiu/contract/profile-enums';

// The verification queue's filters and page live in the query string, so back and forward, a reload and a shared
// link show the same list. Anything malformed is dropped rather than sent (the server would refuse it).

export type QueueParams = {
  state: VerificationStateValue;
  kind?: ProfileKind;
  schoolId?: string;
  keyword?: string;
  year?: number;
  level?: string;
  current: number;
};

const DIGITS = /^\d{1,15}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A year the API takes (ProfileLimits.yearMin to 2100). */
export function readYear(value: string | null): number | undefined {
  if (value === null || !/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= ProfileLimits.yearMin && year <= 2100 ? year : undefined;
}

export function readQueueParams(params: URLSearchParams): QueueParams {
  const school = params.get('school');
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  const page = Number(params.get('page'));
  return {
    state: oneOf(VerificationState.values, params.get('state')) ?? 'unverified',
    kind: oneOf(PROFILE_KIND_CODES, params.get('kind')),
    schoolId: school !== null && DIGITS.test(school) ? school : undefined,
    keyword: keyword || undefined,
    year: readYear(params.get('year')),
    level: oneOf(Level.values, params.get('level')),
    current: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeQueueParams(params: QueueParams): URLSearchParams {
  const next = new URLSearchParams();
  if (params.state !== 'unverified') next.set('state', params.state);
  if (params.kind) next.set('kind', params.kind);
  if (params.schoolId) next.set('school', params.schoolId);
  if (params.keyword) next.set('keyword', params.keyword);
  if (params.year !== undefined) next.set('year', String(params.year));
  if (params.level) next.set('level', params.level);
  if (params.current > 1) next.set('page', String(params.current));
  return next;
}

/** A change of filter goes back to the first page; a change of page keeps the filters. */
export function changeQueueParams(params: QueueParams, change: Partial<QueueParams>): QueueParams {
  return { ...params, ...change, current: change.current ?? 1 };
}

/** The filters as the queue and its export take them. */
export function queueFilters(params: QueueParams): ProfileQueueExportQuery {
  const { current: _current, ...filters } = params;
  return filters as ProfileQueueExportQuery;
}
