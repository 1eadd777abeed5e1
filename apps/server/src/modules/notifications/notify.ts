import type { EventScope } from '@server/platform/events/domain-events';
import { fanOutQueue } from './notifications.queues';
import type { Notification } from './notification';
import { insertMessage } from './notifications.repository';

export type { Notification } from './notification';

/**
 * Tells an audience something, in the caller's transaction: the message and its fan-out job are written with the
 * change that caused it and roll back with it. The job (fan-out.ts) resolves the audience when it runs and gives
 * each recipient their row, so the caller's transaction stays one insert however large the audience. Answers the
 * message id.
 */
export async function notify(scope: EventScope, notification: Notification): Promise<number> {
  if (!notification.link.startsWith('/') || notification.link.startsWith('//'))
    throw new Error(`notification link must be an app path: ${notification.link}`);
  const id = await insertMessage(scope.tx, scope.tenantId, notification);
  await scope.jobs.send(fanOutQueue, { tenantId: scope.tenantId, messageId: id }, { tx: scope.tx });
  return id;
}
