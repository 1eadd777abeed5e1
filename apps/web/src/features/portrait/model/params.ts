/** The teacher portrait's address: whose (staff only) and the last year of the trends. */
export type PortraitParams = { userId?: string | undefined; year?: number | undefined };

/** The staff portrait's filters, kept in the address. */
export type StaffParams = {
  year?: number | undefined;
  schoolId?: string | undefined;
  sectionCode?: string | undefined;
  subjectCode?: string | undefined;
  onlyBehind: boolean;
  current: number;
};

const digits = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? value : undefined);
const year = (value: string | null) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 2000 && parsed <= 2100 ? parsed : undefined;
};
const code = (value: string | null) => (value && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : undefined);

export function readPortraitParams(search: URLSearchParams): PortraitParams {
  return { userId: digits(search.get('userId')), year: year(search.get('year')) };
}

export function readStaffParams(search: URLSearchParams): StaffParams {
  return {
    year: year(search.get('year')),
    schoolId: digits(search.get('schoolId')),
    sectionCode: code(search.get('sectionCode')),
    subjectCode: code(search.get('subjectCode')),
    onlyBehind: search.get('onlyBehind') === 'true',
    current: Math.max(1, Number(digits(search.get('current')) ?? 1)),
  };
}

/** The filters as an address; a changed filter (not the page) starts again at page 1. */
export function writeStaffParams(params: StaffParams, change: Partial<StaffParams>): URLSearchParams {
  const next: StaffParams = { ...params, ...change, current: 'current' in change ? (change.current ?? 1) : 1 };
  const search = new URLSearchParams();
  if (next.year !== undefined) search.set('year', String(next.year));
  if (next.schoolId) search.set('schoolId', next.schoolId);
  if (next.sectionCode) search.set('sectionCode', next.sectionCode);
  if (next.subjectCode) search.set('subjectCode', next.subjectCode);
  if (next.onlyBehind) search.set('onlyBehind', 'true');
  if (next.current > 1) search.set('current', String(next.current));
  return search;
}

/** Hours as people read them: at most one decimal. */
export const formatHours = (hours: number) => String(Math.round(hours * 10) / 10);
