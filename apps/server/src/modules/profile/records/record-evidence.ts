import type { Locale } from '@yanxiu/contract/locale';
import { PROFILE_EVIDENCE_TYPES } from '@yanxiu/contract/profile';
import type { Executor } from '@server/db/client';
import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { lockEvidenceFiles, refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { storedFileFacts } from '@server/modules/files/files.public';
import { findRecordUsingFile } from './records.repository';
import { profileTexts } from '../profile.texts';

const TYPE_NAMES = 'PDF, PNG, JPEG, WebP, Word (.docx)';

/**
 * 422 naming each offending entry unless every file is an `evidence` upload of the teacher in this tenant, of a type
 * a record may carry (scans, photos, PDFs, Word documents; not spreadsheets, slides or plain text).
 */
export async function checkEvidence(
  db: Executor,
  tenantId: TenantId,
  teacherId: number,
  ids: readonly string[],
  locale: Locale,
): Promise<void> {
  const files = new Map((await storedFileFacts(db, tenantId, ids)).map((file) => [file.id, file]));
  const issues = ids.flatMap((id, index) => {
    const path = `body.evidenceFileIds.${index}`;
    const file = files.get(id);
    if (!file) return [{ path, message: 'no such file' }];
    if (file.ownerUserId !== teacherId) return [{ path, message: 'not your upload' }];
    if (file.purpose !== 'evidence') return [{ path, message: 'not uploaded as evidence' }];
    if (!PROFILE_EVIDENCE_TYPES.includes(file.contentType))
      return [{ path, message: `a ${file.contentType} file; evidence is ${TYPE_NAMES}` }];
    return [];
  });
  if (issues.length === 0) return;
  const message = profileTexts(locale, 'evidenceRefused', { types: TYPE_NAMES });
  throw new AppError('UNPROCESSABLE', { message, issues });
}

/**
 * Locks the files against deletion until the transaction ends (the owner's delete and the sweep of unused uploads
 * both wait), and refuses the write when one went since the check.
 */
export async function holdEvidence(tx: Executor, tenantId: TenantId, ids: readonly string[]): Promise<void> {
  const present = await lockEvidenceFiles(tx, tenantId, [...ids]);
  const gone = ids.flatMap((id, index) =>
    present.has(id) ? [] : [{ path: `body.evidenceFileIds.${index}`, message: 'the file no longer exists' }],
  );
  if (gone.length > 0) throw new AppError('UNPROCESSABLE', { issues: gone });
}

/** A record's evidence stays while the record names it, verified or not: files asks before deleting one. */
export async function keepRecordEvidence({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  const recordId = await findRecordUsingFile(tx, tenantId, fileId);
  if (recordId === undefined) return;
  refuseFileDeletion(profileTexts(locale, 'recordEvidenceInUse', { recordId }));
}
