import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import type { EventScope } from '@server/platform/events/domain-events';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { deleteUnusedEvidenceAcrossTenants, findRunningApplicationUsing } from './development-evidence.repository';
import { developmentTexts } from '../development.texts';

const HOUR_MS = 60 * 60 * 1000;
// Small batches keep each transaction's locks short while teachers apply.
const BATCH = 100;

/** Refuses to delete a file that a running development application names as evidence (files' deletion event). */
export async function keepRunningApplicationsEvidence(
  { tx, tenantId }: EventScope,
  { fileId, locale }: FileDeletionRequest,
): Promise<void> {
  const applyId = await findRunningApplicationUsing(tx, tenantId, fileId);
  if (applyId === undefined) return;
  refuseFileDeletion(developmentTexts(locale, 'evidenceInUse', { applyId }));
}

/**
 * Deletes the `evidence` uploads of every tenant older than EVIDENCE_UNUSED_HOURS that nothing names (removed
 * from the form without the delete reaching us, or a form never submitted): rows first, in their own transaction,
 * then their bytes. Answers how many went. Several processes may run it at once; each file goes exactly once.
 */
export async function sweepUnusedEvidence({ db, config, storage }: AppDeps, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - config.EVIDENCE_UNUSED_HOURS * HOUR_MS);
  let swept = 0;
  for (;;) {
    const deleted = await db.transaction((tx) => deleteUnusedEvidenceAcrossTenants(tx, cutoff, BATCH));
    // After the commit: a failure here leaves unreferenced bytes, never a row pointing at nothing.
    for (const file of deleted) {
      await storage
        .delete(file.storageKey)
        .catch((error: unknown) => log.warn({ err: error, key: file.storageKey }, 'could not delete blob'));
    }
    swept += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return swept;
}
