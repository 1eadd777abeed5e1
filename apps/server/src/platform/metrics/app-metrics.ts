import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '@server/db/client';
import { collectJobQueues } from './job-queue-gauges';

/**
 * The app's figures in the Prometheus format, one registry per built app (tests build many apps in one process; a
 * process-wide registry would mix their counts and refuse the second app's metric names). Where a figure comes from
 * calls it here (request hook, live stream, uploads); the database's and the job queue's are read when scraped.
 */
export type AppMetrics = {
  registry: Registry;
  /** Requests answered, by method, route pattern (never the raw URL: one series per address would be unbounded) and status class. */
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  /** Open server-sent event streams of this process (the notification bell's live count). */
  openStreams: Gauge;
  /** Bytes of uploads that completed, by how they came (`multipart` one request, `tus` resumable). */
  uploadedBytes: Counter<'kind'>;
};

/** Route label of a request the router matched to nothing: one series for all of them. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The app's metrics. `processMetrics` adds Node's own (CPU, memory, event loop, garbage collection), which start
 * timers and observers of their own: only for an app that serves its metrics.
 */
export function createAppMetrics(database: DatabaseHandle, options: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const metrics: AppMetrics = {
    registry,
    httpRequests: new Counter({ name: 'yanxiu_http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] }),
    httpDuration: new Histogram({
      name: 'yanxiu_http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    openStreams: new Gauge({
      name: 'yanxiu_event_streams_open',
      help: 'Open server-sent event streams (live bell)',
      registers: [registry],
    }),
    uploadedBytes: new Counter({
      name: 'yanxiu_upload_bytes_total',
      help: 'Bytes of completed uploads',
      labelNames: ['kind'],
      registers: [registry],
    }),
  };
  registerPoolGauges(registry, database);
  collectJobQueues(registry, database);
  return metrics;
}

type PoolUse = ReturnType<NonNullable<DatabaseHandle['poolUse']>>;

/** PostgreSQL's connection pool, read when scraped; PGlite has no pool (one connection inside the process) and no such series. */
function registerPoolGauges(registry: Registry, database: DatabaseHandle): void {
  const poolUse = database.poolUse;
  if (!poolUse) return;
  const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolUse()));
      },
    });
  gauge('yanxiu_db_pool_connections', 'Connections the pool holds (in use and idle)', (use) => use.total);
  gauge('yanxiu_db_pool_idle_connections', 'Connections of the pool free for a query', (use) => use.idle);
  gauge('yanxiu_db_pool_waiting_queries', 'Queries waiting for a free connection of the pool', (use) => use.waiting);
  new Gauge({ name: 'yanxiu_db_pool_max_connections', help: 'Largest number of connections the pool opens', registers: [registry] }).set(
    poolUse().max,
  );
}
