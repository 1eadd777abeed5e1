import type { NotificationKind, NotificationParams } from '@yanxiu/contract/notifications';
import type { EventScope } from '@server/platform/events/domain-events';
import type { Audience } from './audience.repository';
import { announce, insertMessage } from './notifications.repository';

/** What to tell: rendered on the reader's client from kind + params; `link` is a path of the web app. */
export type Notification = {
  audience: Audience;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  objectRef?: string;
};

/** The channel a committed message is announced on, so a process fans it out at once (the sweep catches the rest). */
export const OUTBOX_CHANNEL = 'yanxiu_notification_outbox';

/**
 * Tells an audience something, in the caller's transaction: the message is written with the change that caused it
 * and rolls back with it. PostgreSQL delivers NOTIFY only at commit, so the fan-out (a queued job, see
 * fan-out.ts) never starts for a change that did not happen. Answers the message id.
 */
export async function notify(scope: EventScope, notification: Notification): Promise<number> {
  if (!notification.link.startsWith('/') || notification.link.startsWith('//')) throw new Error(`notification link must be an app path: ${notification.link}`);
  const id = await insertMessage(scope.tx, scope.tenantId, notification);
  await announce(scope.tx, OUTBOX_CHANNEL, `${scope.tenantId}:${id}`);
  return id;
}
