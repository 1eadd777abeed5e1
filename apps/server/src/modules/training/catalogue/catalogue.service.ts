import type { CatalogueQuery, CataloguePage, MyTrainingItem, ProgrammeDetail } from '@yanxiu/contract/training';
import type { EnrolmentStatusValue, TrainingKindValue } from '@yanxiu/contract/training-enums';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { decodeCursor, encodeCursor } from './catalogue-cursor';
import { findDetailNames, listCatalogue } from './catalogue.repository';
import { enrolBlockerFor } from '@server/modules/training/enrolment/enrol-blocker';
import { listMyEnrolments } from '@server/modules/training/enrolment/enrolment-list.repository';
import { findEnrolment, findMyEnrolments, findPendingOrderFor } from '@server/modules/training/enrolment/enrolment.repository';
import { findCompletedUnitIds, progressKey, progressOfPairs } from '@server/modules/training/enrolment/training-progress.repository';
import { expireOrders } from '@server/modules/training/orders/order.repository';
import { findProgrammeById, findProgrammesByIds, findUnitsByProgramme } from '@server/modules/training/programmes/programme-read.repository';
import { toMyEnrolment, toProgrammeDetail, toProgrammeSummary } from '@server/modules/training/programmes/programme-view';
import { schoolIdOf, trainingAccess } from '@server/modules/training/training.access';
import type { EventBus } from '@server/platform/events/domain-events';
import { programmeLinksRequested } from './programme-link-events';

type Page<T> = { records: T[]; total: number; current: number; size: number };

/** Teacher-facing reads: the catalogue of a kind, a programme page and the caller's own programmes. */
export const catalogueService = {
  async catalogue(ctx: RequestContext, query: CatalogueQuery): Promise<CataloguePage> {
    const { db, tenantId, actor } = ctx;
    const { rows, total, totalIsLowerBound, next } = await listCatalogue(db, {
      tenantId,
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
      after: query.cursor === undefined ? undefined : decodeCursor(query.sort, query.cursor),
    });
    const mine = await findMyEnrolments(db, tenantId, actor.userId, rows.map((row) => row.id));
    return {
      records: rows.map((row) => toProgrammeSummary(row, mine.get(row.id) ?? null)),
      total,
      totalIsLowerBound,
      nextCursor: next ? encodeCursor(query.sort, next) : null,
      current: query.current,
      size: query.size,
    };
  },

  async detail(ctx: RequestContext, events: EventBus, id: number): Promise<ProgrammeDetail> {
    const { db, tenantId, actor } = ctx;
    const programme = await findProgrammeById(db, tenantId, id);
    // Drafts, archived programmes and other schools' programmes do not exist for the caller unless they manage them.
    if (!programme || !trainingAccess.viewProgrammePage(actor, programme)) throw new AppError('NOT_FOUND');
    const now = new Date();
    // A seat held by an order that has just expired is given back before the seats are shown.
    await expireOrders(db, tenantId, now, actor.userId);
    const [fresh, units, enrolment, pendingOrder] = await Promise.all([
      findProgrammeById(db, tenantId, id),
      findUnitsByProgramme(db, tenantId, id),
      findEnrolment(db, tenantId, id, actor.userId),
      findPendingOrderFor(db, tenantId, actor.userId, id),
    ]);
    const current = fresh ?? programme;
    const [completedUnitIds, names] = await Promise.all([
      findCompletedUnitIds(db, tenantId, actor.userId, units.map((unit) => unit.id)),
      findDetailNames(db, tenantId, current.targetSchoolIds, current.studioId),
    ]);
    const detail = toProgrammeDetail(current, {
      units,
      completedUnitIds,
      ...names,
      myEnrolment: enrolment ?? null,
      enrolBlocker: enrolBlockerFor(actor, current, { now, enrolment, hasPendingOrder: pendingOrder !== undefined }),
      pendingOrderId: pendingOrder?.id ?? null,
    });
    // A fusion programme's research activities link themselves (research answers the event), after the typed links.
    if (current.kind === 'fusion') {
      const links: ProgrammeDetail['linkedActivities'] = [];
      await events.emit({ tx: db, tenantId }, programmeLinksRequested, { programmeId: id, links });
      detail.linkedActivities = [...detail.linkedActivities, ...links];
    }
    return detail;
  },

  async my(
    ctx: RequestContext,
    query: { kind?: TrainingKindValue | undefined; status?: EnrolmentStatusValue | undefined; current: number; size: number },
  ): Promise<Page<MyTrainingItem>> {
    const { db, tenantId, actor } = ctx;
    const { rows, total } = await listMyEnrolments(db, tenantId, actor.userId, { kind: query.kind, status: query.status, page: query.current, size: query.size });
    return { records: await myItems(db, tenantId, actor.userId, rows), total, current: query.current, size: query.size };
  },
};

/** Rows of the caller's enrolments made into list items with their programmes and progress. */
export async function myItems(
  db: Executor,
  tenantId: TenantId,
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
