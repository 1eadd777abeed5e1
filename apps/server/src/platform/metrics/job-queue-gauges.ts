import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '@server/db/client';

// pg-boss 10 keeps every job in pgboss.job with its state until maintenance archives it: waiting ones are `created` or
// `retry`, running ones `active`, and the ones that used up their retries `failed` (kept for staff to read and retry).
const QUEUE_STATES_SQL = `select name, state, count(*)::int as count from pgboss.job
  where state in ('created', 'retry', 'active', 'failed') group by name, state`;

type Row = { name: string; state: string; count: number };

/**
 * The job queues' depth per queue and state, counted when scraped by one grouped query. A scrape while the database
 * is away answers without these series (the readiness probe reports that), rather than failing as a whole.
 */
export function collectJobQueues(registry: Registry, database: DatabaseHandle): void {
  new Gauge({
    name: 'yanxiu_job_queue_jobs',
    help: 'Jobs of each queue by state: created and retry wait, active run, failed used up their retries',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      let rows: Row[];
      try {
        rows = (await database.executeSql(QUEUE_STATES_SQL)).rows as Row[];
      } catch {
        return;
      }
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.count));
    },
  });
}
