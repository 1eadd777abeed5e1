import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type AppMetrics } from './app-metrics';

/** Counts and times every answered request under its route pattern (`/api/files/:id`, never the address asked for). */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
