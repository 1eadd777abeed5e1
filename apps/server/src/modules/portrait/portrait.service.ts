import { PORTRAIT_TREND_YEARS, type PortraitQuery, type TeacherPortrait } from '@yanxiu/contract/portrait';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaYear } from '@server/platform/time/china-time';
import { careerPhaseLadder, developmentHistoryOf, phaseRankMedian } from '@server/modules/development/development.public';
import { hourCategoriesOf, hoursByYearOf, hoursRequirementOf, medianHoursTenthsByYear } from '@server/modules/learning/learning.public';
import { recordCountsOf, verifiedRecordsMedian } from '@server/modules/profile/profile.public';
import { selectionOutcomesOf } from '@server/modules/selection/selection.public';
import { findPerson, teachersInScope, type Person } from '@server/modules/teacher/teacher.public';
import { medianProgrammesCompleted, programmesCompletedBy } from '@server/modules/training/training.public';
import { portraitAccess } from './portrait.access';

// One teacher's portrait, read from the other domains' public surfaces only; the medians are over the active
// teachers of the teacher's school and of the whole district (tenant), computed in SQL, never naming anyone.

const ORG_LEVEL_SCHOOL = 1;
const tenthsToHours = (tenths: number) => Math.round(tenths) / 10;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The person the caller names (or themselves), when they may read their portrait and they teach. */
export async function portraitSubject(ctx: RequestContext, userId: number | undefined): Promise<Person> {
  const id = userId ?? ctx.actor.userId;
  if (id !== ctx.actor.userId) requireAccess(ctx.actor, portraitAccess.nameOthers);
  const person = await findPerson(ctx.db, ctx.tenantId, id);
  if (!person || !portraitAccess.readPortraitOf(ctx.actor, person)) throw new AppError('NOT_FOUND');
  if (person.teacherUserId === null) throw new AppError('TEACHER_RECORD_MISSING');
  return person;
}

export async function teacherPortrait(ctx: RequestContext, query: Omit<PortraitQuery, 'appId'>): Promise<TeacherPortrait> {
  const { db, tenantId } = ctx;
  const person = await portraitSubject(ctx, query.userId === undefined ? undefined : Number(query.userId));
  const year = query.year ?? chinaYear(new Date());
  const fromYear = year - PORTRAIT_TREND_YEARS + 1;
  const years = Array.from({ length: PORTRAIT_TREND_YEARS }, (_, index) => fromYear + index);
  const district = teachersInScope({ tenantId });
  const school = person.orgLevel === ORG_LEVEL_SCHOOL ? teachersInScope({ tenantId, schoolId: person.orgId }) : null;
  const none = Promise.resolve(null);

  const [totals, requirements, categories, districtHours, schoolHours, programmes, development, ladder, selection, records, medians] =
    await Promise.all([
      hoursByYearOf(db, tenantId, person.userId, fromYear, year),
      Promise.all(years.map((each) => hoursRequirementOf(db, tenantId, each))),
      hourCategoriesOf(db, tenantId),
      medianHoursTenthsByYear(db, tenantId, district, fromYear, year),
      school ? medianHoursTenthsByYear(db, tenantId, school, fromYear, year) : Promise.resolve(new Map<number, number>()),
      programmesCompletedBy(db, tenantId, person.userId),
      developmentHistoryOf(db, tenantId, person.userId),
      careerPhaseLadder(db, tenantId),
      selectionOutcomesOf(db, tenantId, person.userId),
      recordCountsOf(db, tenantId, person.userId),
      Promise.all([
        medianProgrammesCompleted(db, tenantId, district),
        school ? medianProgrammesCompleted(db, tenantId, school) : none,
        verifiedRecordsMedian(db, tenantId, district),
        school ? verifiedRecordsMedian(db, tenantId, school) : none,
        phaseRankMedian(db, tenantId, district),
        school ? phaseRankMedian(db, tenantId, school) : none,
      ]),
    ]);
  const [trainingDistrict, trainingSchool, recordsDistrict, recordsSchool, phaseDistrict, phaseSchool] = medians;

  const byYear = new Map(totals.map((row) => [row.year, row]));
  const hours = years.map((each, index) => {
    const requirement = requirements[index]!;
    const row = byYear.get(each);
    const schoolMedian = schoolHours.get(each);
    return {
      year: each,
      totalHours: tenthsToHours(row?.totalTenths ?? 0),
      requiredHours: requirement.totalHours,
      byCategory: Object.fromEntries(Object.entries(row?.byCategory ?? {}).map(([code, tenths]) => [code, tenthsToHours(tenths)])),
      categoryMinimums: requirement.categoryMinimums,
      schoolMedian: schoolMedian === undefined ? null : round1(schoolMedian / 10),
      districtMedian: round1((districtHours.get(each) ?? 0) / 10),
    };
  });

  const completedByYear = new Map<number, number>();
  for (const programme of programmes) {
    const completedYear = Number(programme.completedOn.slice(0, 4));
    completedByYear.set(completedYear, (completedByYear.get(completedYear) ?? 0) + 1);
  }
  const rank = ladder.find((phase) => phase.code === person.phaseCode)?.rank ?? 0;
  const verified = records.reduce((sum, record) => sum + record.verified, 0);
  const thisYear = hours.at(-1)!;
  const rounded = (value: number | null) => (value === null ? null : round1(value));

  return {
    teacher: {
      userId: String(person.userId),
      name: person.name,
      schoolName: person.orgLevel === ORG_LEVEL_SCHOOL ? person.orgName : null,
      phaseCode: person.phaseCode,
    },
    year,
    categories,
    hours,
    training: {
      completedProgrammes: programmes.length,
      byYear: years.map((each) => ({ year: each, count: completedByYear.get(each) ?? 0 })),
      recent: programmes.slice(0, 5),
    },
    phases: {
      ladder: ladder.map((phase) => ({ code: phase.code, name: phase.name, nameEn: phase.nameEn, rank: phase.rank })),
      history: development.steps.map((step) => ({
        fromPhaseCode: step.fromPhaseCode,
        phaseCode: step.phaseCode,
        reachedAt: step.reachedAt.toISOString(),
      })),
    },
    development: development.outcomes,
    selection,
    records,
    dimensions: [
      { key: 'hours', value: thisYear.totalHours, schoolMedian: thisYear.schoolMedian, districtMedian: thisYear.districtMedian },
      { key: 'training', value: programmes.length, schoolMedian: rounded(trainingSchool), districtMedian: round1(trainingDistrict ?? 0) },
      { key: 'records', value: verified, schoolMedian: rounded(recordsSchool), districtMedian: round1(recordsDistrict ?? 0) },
      { key: 'phase', value: rank, schoolMedian: rounded(phaseSchool), districtMedian: round1(phaseDistrict ?? 0) },
    ],
  };
}
