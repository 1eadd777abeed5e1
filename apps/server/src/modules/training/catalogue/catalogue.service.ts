import type { CatalogueQuery, MyTrainingItem, ProgrammeDetail } from '@yanxiu/contract/training';
import type { EnrolmentStatusValue, TrainingKindValue } from '@yanxiu/contract/training-enums';
import type { Db, Executor } from '@server/db/client';
import { ok } from '@server/platform/http/envelope';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { decodeCursor, encodeCursor } from './catalogue-cursor';
import { CATALOGUE_CACHE_PAGES, cataloguePageKey, createCataloguePageCache, type CachedCataloguePage } from './catalogue-cache';
import { findCatalogueVersionAndEnrolments, findDetailNames, listCatalogue, type CatalogueEnrolment } from './catalogue.repository';
import { enrolBlockerFor } from '@server/modules/training/enrolment/enrol-blocker';
import { listMyEnrolments } from '@server/modules/training/enrolment/enrolment-list.repository';
import { findEnrolment, findPendingOrderFor } from '@server/modules/training/enrolment/enrolment.repository';
import { findCompletedUnitIds, progressKey, progressOfPairs } from '@server/modules/training/enrolment/training-progress.repository';
import { expireOrders } from '@server/modules/training/orders/order.repository';
import {
  findProgrammeById,
  findProgrammesByIds,
  findUnitsByProgramme,
} from '@server/modules/training/programmes/programme-read.repository';
import { toMyEnrolment, toProgrammeDetail, toProgrammeSummary } from '@server/modules/training/programmes/programme-view';
import { schoolIdOf, trainingAccess } from '@server/modules/training/training.access';
import { programmeLinksRequested } from './programme-link-events';

type Page<T> = { records: T[]; total: number; current: number; size: number };

// One page cache per database: tests (and tools) open several apps, each on its own database, in one process.
const pageCaches = new WeakMap<Db, ReturnType<typeof createCataloguePageCache>>();
function pageCacheOf(db: Db) {
  let pages = pageCaches.get(db);
  if (pages === undefined) {
    pages = createCataloguePageCache(CATALOGUE_CACHE_PAGES);
    pageCaches.set(db, pages);
  }
  return pages;
}

// `{"code":0,"msg":"success","data":` of every success envelope.
const ENVELOPE_HEAD = JSON.stringify(ok(0)).slice(0, -2);

/** A kept page with the caller's enrolments, as its success envelope's JSON (`CataloguePage` in the contract). */
function pageJson(page: CachedCataloguePage, mine: ReadonlyMap<number, CatalogueEnrolment>): string {
  let records = '';
  for (let index = 0; index < page.ids.length; index += 1) {
    const enrolment = mine.get(page.ids[index]!);
    records += `${index === 0 ? '' : ','}${page.records[index]},"myEnrolment":${enrolment ? JSON.stringify(toMyEnrolment(enrolment)) : 'null'}}`;
  }
  return `${ENVELOPE_HEAD}{"records":[${records}],${page.tail}}`;
}

// Teacher-facing reads: the catalogue of a kind, a programme page and the caller's own programmes.

/**
 * A catalogue page as the JSON of its success envelope (see catalogue-cache.ts): from this process's cache while the
 * tenant's catalogue version it was read at is current, otherwise read and kept.
 */
export async function cataloguePageJson(ctx: RequestContext, query: CatalogueQuery): Promise<string> {
  const { db, tenantId, actor } = ctx;
  const schoolId = schoolIdOf(actor);
  // Decoded first, so a bad cursor is a 400 whether or not a page is kept for it.
  const after = query.cursor === undefined ? undefined : decodeCursor(query.sort, query.cursor);
  const pages = pageCacheOf(db);
  const key = cataloguePageKey(tenantId, schoolId, query);
  const kept = pages.get(key);
  // Read before the page (or with the kept page's enrolments): a page read after it holds every change it counts.
  const current = await findCatalogueVersionAndEnrolments(db, tenantId, actor.userId, kept?.ids ?? []);
  if (kept && kept.version === current.version) return pageJson(kept, current.mine);
  const { rows, total, totalIsLowerBound, next } = await listCatalogue(db, {
    tenantId,
    schoolId,
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
    after,
  });
  const page: CachedCataloguePage = {
    version: current.version,
    ids: rows.map((row) => row.id),
    records: rows.map((row) => {
      const { myEnrolment: _perCaller, ...shared } = toProgrammeSummary(row);
      return JSON.stringify(shared).slice(0, -1);
    }),
    tail: JSON.stringify({
      total,
      totalIsLowerBound,
      nextCursor: next ? encodeCursor(query.sort, next) : null,
      current: query.current,
      size: query.size,
    }).slice(1),
  };
  pages.set(key, page);
  const { mine } = await findCatalogueVersionAndEnrolments(db, tenantId, actor.userId, page.ids);
  return pageJson(page, mine);
}

/** A programme's page for the caller: its units, their progress, the caller's enrolment and what blocks enrolling. */
export async function programmeDetail(ctx: RequestContext, id: number): Promise<ProgrammeDetail> {
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
    findCompletedUnitIds(
      db,
      tenantId,
      actor.userId,
      units.map((unit) => unit.id),
    ),
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
    await ctx.events.emit(eventScopeOf(ctx, db), programmeLinksRequested, { programmeId: id, links });
    detail.linkedActivities = [...detail.linkedActivities, ...links];
  }
  return detail;
}

/** The caller's own programmes, by kind and enrolment status. */
export async function myProgrammes(
  ctx: RequestContext,
  query: { kind?: TrainingKindValue | undefined; status?: EnrolmentStatusValue | undefined; current: number; size: number },
): Promise<Page<MyTrainingItem>> {
  const { db, tenantId, actor } = ctx;
  const { rows, total } = await listMyEnrolments(db, tenantId, actor.userId, {
    kind: query.kind,
    status: query.status,
    page: query.current,
    size: query.size,
  });
  return { records: await myItems(db, tenantId, actor.userId, rows), total, current: query.current, size: query.size };
}

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
    progressOfPairs(
      db,
      tenantId,
      ids.map((programmeId) => ({ programmeId, userId })),
    ),
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
