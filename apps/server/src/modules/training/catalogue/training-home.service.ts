import type { TrainingHome } from '@yanxiu/contract/training';
import type { Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { listRecommended } from './catalogue.repository';
import { myItems } from './catalogue.service';
import { countPendingForStaff, listRunningEnrolments } from '@server/modules/training/enrolment/enrolment-list.repository';
import { schoolIdOf, staffScopeOf } from '@server/modules/training/enrolment/enrolment-policy';
import { localDay } from '@server/modules/training/enrolment/enrolment.service';
import { countPendingOrders, expireOrders } from '@server/modules/training/orders/order.repository';
import { toProgrammeSummary } from '@server/modules/training/programmes/programme-view';

/** The training parts of the home page. */
export function createTrainingHomeService({ db }: AppDeps) {
  return {
    async home(tenant: Tenant, actor: Actor): Promise<TrainingHome> {
      const now = new Date();
      await expireOrders(db, now, { tenantId: tenant.id, userId: actor.userId });
      const scope = staffScopeOf(actor);
      const [recommended, running, pendingOrders, enrolmentsToDecide] = await Promise.all([
        listRecommended(db, tenant.id, actor.userId, schoolIdOf(actor), now, 6),
        listRunningEnrolments(db, tenant.id, actor.userId, localDay(now)),
        countPendingOrders(db, tenant.id, actor.userId),
        scope ? countPendingForStaff(db, tenant.id, scope) : Promise.resolve(0),
      ]);
      const items = await myItems(db, tenant.id, actor.userId, running);
      // Least progress first: what the teacher has most left to do; ties keep the newest enrolment first.
      const inProgress = items
        .map((item, index) => ({ item, index }))
        .sort((a, b) => a.item.progress.percent - b.item.progress.percent || a.index - b.index)
        .slice(0, 4)
        .map(({ item }) => item);
      return { recommended: recommended.map((row) => toProgrammeSummary(row)), inProgress, pendingOrders, enrolmentsToDecide };
    },
  };
}
