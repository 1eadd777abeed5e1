import sse from '@fastify/sse';
import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { createLiveHub } from './live-hub';
import { countUnreadNotifications } from './notifications.service';

// A stream ends at the latest after this (or when the session expires): the client reconnects, which re-checks the
// session, so a signed-out or disabled user's stream does not outlive them.
const STREAM_MAX_MILLISECONDS = 10 * 60_000;

/**
 * The bell's live count over server-sent events (@fastify/sse): the count at once, then each time it changes, from
 * whichever process committed the change (the hub LISTENs on the database). Events: `unread` with `{ count }`.
 */
export const liveStream: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(sse, { heartbeatInterval: 25_000 });
  // The hub is this app's (its open streams and its LISTEN connection), built once when the plugin registers.
  const hub = createLiveHub(deps.database, app.log);
  // Open streams would hold the server's close forever: end them first.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });
  app.addHook('onClose', () => hub.close());

  app.get(
    ApiPaths.notificationStream,
    {
      sse: 'only',
      // @fastify/sse refuses a client whose Accept excludes text/event-stream with a 406 body of its own, which is not
      // the envelope the route's schema promises (its serialisation failed: a 500). The refusal stands, in the envelope
      // (the error handler's answer passes here again, already an envelope).
      preSerialization: async (_request, reply, payload) => {
        const isEnvelope = typeof payload === 'object' && payload !== null && 'msg' in payload;
        if (reply.statusCode === ErrorCodes.NOT_ACCEPTABLE.http && !isEnvelope) throw new AppError('NOT_ACCEPTABLE');
        return payload;
      },
      schema: {
        tags: ['notifications'],
        summary: "The caller's unread count as server-sent events (text/event-stream), live",
        description:
          'Sends `event: unread` with `{"count":n}` at once and after each change. Ends at the session\'s expiry or after 10 minutes; reconnect. Every signed-in user, about themselves.',
        querystring: AppIdQuery,
        response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      await hub.ready();
      reply.sse.keepAlive();
      const send = (count: number) => {
        if (reply.sse.isConnected) void reply.sse.send({ event: 'unread', data: { count } }).catch(() => undefined);
      };
      const remove = hub.add(ctx.tenantId, ctx.actor.userId, send);
      const lifetime = Math.max(1000, Math.min(STREAM_MAX_MILLISECONDS, ctx.actor.sessionExpiresAt.getTime() - Date.now()));
      const close = () => reply.sse.close();
      const timer = setTimeout(close, lifetime);
      timer.unref();
      open.add(close);
      app.metrics.openStreams.inc();
      reply.sse.onClose(() => {
        clearTimeout(timer);
        open.delete(close);
        remove();
        app.metrics.openStreams.dec();
      });
      send(await countUnreadNotifications(ctx));
    },
  );
};
