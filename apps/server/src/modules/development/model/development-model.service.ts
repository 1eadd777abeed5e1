import {
  ConditionRule,
  type CheckedCondition,
  type ChosenDevelopmentType,
  type ConditionFile,
  type FileKind,
  type OfferedDevelopmentType,
  type PhaseWithConditions,
  type PostType,
  type SaveChosenTypeBody,
  type SelectablePhases,
} from '@yanxiu/contract/development-model';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaYear } from '@server/platform/time/china-time';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { isCodeOf, listCodeItems } from '@server/modules/basecode/basecode.public';
import { ledgerHoursInYears } from '@server/modules/learning/learning.public';
import { countVerifiedRecords, verifiedSinceDay } from '@server/modules/profile/profile.public';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { developmentAccess } from '@server/modules/development/development.access';
import { listPhases } from '@server/modules/development/development.repository';
import { checkCondition, overallEligibility, type TeacherFacts } from './condition-check';
import {
  findChosenTypes,
  findPostType,
  listConditionFiles,
  listConditions,
  listOfferedDevelopmentTypes,
  listPathPhases,
  listPostTypes,
  upsertChosenType,
  type ConditionRow,
  type PathPhaseRow,
} from './development-model.repository';

/** The current calendar year in China: districts count years on the Beijing calendar, whatever the server's zone. */
export function currentYear(now = new Date()): number {
  return chinaYear(now);
}

/** A stored condition in the contract's shape; its parameters were validated when saved. */
export function toCondition(row: ConditionRow) {
  return {
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    sort: row.sort,
    rule: ConditionRule.parse({ kind: row.kind, params: row.params }),
  };
}

// The read side of the development model for teachers: types to choose, post types, phases and conditions.

/** The user a caller asks about: themselves, or a teacher under their org when they are staff. */
async function readableUser(ctx: RequestContext, userId: number) {
  const { tenantId, actor } = ctx;
  const person = await findPerson(ctx.db, tenantId, userId);
  if (userId !== actor.userId) {
    // Only staff learn whether an id exists; to anyone else every other id is simply forbidden.
    if (!person) throw new AppError(developmentAccess.lookUpTeachers(actor) ? 'NOT_FOUND' : 'FORBIDDEN');
    requireAccess(actor, developmentAccess.readTeacher, person);
  }
  if (!person) throw new AppError('NOT_FOUND');
  return person;
}

async function chosenTypes(executor: Executor, tenantId: TenantId, userId: number, sectionCode: string): Promise<ChosenDevelopmentType[]> {
  const rows = await findChosenTypes(executor, tenantId, userId, sectionCode);
  return rows.map((row) => ({ ...row, userId: String(userId), chosenAt: row.chosenAt.toISOString() }));
}

/** The caller's teaching record as facts for checking conditions. */
async function teacherFacts(ctx: RequestContext) {
  const { tenantId, actor } = ctx;
  const person = await findPerson(ctx.db, tenantId, actor.userId);
  if (!person || person.teacherUserId === null) throw new AppError('TEACHER_RECORD_MISSING');
  const titles = await listCodeItems(ctx.db, 'professionalTitle');
  // Several conditions may ask the ledger for the same years: asked once per read.
  const hoursAsked = new Map<string, Promise<number>>();
  const facts: TeacherFacts = {
    teachingSinceYear: person.teachingSinceYear,
    titleCode: person.titleCode,
    year: currentYear(),
    titleRanks: new Map(titles.map((title) => [title.code, title.sort])),
    learningHours: (fromYear, toYear) => {
      const key = `${fromYear}-${toYear}`;
      let asked = hoursAsked.get(key);
      if (!asked) {
        asked = ledgerHoursInYears(ctx.db, tenantId, { userId: actor.userId, fromYear, toYear });
        hoursAsked.set(key, asked);
      }
      return asked;
    },
    verifiedRecords: async ({ recordKind, minLevel, years }) => {
      const now = new Date();
      const count = await countVerifiedRecords(ctx.db, tenantId, {
        userId: actor.userId,
        kind: recordKind,
        minLevel,
        withinYears: years,
        now,
      });
      return { count, fromDay: verifiedSinceDay(years, now) };
    },
  };
  return { person, facts };
}

/** An enabled post type, or 404. */
async function openPostType(ctx: RequestContext, code: string) {
  const postType = await findPostType(ctx.db, ctx.tenantId, code);
  if (!postType || !postType.enabled) throw new AppError('NOT_FOUND');
  return postType;
}

async function phasesWithConditions(
  ctx: RequestContext,
  postTypeCode: string,
  facts: TeacherFacts,
  phases: PathPhaseRow[],
): Promise<PhaseWithConditions[]> {
  const conditions = await listConditions(ctx.db, ctx.tenantId, postTypeCode);
  return Promise.all(
    phases.map(async (phase) => ({
      ...phase,
      conditions: await Promise.all(conditions.filter((row) => row.phaseCode === phase.phaseCode).map((row) => checked(row, facts))),
    })),
  );
}

async function checked(row: ConditionRow, facts: TeacherFacts): Promise<CheckedCondition> {
  const condition = toCondition(row);
  return { ...condition, check: await checkCondition(condition, facts) };
}

