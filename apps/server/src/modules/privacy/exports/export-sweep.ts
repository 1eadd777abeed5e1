import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import type { RecurringJob } from '@server/platform/module';
import { expireArchivesAcrossTenants, failStuckExportsAcrossTenants } from './exports.repository';

// The exports' sweep: archives past their time leave the store (the row stays, expired, as the record of the request),
// and an export whose job was lost is marked failed so its teacher is not kept waiting for good.

// Preparing takes minutes even with a full disk; a day on its way means the job was lost.
const STUCK_AFTER_MS = 86_400_000;

/** Expires archives past their time and deletes their bytes, fails lost exports; answers how many rows changed. */
export async function sweepExports({ db, storage }: AppDeps, now: Date, log: FastifyBaseLogger): Promise<number> {
  const keys = await expireArchivesAcrossTenants(db, now);
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error }, 'could not delete an expired personal-data archive'));
  }
  const failed = await failStuckExportsAcrossTenants(db, new Date(now.getTime() - STUCK_AFTER_MS));
  return keys.length + failed;
}

export const sweepExportsJob: RecurringJob = {
  name: 'privacy.sweepExports',
  everySeconds: () => 3600,
  run: (deps, log) => sweepExports(deps, new Date(), log),
};
