import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import type { DemoSeed } from './demo/demo-seed';
import type { JobData, Queue } from './jobs/job-queue';
import type { EventBus } from './events/domain-events';
import type { RegisteredServerLoader } from './server-loader/server-loader';
import type { TodoSource } from './todo/todo-source';
import type { ReviewListSource } from './review/review-list-source';

/**
 * What a domain module offers the app, exported from its public surface (`<domain>.public.ts`): its route plugins
 * (registered under /api in this order), its background jobs and its reactions to other domains' events.
 */
export type AppModule = {
  name: string;
  routes: ReadonlyArray<FastifyPluginAsyncZod<AppDeps>>;
  jobs?: readonly RecurringJob[];
  /** Queue workers: each runs the jobs `deps.jobs.send` enqueued under its name. */
  workers?: readonly QueueWorker[];
  /** What the module puts on people's one to-do list (modules/todo reads them from MODULES). */
  todo?: readonly TodoSource[];
  /** The module's reviews on the staff's one review list (modules/review reads them from MODULES). */
  review?: readonly ReviewListSource[];
  /** Routes of the web app whose data and head tags the server loads (spec 7; platform/server-loader). */
  serverLoaders?: readonly RegisteredServerLoader[];
  /** Subscribes the module's handlers to other domains' events (called once per built app). */
  subscribe?(events: EventBus, deps: AppDeps): void;
  /** The module's demo material, seeded into the empty demo tenant when demo data is on (seed/demo-data.ts). */
  demo?: DemoSeed;
};

/**
 * Recurring background work a module declares (sweeps). Modules declare jobs; platform/jobs runs them on pg-boss: each
 * job has a queue and a schedule (cron, from everySeconds, minute resolution), pg-boss's clock enqueues each run once
 * across any number of processes and one process's worker runs it. A failed run is logged and not retried; the next
 * scheduled run tries again. Runs must still tolerate a repeat (a process dying mid-run), as today's do: each is one
 * guarded statement per row. pg-boss over graphile-worker: docs/architecture.md, "Background jobs".
 */
export type RecurringJob = {
  /** Unique, dotted by domain: `training.expireOrders`. */
  name: string;
  /** Seconds between runs; 0 switches the job off (a setting may do so). */
  everySeconds(deps: AppDeps): number;
  /** One run; answers how many items it handled, for the log. */
  run(deps: AppDeps, log: FastifyBaseLogger): Promise<number>;
};

/**
 * Runs the jobs of one queue (its retry policy is the queue's); each job is run by one process at a time. Runs must
 * tolerate a repeat: a process that dies mid-run leaves its job to be run again once it expires.
 */
export type QueueWorker<P extends JobData = JobData> = {
  queue: Queue<P>;
  run(deps: AppDeps, data: P, log: FastifyBaseLogger): Promise<void>;
};

/** A worker of a queue, typed by the queue's payload. */
export function queueWorker<P extends JobData>(queue: Queue<P>, run: QueueWorker<P>['run']): QueueWorker {
  return { queue, run } as unknown as QueueWorker;
}
