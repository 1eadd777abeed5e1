import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import type { RecurringJob } from '@server/platform/module';


// Jobs are declared by modules (RecurringJob in platform/module.ts, beside AppModule); only this runner runs them.

/**
 * Runs each job on its schedule once the app is ready, never two runs of one job at once in a process, and stops
 * them when the app closes. A failed run is logged and the next one tries again.
 */
export function startJobs(app: FastifyInstance, deps: AppDeps, jobs: readonly RecurringJob[]): void {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const seconds = job.everySeconds(deps);
      if (seconds <= 0) continue;
      const log = app.log.child({ job: job.name });
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        job
          .run(deps, log)
          .then((handled) => {
            if (handled > 0) log.info({ handled }, 'job done');
          })
          .catch((error: unknown) => log.error({ err: error }, 'job failed'))
          .finally(() => {
            running = false;
          });
      }, seconds * 1000);
      // A job never keeps the process alive on its own.
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
