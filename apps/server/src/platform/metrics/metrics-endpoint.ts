import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '@server/config';
import type { AppMetrics } from './app-metrics';
import { installRequestMetrics } from './request-metrics';

/** Where Prometheus scrapes, outside the API (no tenant, no session, no rate limit) like the convention has it. */
export const METRICS_PATH = '/metrics';

type MetricsSettings = Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'HOST'>;

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`. Both sides are hashed first so the comparison takes
 * the same time whatever the length or the first differing character of a guess.
 */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  return timingSafeEqual(digestOf(match?.[1] ?? ''), digestOf(token)) && match !== null;
}

function metricsHandler(metrics: AppMetrics, token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The same answer for a missing and a wrong token, which says nothing of the token or of what the page holds.
    if (!hasMetricsToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized');
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  };
}

/**
 * Serves the metrics when METRICS_TOKEN is set (otherwise the path is unknown: 404): on the app's own port, or on
 * METRICS_PORT, a server of its own that only answers this path, for a port the load balancer does not publish.
 * Counting requests starts only when they are served.
 */
export function installMetricsEndpoint(app: FastifyInstance, metrics: AppMetrics, config: MetricsSettings): void {
  const token = config.METRICS_TOKEN;
  if (!token) return;
  installRequestMetrics(app, metrics);
  const route = { schema: { hide: true }, config: { anyHost: true } };
  if (!config.METRICS_PORT) {
    app.get(METRICS_PATH, route, metricsHandler(metrics, token));
    return;
  }
  const internal = Fastify({ logger: false });
  internal.get(METRICS_PATH, route, metricsHandler(metrics, token));
  const port = config.METRICS_PORT;
  app.addHook('onReady', async () => {
    await internal.listen({ host: config.HOST, port });
  });
  app.addHook('onClose', async () => {
    await internal.close();
  });
}
