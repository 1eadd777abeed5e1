import path from 'node:path';
import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { runInTransaction } from '@server/platform/context/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { RecurringJob } from '@server/platform/module';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { deleteFinishedUploads, findIdleUploads } from './disk-uploads.repository';
import { releaseOpenUpload } from './disk-uploads.service';

// The uploads' sweep: uploads left idle are removed with their part files and reservations.

const BATCH = 500;

/** Removes unfinished uploads idle past `DISK_UPLOAD_IDLE_HOURS` with their part files and reservations; answers how many. */
export async function removeIdleUploads({ db, config }: AppDeps, now: Date, log: FastifyBaseLogger): Promise<number> {
  const before = new Date(now.getTime() - config.DISK_UPLOAD_IDLE_HOURS * 3_600_000);
  const uploadDir = path.join(config.DATA_DIR, 'disk-uploads');
  const idle = await findIdleUploads(db, before, BATCH);
  for (const row of idle) {
    const tenantId = asTenantId(row.tenantId);
    await runInTransaction(db, (tx) => releaseOpenUpload(tx, tenantId, row.id));
    // The tus file store keeps the bytes and a `.json` of their state side by side.
    for (const file of [row.id, `${row.id}.json`]) {
      await fs
        .rm(path.join(uploadDir, file), { force: true })
        .catch((error: unknown) => log.warn({ err: error, file }, 'could not remove an idle upload'));
    }
  }
  await deleteFinishedUploads(db, before);
  return idle.length;
}

export const removeIdleUploadsJob: RecurringJob = {
  name: 'disk.removeIdleUploads',
  everySeconds: () => 3600,
  run: (deps, log) => removeIdleUploads(deps, new Date(), log),
};
