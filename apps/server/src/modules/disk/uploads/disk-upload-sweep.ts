import path from 'node:path';
import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { runInTransaction } from '@server/platform/context/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { RecurringJob } from '@server/platform/module';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { findExpiredRecycled, purgeResources } from './disk-resources.repository';
import { deleteBlobs, releasePurged } from './disk-resources.service';
import { adjustUsage } from './disk-storage.repository';
import { deleteFinishedUploads, deleteOpenUpload, findIdleUploads } from './disk-uploads.repository';

// The disk's daily sweeps: resources kept in the recycle bin past the retention days are purged (their quota
// released, bytes nobody else refers to deleted), and uploads left idle are removed with their reservations.

const BATCH = 500;

/** Purges recycled resources deleted more than `DISK_RECYCLE_DAYS` ago; answers how many. Each is its own guarded delete. */
export async function purgeExpiredRecycled({ db, config, storage }: AppDeps, now: Date, log: FastifyBaseLogger): Promise<number> {
  const before = new Date(now.getTime() - config.DISK_RECYCLE_DAYS * 86_400_000);
  let purged = 0;
  for (;;) {
    const due = await findExpiredRecycled(db, before, BATCH);
    for (const row of due) {
      const tenantId = asTenantId(row.tenantId);
      const freed = await runInTransaction(db, async (tx) => releasePurged(tx, tenantId, await purgeResources(tx, tenantId, row.ownerUserId, [row.id])));
      await deleteBlobs(storage, freed, log);
      purged += 1;
    }
    if (due.length < BATCH) return purged;
  }
}

/** Removes unfinished uploads idle past `DISK_UPLOAD_IDLE_HOURS` with their part files and reservations; answers how many. */
export async function removeIdleUploads({ db, config }: AppDeps, now: Date, log: FastifyBaseLogger): Promise<number> {
  const before = new Date(now.getTime() - config.DISK_UPLOAD_IDLE_HOURS * 3_600_000);
  const uploadDir = path.join(config.DATA_DIR, 'disk-uploads');
  const idle = await findIdleUploads(db, before, BATCH);
  for (const row of idle) {
    const tenantId = asTenantId(row.tenantId);
    await runInTransaction(db, async (tx) => {
      const removed = await deleteOpenUpload(tx, tenantId, row.id);
      if (!removed) return;
      await adjustUsage(tx, tenantId, { kind: 'user', ownerId: removed.ownerUserId }, { reserved: -removed.reservedBytes });
      await adjustUsage(tx, tenantId, { kind: 'unit', ownerId: removed.ownerUnitId }, { reserved: -removed.reservedBytes });
    });
    // The tus file store keeps the bytes and a `.json` of their state side by side.
    for (const file of [row.id, `${row.id}.json`]) {
      await fs.rm(path.join(uploadDir, file), { force: true }).catch((error: unknown) => log.warn({ err: error, file }, 'could not remove an idle upload'));
    }
  }
  await deleteFinishedUploads(db, before);
  return idle.length;
}

export const purgeRecycledJob: RecurringJob = {
  name: 'disk.purgeRecycled',
  everySeconds: () => 3600,
  run: (deps, log) => purgeExpiredRecycled(deps, new Date(), log),
};

export const removeIdleUploadsJob: RecurringJob = {
  name: 'disk.removeIdleUploads',
  everySeconds: () => 3600,
  run: (deps, log) => removeIdleUploads(deps, new Date(), log),
};
