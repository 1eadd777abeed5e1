import { AppIdQuery } from '@yanxiu/contract/envelope';
import {
  MarkedRead,
  MarkNotificationsReadBody,
  NotificationListQuery,
  NotificationPage,
  NotificationPreferencesView,
  SaveNotificationPreferencesBody,
  UnreadCount,
} from '@yanxiu/contract/notifications';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { liveStream } from './live-stream';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  notificationPreferences,
  saveNotificationPreferences,
} from './notifications.service';

const tags = ['notifications'];
const own = 'Every signed-in user, about their own notifications only (the caller is the recipient).';

/** The caller's notifications, the bell's count (and its live stream), read marks and channel choices. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    ApiPaths.notificationList,
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, paged, with the unread count",
        description: `Filters: kind, unread=true. Each carries kind and params (rendered in the reader's language by the client) and a link to its object. ${own}`,
        querystring: NotificationListQuery,
        response: responses(NotificationPage),
      },
    },
    async (request) => ok(await listNotifications(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.notificationUnreadCount,
    {
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread (the bell)",
        description: own,
        querystring: AppIdQuery,
        response: responses(UnreadCount),
      },
    },
    async (request) => ok({ count: await countUnreadNotifications(contextOf(request)) }),
  );

  await app.register(liveStream, deps);

  app.post(
    ApiPaths.notificationMarkRead,
    {
      schema: {
        tags,
        summary: "Mark some of the caller's notifications read",
        description: `Ids that are not the caller's, or already read, are left alone (counted out of \`marked\`). ${own}`,
        querystring: AppIdQuery,
        body: MarkNotificationsReadBody,
        response: responses(MarkedRead),
      },
    },
    async (request) => ok(await markNotificationsRead(contextOf(request), request.body.ids)),
  );

  app.post(
    ApiPaths.notificationMarkAllRead,
    {
      schema: {
        tags,
        summary: "Mark all the caller's notifications read",
        description: own,
        querystring: AppIdQuery,
        response: responses(MarkedRead),
      },
    },
    async (request) => ok(await markAllNotificationsRead(contextOf(request))),
  );

  app.get(
    ApiPaths.notificationPreferences,
    {
      schema: {
        tags,
        summary: "The caller's outside channels (e-mail, WeChat): on or off, the address, and whether this server offers each",
        description: `The in-app list is always on. ${own}`,
        querystring: AppIdQuery,
        response: responses(NotificationPreferencesView),
      },
    },
    async (request) => ok(await notificationPreferences(contextOf(request))),
  );

  app.post(
    ApiPaths.notificationSavePreferences,
    {
      schema: {
        tags,
        summary: "Save the caller's outside channels",
        description: `An address is required for a channel that is on (422); a channel this server is not configured for cannot be turned on (422). ${own}`,
        querystring: AppIdQuery,
        body: SaveNotificationPreferencesBody,
        response: responses(NotificationPreferencesView),
      },
    },
    async (request) => ok(await saveNotificationPreferences(contextOf(request), request.body)),
  );
};
