import PgBoss from 'pg-boss';
import type { Executor } from '@server/db/client';
import { bossDbOfTx } from './boss-db';
import type { JobSendOptions } from './job-queue';

// Only builds job rows for pg-boss's own SQL; every query runs on the transaction given to `send`, never on this.
const unusedDb: PgBoss.Db = {
  executeSql: () => Promise.reject(new Error('sendInTransaction queries only through the transaction')),
};
const writer = new PgBoss({ db: unusedDb, schema: 'pgboss', migrate: false, supervise: false, schedule: false });

/**
 * Enqueues a job in a transaction for code that holds the transaction but not the app's queue (a domain's
 * `notify(scope, ...)`, called with an EventScope). Same rows as `AppDeps.jobs.send` with `tx`: the job is queued when
 * the transaction commits and never when it rolls back.
 */
export function sendInTransaction(tx: Executor, name: string, data: Record<string, unknown>, options: Omit<JobSendOptions, 'tx'> = {}): Promise<string | null> {
  return writer.send(name, data, {
    db: bossDbOfTx(tx),
    // pg-boss 10 drops a repeat only within a singleton window; the same default window as AppDeps.jobs.send.
    ...(options.singletonKey ? { singletonKey: options.singletonKey, singletonSeconds: options.singletonSeconds ?? 3600 } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
}
