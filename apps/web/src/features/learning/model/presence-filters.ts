import { PresenceLimits } from '@yanxiu/contract/limits';

// The presence report's filters live in the query string (as the hours report's do: url-filters.ts); anything
// malformed is dropped rather than sent to the server, which would refuse it.

const DIGITS = /^\d{1,15}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/manage/presenceChecks`: one lesson (from its questions in the programme editor), school (district staff), teacher
 * name, days of issue (China days) and page.
 */
export type PresenceReportParams = { unitId?: string; schoolId?: string; keyword?: string; from?: string; to?: string; current: number };

const id = (value: string | null) => (value !== null && DIGITS.test(value) ? value : undefined);

const day = (value: string | null) => (value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

export function readPresenceParams(params: URLSearchParams): PresenceReportParams {
  const keyword = params.get('keyword')?.trim().slice(0, PresenceLimits.reportKeyword);
  const page = Number(params.get('page'));
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    unitId: id(params.get('unit')),
    schoolId: id(params.get('school')),
    keyword: keyword || undefined,
    from,
    to,
    current: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of the filters; what is not set is left out. */
export function writePresenceParams(report: PresenceReportParams): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | undefined]> = [
    ['unit', report.unitId],
    ['school', report.schoolId],
    ['keyword', report.keyword],
    ['from', report.from],
    ['to', report.to],
    ['page', report.current > 1 ? String(report.current) : undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}
