import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import { deleteUnusedEvidence } from './development-evidence.repository';

const HOUR_MS = 60 * 60 * 1000;
// Small batches keep each transaction's locks short while teachers apply.
const BATCH = 100;

/**
 * Deletes the `evidence` uploads older than EVIDENCE_UNUSED_HOURS that no application names (removed from the
 * form without the delete reaching us, or a form never submitted): rows first, in their own transaction, then
 * their bytes. Answers how many went. Several processes may run it at once; each file goes exactly once.
 */
export async function sweepUnusedEvidence({ db, config, storage }: AppDeps, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - config.EVIDENCE_UNUSED_HOURS * HOUR_MS);
  let swept = 0;
  for (;;) {
    const deleted = await db.transaction((tx) => deleteUnusedEvidence(tx, cutoff, BATCH));
    // After the commit: a failure here leaves unreferenced bytes, never a row pointing at nothing.
    for (const file of deleted) {
      await storage.delete(file.storageKey).catch((error: unknown) => log.warn({ err: error, key: file.storageKey }, 'could not delete blob'));
    }
    swept += deleted.length;
    if (deleted.length < BATCH) break;
  }
  if (swept > 0) log.info({ swept }, 'deleted unused evidence uploads');
  return swept;
}

/** Runs the sweep every hour while the app is up; the timer never keeps the process alive and stops on close. */
export function scheduleEvidenceSweep(deps: AppDeps, log: FastifyBaseLogger): { stop: () => void } {
  const timer = setInterval(() => {
    sweepUnusedEvidence(deps, log).catch((error: unknown) => log.error({ err: error }, 'evidence clean-up failed'));
  }, HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
