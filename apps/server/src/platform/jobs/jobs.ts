import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor } from '@server/db/client';
import type { AppDeps } from '@server/platform/deps';
import { storableError } from '@server/platform/logging/log-scrub';
import type { AppModule, QueueWorker, RecurringJob } from '@server/platform/module';
import { bossDbOf, bossDbOfTx } from './boss-db';
import type { JobQueue } from './job-queue';
import { cronOf } from './recurring';

// Why pg-boss (10.x, the last line that runs on Node 20) rather than graphile-worker: pg-boss takes a custom `db`
// executor, so the same queue runs on the embedded PGlite default and on PostgreSQL; graphile-worker needs a real `pg`
// pool and LISTEN/NOTIFY. docs/architecture.md, "Background jobs".

const SCHEMA = 'pgboss';
/** A queue worker's retries when it names none: three, the first after 30 s, doubling (with jitter). */
const DEFAULT_RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;

/** The queues of the app: one per queue worker, and one per recurring job (its schedule enqueues a run). */
export function queuesOf(modules: readonly AppModule[]): { workers: QueueWorker[]; recurring: RecurringJob[] } {
  return { workers: modules.flatMap((module) => module.workers ?? []), recurring: modules.flatMap((module) => module.jobs ?? []) };
}

function newBoss(handle: DatabaseHandle, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  // Maintenance (archiving, expiring) and the cron clock run only where jobs run (startJobs turns them on).
  return new PgBoss({ db: bossDbOf(handle), schema: SCHEMA, migrate: false, supervise: false, schedule: false, ...options });
}

/**
 * Installs (or upgrades) pg-boss's tables and creates every queue with its retry policy. Part of preparing the
 * database, beside the migrations: once per database (the tests' template has them), never per built app.
 */
export async function installJobQueues(handle: DatabaseHandle, modules: readonly AppModule[]): Promise<void> {
  const boss = newBoss(handle, { migrate: true });
  await boss.start();
  const { workers, recurring } = queuesOf(modules);
  const queues: Array<[string, PgBoss.Queue]> = [
    ...workers.map((worker): [string, PgBoss.Queue] => [
      worker.queue.name,
      {
        name: worker.queue.name,
        ...DEFAULT_RETRY,
        retryLimit: worker.queue.retryLimit ?? DEFAULT_RETRY.retryLimit,
        retryBackoff: worker.queue.retryBackoff ?? true,
      },
    ]),
    // A recurring run that fails is not retried: its next scheduled run tries again.
    ...recurring.map((job): [string, PgBoss.Queue] => [job.name, { name: job.name, retryLimit: 0 }]),
  ];
  for (const [name, options] of queues) {
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }
  await boss.stop({ graceful: false, close: false });
}

type Runtime = {
  boss: PgBoss;
  deps?: AppDeps;
  handlers: Map<string, (deps: AppDeps, data: Record<string, unknown>, log: FastifyBaseLogger) => Promise<unknown>>;
};
const runtimes = new WeakMap<JobQueue, Runtime>();

/** The queue as modules see it (AppDeps.jobs). */
export function createJobQueue(handle: DatabaseHandle): JobQueue {
  const boss = newBoss(handle);
  const queue: JobQueue = {
    send: (queue, data, options = {}) =>
      boss.send(queue.name, data, {
        ...(options.tx ? { db: bossDbOfTx(options.tx) } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey, singletonSeconds: options.singletonSeconds ?? 3600 } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      }),
  };
  runtimes.set(queue, { boss, handlers: new Map() });
  return queue;
}

/** Gives a failed job one more try, queued at once; within the caller's transaction (which has checked its scope). */
export async function retryFailedJob(queue: JobQueue, tx: Executor, name: string, id: string): Promise<void> {
  await runtimeOf(queue).boss.retry(name, id, { db: bossDbOfTx(tx) });
}

