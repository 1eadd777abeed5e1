import type { HourCategory, HourEntry, HourRequirement, HoursBreakdown } from '@yanxiu/contract/learning-hours';

// The breakdown's sums, free of storage. Hours are summed in tenths (integers) so 0.1 + 0.2 stays 0.3.

type LedgerLine = Pick<HourEntry, 'id' | 'programmeId' | 'title' | 'hours' | 'category' | 'creditedOn' | 'reversesEntryId'>;

const tenths = (hours: number) => Math.round(hours * 10);
const hoursOf = (count: number) => count / 10;

function sumBy<K>(lines: readonly LedgerLine[], key: (line: LedgerLine) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const line of lines) sums.set(key(line), (sums.get(key(line)) ?? 0) + tenths(line.hours));
  return sums;
}

/** Whether the hours meet the requirement: its total and every category minimum (never when none is set). */
export function meetsRequirement(requirement: HourRequirement, totalHours: number, byCategory: ReadonlyMap<string, number>): boolean {
  if (requirement.totalHours === null || tenths(totalHours) < tenths(requirement.totalHours)) return false;
  return Object.entries(requirement.categoryMinimums).every(([code, minimum]) => tenths(byCategory.get(code) ?? 0) >= tenths(minimum));
}

/** Category codes whose minimum the hours fall short of. */
export function unmetCategories(requirement: HourRequirement, byCategory: Readonly<Record<string, number>>): string[] {
  return Object.entries(requirement.categoryMinimums)
    .filter(([code, minimum]) => tenths(byCategory[code] ?? 0) < tenths(minimum))
    .map(([code]) => code);
}

/**
 * Totals of a year's lines, net of reversals (a reversal carries the reversed entry's negative hours, category,
 * programme and title, so it cancels within every grouping).
 * - byCategory: every category of the tenant in its order, then any other code found in the lines;
 * - byProgramme: one row per programme (titled as the programme is titled now), and one row per title for hours
 *   outside programmes (declared hours, under their declaration's title, with programmeId null); rows that net to
 *   0 (everything reversed) are left out; largest first;
 * - byMonth: the 12 months, each credit in the month of its day; a reversal counts in the month of the entry it
 *   reverses, so a month shows what was earned in it and stays correct after a correction made later.
 */
export function summarise(
  lines: readonly LedgerLine[],
  categories: readonly HourCategory[],
  requirement: HourRequirement,
  programmeTitles: ReadonlyMap<number, string>,
): Pick<HoursBreakdown, 'totalHours' | 'met' | 'byCategory' | 'byProgramme' | 'byMonth'> {
  const totalHours = hoursOf(lines.reduce((sum, line) => sum + tenths(line.hours), 0));
  const categorySums = sumBy(lines, (line) => line.category);
  const codes = [
    ...categories.map((category) => category.code),
    ...[...categorySums.keys()].filter((code) => !categories.some((category) => category.code === code)),
  ];
  const byCategoryHours = new Map(codes.map((code) => [code, hoursOf(categorySums.get(code) ?? 0)]));
  const byCategory = codes.map((code) => ({
    code,
    hours: byCategoryHours.get(code)!,
    required: requirement.categoryMinimums[code] ?? null,
  }));

  const programmeSums = sumBy(lines, (line) => (line.programmeId === null ? `t:${line.title}` : `p:${line.programmeId}`));
  const byProgramme = [...programmeSums.entries()]
    .filter(([, sum]) => sum !== 0)
    .map(([key, sum]) => {
      const line = lines.find(
        (candidate) => (candidate.programmeId === null ? `t:${candidate.title}` : `p:${candidate.programmeId}`) === key,
      )!;
      const title = line.programmeId === null ? line.title : (programmeTitles.get(line.programmeId) ?? line.title);
      return { programmeId: line.programmeId, title, hours: hoursOf(sum) };
    })
    .sort((a, b) => b.hours - a.hours || a.title.localeCompare(b.title));

  const dayOf = new Map(lines.map((line) => [line.id, line.creditedOn]));
  const monthSums = sumBy(lines, (line) =>
    Number(((line.reversesEntryId !== null ? dayOf.get(line.reversesEntryId) : undefined) ?? line.creditedOn).slice(5, 7)),
  );
  const byMonth = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, hours: hoursOf(monthSums.get(index + 1) ?? 0) }));

  return { totalHours, met: meetsRequirement(requirement, totalHours, byCategoryHours), byCategory, byProgramme, byMonth };
}
