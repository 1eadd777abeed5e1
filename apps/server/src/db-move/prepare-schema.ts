import type { DatabaseHandle } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { installJobQueues } from '@server/platform/jobs/jobs';
import { MODULES } from '@server/modules';

/**
 * Brings a database's schema to this version of the code, as a start would (bootstrap.ts, prepareDatabase), without
 * touching its data: our migrations, then pg-boss's tables and one queue (a partition of its jobs) per queue.
 */
export async function prepareSchema(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await handle.withExclusiveLock(() => installJobQueues(handle, MODULES));
}
