import type { HourRequirement, ReportPage, ReportQuery, ReportRow } from '@yanxiu/contract/learning-hours';
import type { RequestContext } from '@server/platform/context/request-context';
import { chinaDay, chinaYear } from '@server/platform/time/china-time';
import { learningAccess, learningReachOf } from '@server/modules/learning/learning.access';
import { findRequirement, listHourCategories } from '@server/modules/learning/settings/learning-config.repository';
import { decodeReportCursor, encodeReportCursor } from './hours-report-cursor';
import { reportFileName, reportWorkbook } from './hours-report-export';
import { listReport, reportFrame, reportPage, type ReportDbRow, type ReportFilter } from './hours-report.repository';
import { unmetCategories } from './hours-totals';

/** The most rows one export writes; the workbook is built in memory, so it stays bounded. */
export const REPORT_EXPORT_MAX_ROWS = 50_000;

/** Unmet categories are named in the tenant's order of categories (jsonb keeps its own order of keys). */
function toReportRow(row: ReportDbRow, requirement: HourRequirement, order: readonly string[]): ReportRow {
  const byCategory = Object.fromEntries(Object.entries(row.byCategory).map(([code, tenths]) => [code, tenths / 10]));
  const short = requirement.totalHours === null ? 0 : Math.max(0, Math.round(requirement.totalHours * 10) - row.totalTenths) / 10;
  return {
    userId: row.userId,
    teacherName: row.teacherName,
    schoolName: row.schoolName,
    totalHours: row.totalTenths / 10,
    shortHours: short,
    byCategory,
    unmetCategories: unmetCategories(requirement, byCategory).sort((a, b) => rank(order, a) - rank(order, b)),
    met: row.met,
  };
}

const rank = (order: readonly string[], code: string) => (order.includes(code) ? order.indexOf(code) : order.length);

type Query = Omit<ReportQuery, 'appId'>;

/** The report's filter from the caller and the query: school admins always see their own school; district staff may narrow to one school. */
function filterOf(ctx: RequestContext, query: Query): { year: number; filter: ReportFilter; onlyUnmet: boolean } {
  const { tenantId, actor } = ctx;
  const year = query.year ?? chinaYear(new Date());
  const district = learningAccess.reportOnDistrict(actor);
  const filter: ReportFilter = {
    tenantId,
    year,
    orgPath: learningReachOf(actor),
    schoolId: district && query.schoolId !== undefined ? Number(query.schoolId) : undefined,
    keyword: query.keyword || undefined,
  };
  return { year, filter, onlyUnmet: query.onlyUnmet === 'true' };
}

async function prepare(ctx: RequestContext, query: Query) {
  const { year, filter, onlyUnmet } = filterOf(ctx, query);
  const [requirement, categories] = await Promise.all([
    findRequirement(ctx.db, ctx.tenantId, year),
    listHourCategories(ctx.db, ctx.tenantId),
  ]);
  return { year, filter, requirement, categories, order: categories.map((category) => category.code), onlyUnmet };
}

/** A page of the report of who has met the year's requirement: school admins their school, district staff the district. */
export async function hoursReportPage(ctx: RequestContext, query: Query): Promise<ReportPage> {
  const { year, filter, onlyUnmet } = filterOf(ctx, query);
  // A malformed cursor is refused even where it would not be used (with a keyword).
  const after = query.cursor === undefined ? undefined : decodeReportCursor(query.cursor);
  // One query for the requirement, the categories' order and the counts, then the page's rows.
  const frame = await reportFrame(ctx.db, filter);
  const { requirement, categoryOrder: order } = frame;
  const page = { limit: query.size, offset: (query.current - 1) * query.size, after: filter.keyword ? undefined : after };
  const { rows, ...counts } = await reportPage(ctx.db, filter, frame, onlyUnmet, page);
  const total = onlyUnmet ? counts.teachers - counts.metCount : counts.teachers;
  const last = rows[rows.length - 1];
  const more = last !== undefined && rows.length === query.size && query.current * query.size < total;
  return {
    records: rows.map((row) => toReportRow(row, requirement, order)),
    nextCursor: more && !filter.keyword ? encodeReportCursor({ unitId: last.unitId, name: last.teacherName, id: last.userId }) : null,
    total,
    current: query.current,
    size: query.size,
    year,
    requirement,
    teachers: counts.teachers,
    metCount: counts.metCount,
  };
}

/** Every matching row (up to REPORT_EXPORT_MAX_ROWS) as an .xlsx workbook in the caller's language, with its download name. */
export async function hoursReportWorkbook(
  ctx: RequestContext,
  query: Omit<Query, 'current' | 'size'>,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { year, filter, requirement, categories, order, onlyUnmet } = await prepare(ctx, { ...query, current: 1, size: 1 });
  const rows = await listReport(ctx.db, filter, requirement, onlyUnmet, { limit: REPORT_EXPORT_MAX_ROWS, offset: 0 });
  const bytes = await reportWorkbook(
    rows.map((row) => toReportRow(row, requirement, order)),
    requirement,
    categories,
    ctx.locale,
  );
  return { fileName: reportFileName(ctx.locale, year, chinaDay(new Date())), bytes };
}
