import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { TopicLimits } from '@yanxiu/contract/topic-enums';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import type { RecurringJob } from '@server/platform/module';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { chinaDay } from '@server/platform/time/china-time';
import { notify } from '@server/modules/notifications/notifications.public';
import { addDays } from './deadlines';
import { listDueForReminderAcrossTenants, markReminded } from '@server/modules/topic/applications/topics.repository';

const BATCH = 500;

/**
 * Reminds hosts of a stage due within the reminder window (or already overdue) once per stage: each topic is marked
 * with the stage it was reminded of in the transaction that writes the notification, under a guard, so a repeated
 * or concurrent run tells nobody twice. A later period end (an approved change) clears the mark.
 */
export const stageRemindersJob: RecurringJob = {
  name: 'topic.stageReminders',
  everySeconds: () => 3600,
  async run(deps: AppDeps, _log: FastifyBaseLogger) {
    const { db } = deps;
    const until = addDays(chinaDay(new Date()), TopicLimits.reminderDays);
    const due = await listDueForReminderAcrossTenants(db, until, BATCH);
    let told = 0;
    for (const topic of due) {
      if (!topic.kind || !topic.dueOn) continue;
      const tenantId = asTenantId(topic.tenantId);
      const kind = topic.kind;
      const dueOn = topic.dueOn;
      const sent = await db.transaction(async (tx) => {
        if (!(await markReminded(tx, tenantId, topic.id, kind))) return false;
        await notify(eventScopeFromDeps(deps, tx, tenantId), {
          audience: { kind: 'users', userIds: [topic.hostUserId] },
          kind: 'topic.stageDue',
          params: { title: topic.title, stage: kind, dueOn },
          link: `/scientific/myTopic/hostPage/${topic.id}`,
          objectRef: `topic:${topic.id}:${kind}`,
        });
        return true;
      });
      if (sent) told += 1;
    }
    return told;
  },
};
