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
import type { FastifyRequest } from 'fastify';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { isStaffOver, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { isCodeOf, listCodeItems } from '@server/modules/basecode/basecode.public';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { checkCondition, overallEligibility, type TeacherFacts } from '@server/modules/development/applications/condition-check';
import { listPhases } from '@server/modules/development/development.repository';
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
import { inWriteTransaction } from '@server/modules/development/write-transaction';

// Districts count years on the Beijing calendar; a server clock in UTC would turn the year 8 hours late.
const yearFormat = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' });

/** The current calendar year in China. */
export function currentYear(now = new Date()): number {
  return Number(yearFormat.format(now));
}

/** A stored condition in the contract's shape; its parameters were validated when saved. */
export function toCondition(row: ConditionRow) {
  return { code: row.code, name: row.name, nameEn: row.nameEn, sort: row.sort, rule: ConditionRule.parse({ kind: row.kind, params: row.params }) };
}

/** The read side of the development model for teachers: types to choose, post types, phases and conditions. */
export function createDevelopmentModelService({ db }: AppDeps) {
  /** The user a caller asks about: themselves, or a teacher under their org when they are staff. */
  async function readableUser(tenant: Tenant, actor: Actor, userId: number) {
    const person = await findPerson(db, tenant.id, userId);
    if (userId !== actor.userId) {
      // Only staff learn whether an id exists; to anyone else every other id is simply forbidden.
      if (!person) throw new AppError(isStaffOver(actor, actor.orgPath) ? 'NOT_FOUND' : 'FORBIDDEN');
      if (!isStaffOver(actor, person.orgPath)) throw new AppError('FORBIDDEN');
    }
    if (!person) throw new AppError('NOT_FOUND');
    return person;
  }

  async function chosenTypes(executor: Executor, tenantId: number, userId: number, sectionCode: string): Promise<ChosenDevelopmentType[]> {
    const rows = await findChosenTypes(executor, tenantId, userId, sectionCode);
    return rows.map((row) => ({ ...row, userId: String(userId), chosenAt: row.chosenAt.toISOString() }));
  }

  /** The caller's teaching record as facts for checking conditions. */
  async function teacherFacts(tenant: Tenant, actor: Actor) {
    const person = await findPerson(db, tenant.id, actor.userId);
    if (!person || person.teacherUserId === null) throw new AppError('TEACHER_RECORD_MISSING');
    const titles = await listCodeItems(db, 'professionalTitle');
    const facts: TeacherFacts = {
      teachingSinceYear: person.teachingSinceYear,
      titleCode: person.titleCode,
      year: currentYear(),
      titleRanks: new Map(titles.map((title) => [title.code, title.sort])),
    };
    return { person, facts };
  }

  /** An enabled post type, or 404. */
  async function openPostType(tenantId: number, code: string) {
    const postType = await findPostType(db, tenantId, code);
    if (!postType || !postType.enabled) throw new AppError('NOT_FOUND');
    return postType;
  }

  async function phasesWithConditions(tenantId: number, postTypeCode: string, facts: TeacherFacts, phases: PathPhaseRow[]): Promise<PhaseWithConditions[]> {
    const conditions = await listConditions(db, tenantId, postTypeCode);
    return phases.map((phase) => ({
      ...phase,
      conditions: conditions.filter((row) => row.phaseCode === phase.phaseCode).map((row) => checked(row, facts)),
    }));
  }

  function checked(row: ConditionRow, facts: TeacherFacts): CheckedCondition {
    const condition = toCondition(row);
    return { ...condition, check: checkCondition(condition, facts) };
  }

  return {
    async getChosenTypes(tenant: Tenant, actor: Actor, userId: number, sectionCode: string): Promise<ChosenDevelopmentType[]> {
      await readableUser(tenant, actor, userId);
      return chosenTypes(db, tenant.id, userId, sectionCode);
    },

    async getOfferedTypes(tenant: Tenant, actor: Actor, userId: number, sectionCode: string): Promise<OfferedDevelopmentType[]> {
      await readableUser(tenant, actor, userId);
      const [offered, chosen] = await Promise.all([listOfferedDevelopmentTypes(db, tenant.id, sectionCode), chosenTypes(db, tenant.id, userId, sectionCode)]);
      const chosenCode = chosen[0]?.typeCode;
      return offered.map((type) => ({ ...type, chosen: type.code === chosenCode }));
    },

    async saveChosenType(request: FastifyRequest, tenant: Tenant, actor: Actor, body: SaveChosenTypeBody): Promise<ChosenDevelopmentType> {
      const person = await findPerson(db, tenant.id, actor.userId);
      if (!person || person.teacherUserId === null) throw new AppError('TEACHER_RECORD_MISSING');
      if (!(await isCodeOf(db, 'section', body.sectionCode))) {
        throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.sectionCode', message: 'unknown section' }] });
      }
      const offered = await listOfferedDevelopmentTypes(db, tenant.id, body.sectionCode);
      if (!offered.some((type) => type.code === body.typeCode)) {
        throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.typeCode', message: 'type not offered in this section' }] });
      }
      return inWriteTransaction(db, async (tx) => {
        const [before] = await findChosenTypes(tx, tenant.id, actor.userId, body.sectionCode);
        await upsertChosenType(tx, tenant.id, actor.userId, body.sectionCode, body.typeCode, new Date());
        const [after] = await chosenTypes(tx, tenant.id, actor.userId, body.sectionCode);
        await recordAudit(tx, request, tenant.id, {
          action: 'development.type_chosen',
          entityType: 'teacher_development_type',
          entityId: `${actor.userId}/${body.sectionCode}`,
          before: before ? { typeCode: before.typeCode } : null,
          after: { typeCode: body.typeCode },
        });
        return after!;
      });
    },

    async getOpenPostTypes(tenant: Tenant, actor: Actor, sectionCode: string): Promise<PostType[]> {
      // Once the teacher has chosen a type for the section, only its post types and the common ones are open.
      const [chosen] = await findChosenTypes(db, tenant.id, actor.userId, sectionCode);
      return listPostTypes(db, tenant.id, { sectionCode, enabledOnly: true, ...(chosen ? { typeCode: chosen.typeCode } : {}) });
    },

    async getPhaseConditions(tenant: Tenant, actor: Actor, postTypeCode: string): Promise<PhaseWithConditions[]> {
      await openPostType(tenant.id, postTypeCode);
      const { facts } = await teacherFacts(tenant, actor);
      return phasesWithConditions(tenant.id, postTypeCode, facts, await listPathPhases(db, tenant.id, postTypeCode));
    },

    async getConditions(tenant: Tenant, actor: Actor, postTypeCode: string, phaseCode: string): Promise<CheckedCondition[]> {
      await openPostType(tenant.id, postTypeCode);
      const { facts } = await teacherFacts(tenant, actor);
      const path = await listPathPhases(db, tenant.id, postTypeCode);
      const phase = path.find((step) => step.phaseCode === phaseCode);
      if (!phase) throw new AppError('NOT_FOUND');
      const [withConditions] = await phasesWithConditions(tenant.id, postTypeCode, facts, [phase]);
      return withConditions!.conditions;
    },

    async getConditionFiles(tenant: Tenant, postTypeCode: string, phaseCode: string): Promise<ConditionFile[]> {
      const postType = await openPostType(tenant.id, postTypeCode);
      if (!postType.phaseCodes.includes(phaseCode)) throw new AppError('NOT_FOUND');
      const rows = await listConditionFiles(db, tenant.id, postTypeCode, phaseCode);
      return rows.map((row) => ({ ...row, kinds: row.kinds as FileKind[] }));
    },

    async getSelectablePhases(tenant: Tenant, actor: Actor, postTypeCode: string): Promise<SelectablePhases> {
      await openPostType(tenant.id, postTypeCode);
      const { person, facts } = await teacherFacts(tenant, actor);
      const ladder = await listPhases(db, tenant.id);
      // A teacher with no phase on record stands on the lowest one, as getTeacherCurrentPhase says.
      const current = ladder.find((phase) => phase.code === person.phaseCode) ?? ladder[0];
      if (!current) throw new AppError('NOT_FOUND');
      const above = (await listPathPhases(db, tenant.id, postTypeCode)).filter((phase) => phase.rank > current.rank);
      const phases = await phasesWithConditions(tenant.id, postTypeCode, facts, above);
      return {
        currentPhase: { phaseCode: current.code, phaseName: current.name, phaseNameEn: current.nameEn, rank: current.rank },
        phases: phases.map((phase, index) => ({ ...phase, next: index === 0, eligible: overallEligibility(phase.conditions) })),
      };
    },
  };
}
