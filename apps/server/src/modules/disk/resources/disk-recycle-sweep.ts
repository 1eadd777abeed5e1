import type { FastifyBaseLogger } from 'fastify';
import { runInTransaction } from '@server/platform/context/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { RecurringJob } from '@server/platform/module';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { findExpiredRecycled, purgeResources } from './disk-resources.repository';
import { deleteBlobs, releasePurged } from './disk-resources.service';

// The recycle bin's sweep: resources kept there past the retention days are purged (their quota released, bytes
// nobody else refers to deleted).

const BATCH = 500;

/** Purges recycled resources deleted more than `DISK_RECYCLE_DAYS` ago; answers how many. Each is its own guarded delete. */
export async function purgeExpiredRecycled({ db, config, storage }: AppDeps, now: Date, log: FastifyBaseLogger): Promise<number> {
  const before = new Date(now.getTime() - config.DISK_RECYCLE_DAYS * 86_400_000);
  let purged = 0;
  for (;;) {
    const due = await findExpiredRecycled(db, before, BATCH);
    for (const row of due) {
      const tenantId = asTenantId(row.tenantId);
      const freed = await runInTransaction(db, async (tx) =>
        releasePurged(tx, tenantId, await purgeResources(tx, tenantId, row.ownerUserId, [row.id])),
      );
      await deleteBlobs(storage, freed, log);
      purged += 1;
    }
    if (due.length < BATCH) return purged;
  }
}

export const purgeRecycledJob: RecurringJob = {
  name: 'disk.purgeRecycled',
  everySeconds: () => 3600,
  run: (deps, log) => purgeExpiredRecycled(deps, new Date(), log),
};
