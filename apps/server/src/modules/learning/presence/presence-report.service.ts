import type { PresenceReportPage, PresenceReportQuery, PresenceReportRow } from '@yanxiu/contract/learning-presence';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaDay, chinaDayStart } from '@server/platform/time/china-time';
import {
  currentUnitsOfProgramme,
  trainingProgrammeById,
  trainingProgrammesByIds,
  trainingUnitById,
} from '@server/modules/training/training.public';
import { learningAccess, learningReachOf } from '@server/modules/learning/learning.access';
import { presenceFileName, presenceWorkbook } from './presence-report-export';
import { listPresenceReport, sumPresenceReport, type PresenceReportDbRow, type PresenceReportFilter } from './presence-report.repository';

/** The most rows one export writes; the workbook is built in memory, so it stays bounded. */
export const PRESENCE_EXPORT_MAX_ROWS = 50_000;
const DAY_MS = 86_400_000;

type Query = Omit<PresenceReportQuery, 'appId'>;

async function filterOf(ctx: RequestContext, query: Query): Promise<PresenceReportFilter> {
  const { db, tenantId, actor } = ctx;
  let unitIds: number[] | undefined;
  if (query.programmeId !== undefined) {
    // Another tenant's programme, or none, matches nothing rather than everything.
    const programme = await trainingProgrammeById(db, tenantId, Number(query.programmeId));
    unitIds = programme ? (await currentUnitsOfProgramme(db, tenantId, programme.id)).map((unit) => unit.id) : [];
  }
  if (query.unitId !== undefined) unitIds = (unitIds ?? [Number(query.unitId)]).filter((id) => id === Number(query.unitId));
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'query.to', message: 'before the start' }] });
  }
  return {
    tenantId,
    orgPath: learningReachOf(actor),
    // School admins always see their own school; district staff may narrow to one school.
    schoolId: learningAccess.reportOnDistrict(actor) && query.schoolId !== undefined ? Number(query.schoolId) : undefined,
    unitIds,
    from: query.from ? chinaDayStart(query.from) : undefined,
    to: query.to ? new Date(chinaDayStart(query.to).getTime() + DAY_MS) : undefined,
    keyword: query.keyword || undefined,
    now: new Date(),
  };
}

/** Names the rows' lessons and programmes through training's public reads, once per lesson. */
async function named(ctx: RequestContext, rows: readonly PresenceReportDbRow[]): Promise<PresenceReportRow[]> {
  const unitIds = [...new Set(rows.map((row) => row.unitId))];
  const units = new Map(
    (await Promise.all(unitIds.map((id) => trainingUnitById(ctx.db, ctx.tenantId, id)))).flatMap((unit) =>
      unit ? [[unit.id, unit] as const] : [],
    ),
  );
  const programmes = new Map(
    (await trainingProgrammesByIds(ctx.db, ctx.tenantId, [...new Set([...units.values()].map((unit) => unit.programmeId))])).map((p) => [
      p.id,
      p,
    ]),
  );
  return rows.flatMap((row) => {
    const unit = units.get(row.unitId);
    const programme = unit && programmes.get(unit.programmeId);
    if (!unit || !programme) return [];
    return [
      {
        ...row,
        unitTitle: unit.title,
        programmeId: programme.id,
        programmeTitle: programme.title,
        lastIssuedAt: row.lastIssuedAt.toISOString(),
      },
    ];
  });
}

/** A page of the checks issued, passed and missed per lesson and teacher: school admins their school, district staff the district. */
export async function presenceReportPage(ctx: RequestContext, query: Query): Promise<PresenceReportPage> {
  const filter = await filterOf(ctx, query);
  const [sums, rows] = await Promise.all([
    sumPresenceReport(ctx.db, filter),
    listPresenceReport(ctx.db, filter, { limit: query.size, offset: (query.current - 1) * query.size }),
  ]);
  return {
    records: await named(ctx, rows),
    total: sums.rows,
    current: query.current,
    size: query.size,
    totals: { issued: sums.issued, passed: sums.passed, missed: sums.missed },
  };
}

/** Every matching row (up to PRESENCE_EXPORT_MAX_ROWS) as an .xlsx workbook in the caller's language. */
export async function presenceReportWorkbook(
  ctx: RequestContext,
  query: Omit<Query, 'current' | 'size'>,
): Promise<{ fileName: string; bytes: Buffer }> {
  const filter = await filterOf(ctx, { ...query, current: 1, size: 1 });
  const rows = await named(ctx, await listPresenceReport(ctx.db, filter, { limit: PRESENCE_EXPORT_MAX_ROWS, offset: 0 }));
  return { fileName: presenceFileName(ctx.locale, chinaDay(new Date())), bytes: await presenceWorkbook(rows, ctx.locale) };
}