/** The pg-boss instance behind a queue (tests create their own queues with it). */
export function bossOf(queue: JobQueue): PgBoss {
  return runtimeOf(queue).boss;
}

function runtimeOf(queue: JobQueue): Runtime {
  const runtime = runtimes.get(queue);
  if (!runtime) throw new Error('not a queue made by createJobQueue');
  return runtime;
}

/** Adds a queue worker (startJobs adds the modules'; tests add their own, after creating its queue). */
export function registerWorker(queue: JobQueue, worker: QueueWorker): void {
  runtimeOf(queue).handlers.set(worker.queue.name, (deps, data, log) => worker.run(deps, data, log));
}

/**
 * Registers the modules' workers and, when this process runs jobs (JOBS_RUN), starts pg-boss once the app is ready:
 * workers poll their queues, the recurring jobs' schedules are (re)written from this process's settings, and pg-boss's
 * clock enqueues each scheduled run once across every process (one process per minute takes the cron turn, and the
 * run is a singleton of that minute); stops them when the app closes.
 */
export function startJobs(app: FastifyInstance, deps: AppDeps, modules: readonly AppModule[]): void {
  const runtime = runtimeOf(deps.jobs);
  runtime.deps = deps;
  const { workers, recurring } = queuesOf(modules);
  for (const worker of workers) registerWorker(deps.jobs, worker);
  for (const job of recurring) runtime.handlers.set(job.name, (d, _data, log) => job.run(d, log));
  if (!deps.config.JOBS_RUN) return;

  const boss = newBoss(deps.database, { supervise: true, schedule: true });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  app.addHook('onReady', async () => {
    await boss.start();
    for (const job of recurring) {
      const cron = cronOf(job.everySeconds(deps));
      if (cron) await boss.schedule(job.name, cron, {}, { tz: 'Asia/Shanghai' });
      else await boss.unschedule(job.name);
    }
    for (const name of runtime.handlers.keys()) {
      await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await runOne(app.log, runtime, job);
      });
    }
  });
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, close: false, timeout: 5000 });
  });
}

async function runOne(parent: FastifyBaseLogger, runtime: Runtime, job: PgBoss.Job<Record<string, unknown>>): Promise<void> {
  const handler = runtime.handlers.get(job.name);
  if (!handler || !runtime.deps) throw new Error(`no worker for queue ${job.name}`);
  const log = parent.child({ job: job.name, jobId: job.id });
  try {
    const handled = await handler(runtime.deps, job.data, log);
    if (typeof handled === 'number' && handled > 0) log.info({ handled }, 'job done');
  } catch (error) {
    // pg-boss records the failure on the job (and retries it); the log tells operators at once. What pg-boss keeps
    // is scrubbed like the log (staff read failed jobs' messages): no statement parameters, no secrets.
    log.error({ err: error }, 'job failed');
    throw storableError(error);
  }
}

/**
 * Runs every job that is due now, queue by queue, until a whole pass finds none (so jobs a run enqueues, on any queue,
 * run too); answers how many ran (failed ones included). For tests and tools, where no process polls (JOBS_RUN off):
 * the same fetch, run, complete-or-fail as a worker.
 */
export async function runQueuedJobs(deps: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const runtime = runtimeOf(deps.jobs);
  let ran = 0;
  for (let pass = -1; pass !== 0;) {
    pass = 0;
    for (const name of runtime.handlers.keys()) {
      for (;;) {
        const [job] = await runtime.boss.fetch<Record<string, unknown>>(name, { batchSize: 1 });
        if (!job) break;
        pass += 1;
        try {
          await runOne(log, runtime, job);
          await runtime.boss.complete(name, job.id);
        } catch (error) {
          await runtime.boss.fail(
            name,
            job.id,
            error instanceof Error ? { message: error.message, name: error.name, stack: error.stack } : { message: String(error) },
          );
        }
      }
    }
    ran += pass;
  }
  return ran;
}
