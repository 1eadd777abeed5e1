import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import type { RecurringJob } from '@server/platform/module';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { notify } from '@server/modules/notifications/notifications.public';
import { claimReminder, listDueReminders, participantIds } from './activity.repository';

/** How long before the start participants are reminded. */
export const REMIND_BEFORE_MS = 60 * 60 * 1000;
const BATCH = 100;

/**
 * Tells the participants of activities starting within the hour that they start soon (`activity.startingSoon`), in
 * every tenant. Each activity is claimed by a guarded update in its own transaction, with its notification, so
 * processes sweeping at once remind once.
 */
export async function remindStartingActivities(deps: AppDeps, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const { db } = deps;
  let reminded = 0;
  for (const due of await listDueReminders(db, now, new Date(now.getTime() + REMIND_BEFORE_MS), BATCH)) {
    try {
      const done = await db.transaction(async (tx) => {
        const tenantId = asTenantId(due.tenantId);
        const claimed = await claimReminder(tx, tenantId, due.id, now);
        if (!claimed) return false;
        const userIds = await participantIds(tx, tenantId, due.id);
        if (userIds.length > 0) {
          await notify(eventScopeFromDeps(deps, tx, tenantId), {
            audience: { kind: 'users', userIds },
            kind: 'activity.startingSoon',
            params: { title: claimed.title.slice(0, 500) },
            link: `/research/ActivityCover/${due.id}`,
            objectRef: `research_activity:${due.id}`,
          });
        }
        return true;
      });
      if (done) reminded += 1;
    } catch (error) {
      log?.error({ err: error, activityId: due.id }, 'could not remind of a research activity');
    }
  }
  return reminded;
}

export const remindStartingActivitiesJob: RecurringJob = {
  name: 'research.remindStarting',
  everySeconds: () => 60,
  run: (deps, log) => remindStartingActivities(deps, new Date(), log),
};
