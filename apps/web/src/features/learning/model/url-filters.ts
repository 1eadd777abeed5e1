import type { DeclarationStatus } from '@yanxiu/contract/learning-hours';
import { LearningLimits } from '@yanxiu/contract/limits';

// Filters and page of the staff lists live in the query string, so back and forward, a reload and a shared link
// show the same list. Anything malformed is dropped rather than sent to the server (which would refuse it).

const DIGITS = /^\d{1,15}$/;
const STATUSES: readonly DeclarationStatus[] = ['pending', 'approved', 'rejected', 'withdrawn'];

/** A year from the URL, when it is one the API accepts. */
export function readYear(value: string | null): number | undefined {
  if (value === null || !/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : undefined;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/studyTime`: the year shown and, for staff, whose hours. */
export type HoursParams = { year?: number; userId?: string };

export function readHoursParams(params: URLSearchParams): HoursParams {
  const userId = params.get('userId');
  return { year: readYear(params.get('year')), userId: userId !== null && DIGITS.test(userId) ? userId : undefined };
}

/** `/manage/learningHours`: the report's filters. */
export type ReportParams = { year?: number; schoolId?: string; onlyUnmet: boolean; keyword?: string; current: number };

export function readReportParams(params: URLSearchParams): ReportParams {
  const schoolId = params.get('school');
  const keyword = params.get('keyword')?.trim().slice(0, LearningLimits.reportKeyword);
  return {
    year: readYear(params.get('year')),
    schoolId: schoolId !== null && DIGITS.test(schoolId) ? schoolId : undefined,
    // Unmet only unless told otherwise: the report exists to find who is short.
    onlyUnmet: params.get('all') !== '1',
    keyword: keyword || undefined,
    current: readPage(params.get('page')),
  };
}

/** The query string of the report's filters; defaults are left out. */
export function writeReportParams(report: ReportParams): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | undefined]> = [
    ['year', report.year === undefined ? undefined : String(report.year)],
    ['school', report.schoolId],
    ['all', report.onlyUnmet ? undefined : '1'],
    ['keyword', report.keyword],
    ['page', report.current > 1 ? String(report.current) : undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** `/manage/declarations`: the queue's status and page. */
export type QueueParams = { status: DeclarationStatus; current: number };

export function readQueueParams(params: URLSearchParams): QueueParams {
  const status = params.get('status');
  return {
    status: STATUSES.includes(status as DeclarationStatus) ? (status as DeclarationStatus) : 'pending',
    current: readPage(params.get('page')),
  };
}

export function writeQueueParams(queue: QueueParams): URLSearchParams {
  const params = new URLSearchParams();
  if (queue.status !== 'pending') params.set('status', queue.status);
  if (queue.current > 1) params.set('page', String(queue.current));
  return params;
}

/** Applies a change: anything but the page goes back to page 1, as the old page may not exist in the new list. */
export function changeParams<T extends { current: number }>(params: T, change: Partial<T>): T {
  const next = { ...params, ...change };
  if (!('current' in change)) next.current = 1;
  return next;
}
