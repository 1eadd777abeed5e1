import type { Executor } from '@server/db/client';

/** How a job is enqueued. */
export type JobSendOptions = {
  /**
   * Writes the job in this transaction: it is queued when the change commits and never when it rolls back, so a
   * change and the work it starts (a notification fan-out) cannot part.
   */
  tx?: Executor;
  /**
   * At most one job per key and queue in each window of singletonSeconds (fixed windows counted from the epoch,
   * default an hour): a second send in the same window is dropped and answers null. A reminder sent twice is sent once.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this time. */
  startAfter?: Date;
};

/** What a job carries: plain data (stored as JSON by pg-boss). */
export type JobData = Record<string, unknown>;

/**
 * A queue and the payload its jobs carry, declared once per module in its `<domain>.queues.ts`: the sender and the
 * worker share the type, so a payload cannot drift from what the worker reads. A run that throws is retried
 * (retryLimit times, default 3), waiting longer each time when retryBackoff is on (the default).
 */
export type Queue<P extends JobData> = {
  /** Unique, dotted by domain: `notifications.fanOut`. */
  readonly name: string;
  readonly retryLimit?: number;
  readonly retryBackoff?: boolean;
  readonly __payload?: P;
};

export function defineQueue<P extends JobData>(name: string, policy: { retryLimit?: number; retryBackoff?: boolean } = {}): Queue<P> {
  return { name, ...policy };
}

/**
 * The one job queue (pg-boss on the app's database, see platform/jobs/jobs.ts). Data must name the tenant as
 * `tenantId` when the job belongs to one: the staff jobs page shows a tenant's staff only their tenant's jobs.
 */
export type JobQueue = {
  /** Enqueues a job for the queue's worker (AppModule.workers); answers its id, or null when a singleton dropped it. */
  send<P extends JobData>(queue: Queue<P>, data: P, options?: JobSendOptions): Promise<string | null>;
};