export async function getChosenDevelopmentTypes(
  ctx: RequestContext,
  userId: number,
  sectionCode: string,
): Promise<ChosenDevelopmentType[]> {
  await readableUser(ctx, userId);
  return chosenTypes(ctx.db, ctx.tenantId, userId, sectionCode);
}

export async function getOfferedDevelopmentTypes(
  ctx: RequestContext,
  userId: number,
  sectionCode: string,
): Promise<OfferedDevelopmentType[]> {
  await readableUser(ctx, userId);
  const [offered, chosen] = await Promise.all([
    listOfferedDevelopmentTypes(ctx.db, ctx.tenantId, sectionCode),
    chosenTypes(ctx.db, ctx.tenantId, userId, sectionCode),
  ]);
  const chosenCode = chosen[0]?.typeCode;
  return offered.map((type) => ({ ...type, chosen: type.code === chosenCode }));
}

export async function saveChosenDevelopmentType(ctx: RequestContext, body: SaveChosenTypeBody): Promise<ChosenDevelopmentType> {
  const person = await findPerson(ctx.db, ctx.tenantId, ctx.actor.userId);
  if (!person || person.teacherUserId === null) throw new AppError('TEACHER_RECORD_MISSING');
  if (!(await isCodeOf(ctx.db, 'section', body.sectionCode))) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.sectionCode', message: 'unknown section' }] });
  }
  const offered = await listOfferedDevelopmentTypes(ctx.db, ctx.tenantId, body.sectionCode);
  if (!offered.some((type) => type.code === body.typeCode)) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.typeCode', message: 'type not offered in this section' }] });
  }
  return ctx.transaction(async (tx) => {
    const [before] = await findChosenTypes(tx, ctx.tenantId, ctx.actor.userId, body.sectionCode);
    await upsertChosenType(tx, ctx.tenantId, ctx.actor.userId, body.sectionCode, body.typeCode, new Date());
    const [after] = await chosenTypes(tx, ctx.tenantId, ctx.actor.userId, body.sectionCode);
    await recordAudit(tx, ctx, {
      action: 'development.type_chosen',
      entityType: 'teacher_development_type',
      entityId: `${ctx.actor.userId}/${body.sectionCode}`,
      before: before ? { typeCode: before.typeCode } : null,
      after: { typeCode: body.typeCode },
    });
    return after!;
  });
}

export async function getOpenPostTypes(ctx: RequestContext, sectionCode: string): Promise<PostType[]> {
  // Once the teacher has chosen a type for the section, only its post types and the common ones are open.
  const [chosen] = await findChosenTypes(ctx.db, ctx.tenantId, ctx.actor.userId, sectionCode);
  return listPostTypes(ctx.db, ctx.tenantId, { sectionCode, enabledOnly: true, ...(chosen ? { typeCode: chosen.typeCode } : {}) });
}

export async function getPostTypePhaseConditions(ctx: RequestContext, postTypeCode: string): Promise<PhaseWithConditions[]> {
  await openPostType(ctx, postTypeCode);
  const { facts } = await teacherFacts(ctx);
  return phasesWithConditions(ctx, postTypeCode, facts, await listPathPhases(ctx.db, ctx.tenantId, postTypeCode));
}

export async function getCheckedConditions(ctx: RequestContext, postTypeCode: string, phaseCode: string): Promise<CheckedCondition[]> {
  await openPostType(ctx, postTypeCode);
  const { facts } = await teacherFacts(ctx);
  const path = await listPathPhases(ctx.db, ctx.tenantId, postTypeCode);
  const phase = path.find((step) => step.phaseCode === phaseCode);
  if (!phase) throw new AppError('NOT_FOUND');
  const [withConditions] = await phasesWithConditions(ctx, postTypeCode, facts, [phase]);
  return withConditions!.conditions;
}

export async function getOpenConditionFiles(ctx: RequestContext, postTypeCode: string, phaseCode: string): Promise<ConditionFile[]> {
  const postType = await openPostType(ctx, postTypeCode);
  if (!postType.phaseCodes.includes(phaseCode)) throw new AppError('NOT_FOUND');
  const rows = await listConditionFiles(ctx.db, ctx.tenantId, postTypeCode, phaseCode);
  return rows.map((row) => ({ ...row, kinds: row.kinds as FileKind[] }));
}

export async function getSelectablePhases(ctx: RequestContext, postTypeCode: string): Promise<SelectablePhases> {
  await openPostType(ctx, postTypeCode);
  const { person, facts } = await teacherFacts(ctx);
  const ladder = await listPhases(ctx.db, ctx.tenantId);
  // A teacher with no phase on record stands on the lowest one, as getTeacherCurrentPhase says.
  const current = ladder.find((phase) => phase.code === person.phaseCode) ?? ladder[0];
  if (!current) throw new AppError('NOT_FOUND');
  const above = (await listPathPhases(ctx.db, ctx.tenantId, postTypeCode)).filter((phase) => phase.rank > current.rank);
  const phases = await phasesWithConditions(ctx, postTypeCode, facts, above);
  return {
    currentPhase: { phaseCode: current.code, phaseName: current.name, phaseNameEn: current.nameEn, rank: current.rank },
    phases: phases.map((phase, index) => ({ ...phase, next: index === 0, eligible: overallEligibility(phase.conditions) })),
  };
}
