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

/**
 * The one job queue (pg-boss on the app's database, see platform/jobs/jobs.ts). Data must name the tenant as
 * `tenantId` when the job belongs to one: the staff jobs page shows a tenant's staff only their tenant's jobs.
 */
export type JobQueue = {
  /** Enqueues a job for the queue's worker (AppModule.workers); answers its id, or null when a singleton dropped it. */
  send(name: string, data: Record<string, unknown>, options?: JobSendOptions): Promise<string | null>;
};
