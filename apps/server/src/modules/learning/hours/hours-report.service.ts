import type { HourRequirement, ReportPage, ReportQuery, ReportRow } from '@yanxiu/contract/learning-hours';
import { hasRole, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { chinaYear } from '@server/platform/time/china-time';
import { reachOf } from './hours-access';
import { countReport, listReport, type ReportDbRow, type ReportFilter } from './hours-report.repository';
import { unmetCategories } from './hours-totals';
import { findRequirement, listHourCategories } from '@server/modules/learning/settings/learning-config.repository';

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

/** The report of who has met the year's requirement: school admins their school, district staff the district. */
export function createHoursReportService({ db }: AppDeps) {
  async function prepare(tenant: Tenant, actor: Actor, query: Query) {
    const year = query.year ?? chinaYear(new Date());
    // School admins always see their own school; district staff may narrow to one school.
    const district = hasRole(actor, 'district_admin', 'platform_admin');
    const filter: ReportFilter = {
      tenantId: tenant.id,
      year,
      orgPath: reachOf(actor),
      schoolId: district && query.schoolId !== undefined ? Number(query.schoolId) : undefined,
      keyword: query.keyword || undefined,
    };
    const [requirement, categories] = await Promise.all([findRequirement(db, tenant.id, year), listHourCategories(db, tenant.id)]);
    return { year, filter, requirement, order: categories.map((category) => category.code), onlyUnmet: query.onlyUnmet === 'true' };
  }

  return {
    async page(tenant: Tenant, actor: Actor, query: Query): Promise<ReportPage> {
      const { year, filter, requirement, order, onlyUnmet } = await prepare(tenant, actor, query);
      const [counts, rows] = await Promise.all([
        countReport(db, filter, requirement),
        listReport(db, filter, requirement, onlyUnmet, { limit: query.size, offset: (query.current - 1) * query.size }),
      ]);
      return {
        records: rows.map((row) => toReportRow(row, requirement, order)),
        total: onlyUnmet ? counts.teachers - counts.metCount : counts.teachers,
        current: query.current,
        size: query.size,
        year,
        requirement,
        teachers: counts.teachers,
        metCount: counts.metCount,
      };
    },

    /** Every matching row (up to REPORT_EXPORT_MAX_ROWS), for the Excel export. */
    async all(tenant: Tenant, actor: Actor, query: Omit<Query, 'current' | 'size'>) {
      const { year, filter, requirement, order, onlyUnmet } = await prepare(tenant, actor, { ...query, current: 1, size: 1 });
      const rows = await listReport(db, filter, requirement, onlyUnmet, { limit: REPORT_EXPORT_MAX_ROWS, offset: 0 });
      return { year, requirement, rows: rows.map((row) => toReportRow(row, requirement, order)) };
    },
  };
}
