import type { StaffPortrait, StaffPortraitQuery, StaffPortraitRow } from '@yanxiu/contract/portrait';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaYear } from '@server/platform/time/china-time';
import { careerPhaseLadder } from '@server/modules/development/development.public';
import { hoursRequirementOf, hoursStandingPage } from '@server/modules/learning/learning.public';
import { countTeachersByPhase, findOrgUnitPath, teachersInScope, type TeacherScope } from '@server/modules/teacher/teacher.public';
import { trainingParticipantsInYear, unitsCompletedByInYear } from '@server/modules/training/training.public';
import { portraitAccess, portraitReachOf } from './portrait.access';

// The staff portrait: the teachers of the caller's school (school admins) or of the district (district staff, who
// may narrow to one school), by section and subject: who is behind on the year's hours, how they spread over the
// career phases, and how many took part in training that year. Every figure comes through another domain's surface.

/** The most rows one export writes; the workbook is built in memory, so it stays bounded. */
export const STAFF_EXPORT_MAX_ROWS = 20_000;

type Query = Omit<StaffPortraitQuery, 'appId'>;

async function scopeOf(ctx: RequestContext, query: Pick<Query, 'schoolId' | 'sectionCode' | 'subjectCode'>): Promise<TeacherScope> {
  const reach = portraitReachOf(ctx.actor);
  const scope: TeacherScope = { tenantId: ctx.tenantId, orgPath: reach, sectionCode: query.sectionCode, subjectCode: query.subjectCode };
  if (query.schoolId === undefined) return scope;
  const schoolId = Number(query.schoolId);
  // A unit outside the caller's reach is as unknown to them as one that does not exist.
  const path = await findOrgUnitPath(ctx.db, ctx.tenantId, schoolId);
  if (path === undefined || (reach !== undefined && !path.startsWith(reach))) throw new AppError('NOT_FOUND');
  if (!portraitAccess.pickAnySchool(ctx.actor) && schoolId !== ctx.actor.orgUnitId) throw new AppError('NOT_FOUND');
  return { ...scope, schoolId };
}

export async function staffPortrait(
  ctx: RequestContext,
  query: Query,
  page = { limit: query.size, offset: (query.current - 1) * query.size },
): Promise<StaffPortrait> {
  const { db, tenantId } = ctx;
  const year = query.year ?? chinaYear(new Date());
  const scope = await scopeOf(ctx, query);
  const subquery = teachersInScope(scope);
  const requirement = await hoursRequirementOf(db, tenantId, year);
  const requiredTenths = requirement.totalHours === null ? null : Math.round(requirement.totalHours * 10);
  const [standing, phases, participating, ladder] = await Promise.all([
    hoursStandingPage(db, tenantId, subquery, year, requiredTenths, query.onlyBehind === 'true', page),
    countTeachersByPhase(db, scope),
    trainingParticipantsInYear(db, tenantId, subquery, year),
    careerPhaseLadder(db, tenantId),
  ]);
  const units = await unitsCompletedByInYear(
    db,
    tenantId,
    standing.rows.map((row) => row.userId),
    year,
  );
  const rank = (code: string | null) => ladder.find((phase) => phase.code === code)?.rank ?? Number.MAX_SAFE_INTEGER;
  const records: StaffPortraitRow[] = standing.rows.map((row) => ({
    userId: String(row.userId),
    teacherName: row.name,
    schoolName: row.schoolName,
    sectionCode: row.sectionCode,
    subjectCode: row.subjectCode,
    phaseCode: row.phaseCode,
    totalHours: row.totalTenths / 10,
    behind: row.behind,
    unitsCompleted: units.get(row.userId) ?? 0,
  }));
  return {
    records,
    total: query.onlyBehind === 'true' ? standing.behind : standing.teachers,
    current: query.current,
    size: query.size,
    year,
    requiredHours: requirement.totalHours,
    summary: {
      teachers: standing.teachers,
      behind: standing.behind,
      participating,
      hoursMedian: Math.round(standing.medianTenths) / 10,
      phases: phases.sort((a, b) => rank(a.phaseCode) - rank(b.phaseCode)),
    },
    ladder: ladder.map((phase) => ({ code: phase.code, name: phase.name, nameEn: phase.nameEn, rank: phase.rank })),
  };
}
