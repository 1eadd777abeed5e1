import type {
  MarkedRead,
  NotificationItem,
  NotificationKind,
  NotificationListQuery,
  NotificationPage,
  NotificationParams,
  NotificationPreferences,
  NotificationPreferencesView,
} from '@yanxiu/contract/notifications';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { channelOf } from './channels/channels';
import { LIVE_CHANNEL } from './fan-out-queue';
import { notificationAccess } from './notifications.access';
import { announce, countUnread, findChannelSettings, listForUser, markRead, saveChannelSettings } from './notifications.repository';

function own(ctx: RequestContext) {
  requireAccess(ctx.actor, notificationAccess.ownNotifications);
  return { tenantId: ctx.tenantId, userId: ctx.actor.userId };
}

/** Marks read in one transaction and tells the caller's other open tabs (on any process) their new count. */
async function mark(ctx: RequestContext, ids: readonly number[] | undefined): Promise<MarkedRead> {
  const { tenantId, userId } = own(ctx);
  return ctx.transaction(async (tx) => {
    const marked = await markRead(tx, tenantId, userId, ids, new Date());
    if (marked > 0) await announce(tx, LIVE_CHANNEL, JSON.stringify({ tenantId, userId }));
    return { marked, unread: await countUnread(tx, tenantId, userId) };
  });
}

/** A page of the caller's notifications, newest first, with their unread count. */
export async function listNotifications(ctx: RequestContext, query: NotificationListQuery): Promise<NotificationPage> {
  const { tenantId, userId } = own(ctx);
  const filter = { tenantId, userId, kind: query.kind, unreadOnly: query.unread === 'true', page: query.current, size: query.size };
  const [{ rows, total }, unread] = await Promise.all([listForUser(ctx.db, filter), countUnread(ctx.db, tenantId, userId)]);
  const records: NotificationItem[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    params: row.params as NotificationParams,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { records, total, current: query.current, size: query.size, unread };
}

/** How many of the caller's notifications are unread (the bell). */
export function countUnreadNotifications(ctx: RequestContext): Promise<number> {
  const { tenantId, userId } = own(ctx);
  return countUnread(ctx.db, tenantId, userId);
}

/** Marks some of the caller's notifications read; ids not theirs, or already read, are left alone. */
export function markNotificationsRead(ctx: RequestContext, ids: readonly number[]): Promise<MarkedRead> {
  return mark(ctx, ids);
}

/** Marks all the caller's notifications read. */
export function markAllNotificationsRead(ctx: RequestContext): Promise<MarkedRead> {
  return mark(ctx, undefined);
}

/** The caller's outside channels (on or off, the address) and whether this server offers each. */
export async function notificationPreferences(ctx: RequestContext): Promise<NotificationPreferencesView> {
  const { tenantId, userId } = own(ctx);
  const saved = new Map((await findChannelSettings(ctx.db, tenantId, userId)).map((setting) => [setting.channel, setting]));
  const view = (channel: 'email' | 'wechat') => ({
    enabled: saved.get(channel)?.enabled ?? false,
    address: saved.get(channel)?.address ?? '',
  });
  const available = (channel: 'email' | 'wechat') => channelOf(channel)?.configured(ctx.config) ?? false;
  return { email: view('email'), wechat: view('wechat'), available: { email: available('email'), wechat: available('wechat') } };
}

/** Saves both channels' choices; turning on a channel this server cannot deliver through is refused (422). */
export async function saveNotificationPreferences(
  ctx: RequestContext,
  preferences: NotificationPreferences,
): Promise<NotificationPreferencesView> {
  const { tenantId, userId } = own(ctx);
  const settings = (['email', 'wechat'] as const).map((channel) => ({ channel, ...preferences[channel] }));
  for (const setting of settings) {
    if (setting.enabled && !channelOf(setting.channel)?.configured(ctx.config)) {
      throw new AppError('UNPROCESSABLE', {
        issues: [{ path: `body.${setting.channel}.enabled`, message: 'this server does not deliver through this channel' }],
      });
    }
  }
  await ctx.transaction((tx) => saveChannelSettings(tx, tenantId, userId, settings, new Date()));
  return notificationPreferences(ctx);
}
