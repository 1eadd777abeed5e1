import type { FastifyBaseLogger } from 'fastify';
import { erasePersonalDataOfSignIns } from '@server/modules/auth/auth.public';
import { erasePersonalDataOfCertificateHolder } from '@server/modules/certificates/certificates.public';
import { deleteErasedDiskBytes, erasePersonalDataOfDiskOwner, type ErasedDisk } from '@server/modules/disk/disk.public';
import { deleteErasedFileBytes, erasePersonalDataOfFileOwner, type ErasedFiles } from '@server/modules/files/files.public';
import { erasePersonalDataOfRecipient } from '@server/modules/notifications/notifications.public';
import { erasePersonalDataOfSearcher } from '@server/modules/search/search.public';
import { erasePersonalDataOfPerson } from '@server/modules/teacher/teacher.public';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { AppDeps } from '@server/platform/deps';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { privacyTexts } from '../privacy.texts';
import { lockApprovedErasureRequest, markErasureDone } from './erasure.repository';
import { eraseAccountQueue, type ErasureJob } from './erasure.queues';
import { queueWorker } from '@server/platform/module';

/**
 * The name an erased person is shown by from then on. Written once into the stored rows, so in the platform's own
 * language (Chinese), as certificates keep the name they were issued with.
 */
export function erasedPseudonym(userId: number): string {
  return privacyTexts('zh-CN', 'erasedPseudonym', { id: userId });
}

/**
 * Carries out an approved erasure in one transaction: each domain that holds the person's data erases or anonymises
 * it through its public writer (docs/privacy.md says what goes and what stays, and why). A repeated job finds the
 * request erased already and does nothing; a failure rolls everything back and the queue retries.
 */
export async function runErasure(deps: AppDeps, { tenantId, requestId }: ErasureJob, log: FastifyBaseLogger): Promise<void> {
  const erased = await deps.db.transaction(async (tx): Promise<{ uploads: ErasedFiles; disk: ErasedDisk } | undefined> => {
    const request = await lockApprovedErasureRequest(tx, tenantId, requestId);
    if (!request) return undefined;
    const scope = eventScopeFromDeps(deps, tx, tenantId);
    const pseudonym = erasedPseudonym(request.userId);
    await erasePersonalDataOfPerson(scope, request.userId, pseudonym);
    const sessions = await erasePersonalDataOfSignIns(scope, request.userId);
    const notifications = await erasePersonalDataOfRecipient(scope, request.userId);
    const certificates = await erasePersonalDataOfCertificateHolder(scope, request.userId, pseudonym);
    const searches = await erasePersonalDataOfSearcher(scope, request.userId);
    const uploads = await erasePersonalDataOfFileOwner(scope, request.userId, 'zh-CN');
    const disk = await erasePersonalDataOfDiskOwner(scope, request.userId);
    await markErasureDone(tx, tenantId, requestId, new Date());
    await recordAudit(
      tx,
      { tenantId, actor: null, requestId: 'privacy.eraseAccount', ip: '' },
      {
        action: 'privacy.erasure_done',
        entityType: 'privacy_erasure_request',
        entityId: String(requestId),
        after: {
          userId: request.userId,
          sessions,
          notifications,
          certificates,
          searches,
          files: uploads.storageKeys.length,
          filesKept: uploads.kept,
          diskResources: disk.resources,
          diskFolders: disk.folders,
          diskUploads: disk.uploads,
        },
      },
    );
    log.info({ requestId, tenantId }, 'personal data erased');
    return { uploads, disk };
  });
  // After the commit: the bytes of the files and disk contents whose rows went with it.
  if (!erased) return;
  await deleteErasedFileBytes(deps, erased.uploads.storageKeys, log);
  await deleteErasedDiskBytes(deps, erased.disk, log);
}

/** The erasure queue's worker (privacy.module.ts). */
export const eraseAccountWorker = queueWorker(eraseAccountQueue, (deps, data, log) => runErasure(deps, data, log));
