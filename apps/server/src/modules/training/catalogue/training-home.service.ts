import type { TrainingHome } from '@yanxiu/contract/training';
import type { RequestContext } from '@server/platform/context/request-context';
import { chinaDay } from '@server/platform/time/china-time';
import { listRecommended } from './catalogue.repository';
import { myItems } from './catalogue.service';
import { countPendingForStaff, listRunningEnrolments } from '@server/modules/training/enrolment/enrolment-list.repository';
import { countPendingAndOverdueOrders, expireOrders } from '@server/modules/training/orders/order.repository';
import { toProgrammeSummary } from '@server/modules/training/programmes/programme-view';
import { schoolIdOf, staffScopeOf } from '@server/modules/training/training.access';

/** The training parts of the home page. */
export async function trainingHome(ctx: RequestContext): Promise<TrainingHome> {
  const { db, tenantId, actor } = ctx;
  const now = new Date();
  const scope = staffScopeOf(actor);
  const read = () =>
    Promise.all([
      listRecommended(db, tenantId, actor.userId, schoolIdOf(actor), now, 6),
      listRunningEnrolments(db, tenantId, actor.userId, chinaDay(now)),
      countPendingAndOverdueOrders(db, tenantId, actor.userId, now),
      scope ? countPendingForStaff(db, tenantId, scope) : Promise.resolve(0),
    ]);
  let [recommended, running, orders, enrolmentsToDecide] = await read();
  // A seat held by an order that has just expired is given back before seats are shown. Orders rarely lapse while
  // their buyer looks, so the sweep (a write) runs, and the reads again, only when one of theirs is overdue.
  if (orders.overdue > 0) {
    await expireOrders(db, tenantId, now, actor.userId);
    [recommended, running, orders, enrolmentsToDecide] = await read();
  }
  const pendingOrders = orders.pending;
  const items = await myItems(db, tenantId, actor.userId, running);
  // Least progress first: what the teacher has most left to do; ties keep the newest enrolment first.
  const inProgress = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.progress.percent - b.item.progress.percent || a.index - b.index)
    .slice(0, 4)
    .map(({ item }) => item);
  return { recommended: recommended.map((row) => toProgrammeSummary(row)), inProgress, pendingOrders, enrolmentsToDecide };
}
