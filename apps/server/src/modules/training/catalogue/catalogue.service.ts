import type { CatalogueQuery, CataloguePage, MyTrainingItem, ProgrammeDetail } from '@yanxiu/contract/training';
import type { EnrolmentStatusValue, TrainingKindValue } from '@yanxiu/contract/training-enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { studios } from '@server/db/schema/training';
import { hasRole, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { listCatalogue } from './catalogue.repository';
import { listMyEnrolments } from '@server/modules/training/enrolment/enrolment-list.repository';
import { managesProgramme, isVisibleToTeacher, schoolIdOf } from '@server/modules/training/enrolment/enrolment-policy';
import { findEnrolment, findMyEnrolments } from '@server/modules/training/enrolment/enrolment.repository';
import { expireOrders, findPendingOrderFor } from '@server/modules/training/orders/order.repository';
import { findProgrammeById, findProgrammesByIds, findUnitsByProgramme } from '@server/modules/training/programmes/programme-read.repository';
import { enrolBlockerOf, isInAudience, toMyEnrolment, toProgrammeDetail, toProgrammeSummary } from '@server/modules/training/programmes/programme-view';
import { findCompletedUnitIds, progressKey, progressOfPairs } from '@server/modules/training/enrolment/training-progress.repository';

type Page<T> = { records: T[]; total: number; current: number; size: number };

/** Names of org units and a studio's header, for the detail page. */
async function detailNames(db: Executor, tenantId: number, schoolIds: number[], studioId: number | null) {
  const [schools, studio] = await Promise.all([
    schoolIds.length === 0
      ? []
      : db.select({ id: orgUnits.id, name: orgUnits.name }).from(orgUnits).where(and(eq(orgUnits.tenantId, tenantId), inArray(orgUnits.id, schoolIds))),
    studioId === null
      ? []
      : db
          .select({ id: studios.id, name: studios.name, leadName: users.name })
          .from(studios)
          .innerJoin(users, and(eq(users.tenantId, studios.tenantId), eq(users.id, studios.leadUserId)))
          .where(and(eq(studios.tenantId, tenantId), eq(studios.id, studioId))),
  ]);
  const nameOf = new Map(schools.map((row) => [row.id, row.name]));
  return { targetSchoolNames: schoolIds.map((id) => nameOf.get(id) ?? ''), studio: studio[0] ?? null };
}

/** Teacher-facing reads: the catalogue of a kind, a programme page and the caller's own programmes. */
export function createCatalogueService({ db }: AppDeps) {
  return {
    async catalogue(tenant: Tenant, actor: Actor, query: CatalogueQuery): Promise<CataloguePage> {
      const { rows, total, totalIsLowerBound } = await listCatalogue(db, {
        tenantId: tenant.id,
        schoolId: schoolIdOf(actor),
        kind: query.kind,
        keyword: query.keyword || undefined,
        sectionCode: query.sectionCode,
        subjectCode: query.subjectCode,
        level: query.level,
        status: query.status,
        price: query.price,
        studioId: query.studioId === undefined ? undefined : Number(query.studioId),
        sort: query.sort,
        page: query.current,
        size: query.size,
      });
      const mine = await findMyEnrolments(db, tenant.id, actor.userId, rows.map((row) => row.id));
      return {
        records: rows.map((row) => toProgrammeSummary(row, mine.get(row.id) ?? null)),
        total,
        totalIsLowerBound,
        current: query.current,
        size: query.size,
      };
    },

    async detail(tenant: Tenant, actor: Actor, id: number): Promise<ProgrammeDetail> {
      const programme = await findProgrammeById(db, tenant.id, id);
      if (!programme || !(isVisibleToTeacher(programme, actor) || managesProgramme(actor, programme))) throw new AppError('NOT_FOUND');
      const now = new Date();
      // A seat held by an order that has just expired is given back before the seats are shown.
      await expireOrders(db, now, { tenantId: tenant.id, userId: actor.userId });
      const [fresh, units, enrolment, pendingOrder] = await Promise.all([
        findProgrammeById(db, tenant.id, id),
        findUnitsByProgramme(db, tenant.id, id),
        findEnrolment(db, tenant.id, id, actor.userId),
        findPendingOrderFor(db, tenant.id, actor.userId, id),
      ]);
      const current = fresh ?? programme;
      const [completedUnitIds, names] = await Promise.all([
        findCompletedUnitIds(db, tenant.id, actor.userId, units.map((unit) => unit.id)),
        detailNames(db, tenant.id, current.targetSchoolIds, current.studioId),
      ]);
      const activeEnrolment = enrolment && (enrolment.status === 'pending' || enrolment.status === 'enrolled') ? enrolment : undefined;
      return toProgrammeDetail(current, {
        units,
        completedUnitIds,
        ...names,
        myEnrolment: enrolment ?? null,
        enrolBlocker: enrolBlockerOf(current, {
          now,
          isStaffOnly: !hasRole(actor, 'teacher'),
          inAudience: isInAudience(current, schoolIdOf(actor)),
          myEnrolmentStatus: (activeEnrolment?.status as EnrolmentStatusValue | undefined) ?? null,
          hasPendingOrder: pendingOrder !== undefined,
        }),
        pendingOrderId: pendingOrder?.id ?? null,
      });
    },

    async my(
      tenant: Tenant,
      actor: Actor,
      query: { kind?: TrainingKindValue | undefined; status?: EnrolmentStatusValue | undefined; current: number; size: number },
    ): Promise<Page<MyTrainingItem>> {
      const { rows, total } = await listMyEnrolments(db, tenant.id, actor.userId, { kind: query.kind, status: query.status, page: query.current, size: query.size });
      return { records: await myItems(db, tenant.id, actor.userId, rows), total, current: query.current, size: query.size };
    },
  };
}

/** Rows of the caller's enrolments made into list items with their programmes and progress. */
export async function myItems(
  db: Executor,
  tenantId: number,
  userId: number,
  rows: ReadonlyArray<{ enrolment: Parameters<typeof toMyEnrolment>[0] & { programmeId: number }; programmeId: number }>,
): Promise<MyTrainingItem[]> {
  const ids = rows.map((row) => row.programmeId);
  const [programmes, progress] = await Promise.all([
    findProgrammesByIds(db, tenantId, ids),
    progressOfPairs(db, tenantId, ids.map((programmeId) => ({ programmeId, userId }))),
  ]);
  const byId = new Map(programmes.map((programme) => [programme.id, programme]));
  return rows.flatMap((row) => {
    const programme = byId.get(row.programmeId);
    if (!programme) return [];
    return [
      {
        programme: toProgrammeSummary(programme, row.enrolment),
        enrolment: toMyEnrolment(row.enrolment),
        progress: progress.get(progressKey(row.programmeId, userId))!,
      },
    ];
  });
}
