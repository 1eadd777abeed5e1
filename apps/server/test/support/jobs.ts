import type { QueueWorker } from '@server/platform/module';
import { bossOf, registerWorker, runQueuedJobs as runDueJobs } from '@server/platform/jobs/jobs';
import type { TestApp } from './test-app';

/**
 * Runs every job due now on the app's queues until none is left (test apps run no workers of their own: JOBS_RUN is
 * off); answers how many ran. Jobs a run enqueues are run too.
 */
export function runQueuedJobs(t: TestApp): Promise<number> {
  return runDueJobs(t.deps, t.app.log);
}

/** Creates a queue for a worker only a test has, with the worker's retry policy, and adds the worker to the app. */
export async function addTestWorker(t: TestApp, worker: QueueWorker, retryDelaySeconds = 30): Promise<void> {
  const { queue } = worker;
  const options = {
    name: queue.name,
    retryLimit: queue.retryLimit ?? 3,
    retryDelay: retryDelaySeconds,
    retryBackoff: queue.retryBackoff ?? true,
  };
  await bossOf(t.deps.jobs).createQueue(queue.name, options);
  registerWorker(t.deps.jobs, worker);
}
