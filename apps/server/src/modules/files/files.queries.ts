import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { selectStoredFile, selectStoredFileFacts, shareLockStoredFiles, type StoredFileRow } from './files.repository';

// The reads other domains need of stored files. Files owns its table: others read it through these named queries,
// in their own transaction when they pass one, and never through the repository.

/** A stored file the way other domains see it: its owner (and the owner's org path), name, type, size and bytes' key. */
export type StoredFile = StoredFileRow;

/**
 * A stored file by id within its tenant, or undefined (a tenant's logo, which administration serves as the page
 * icon; a file a research group or activity names). Access is the caller's to decide.
 */
export function findStoredFile(db: Executor, tenantId: TenantId, id: string): Promise<StoredFile | undefined> {
  return selectStoredFile(db, tenantId, id);
}

/** What a domain naming files shows of them and checks (whose upload, for what purpose). */
export type StoredFileFacts = { id: string; ownerUserId: number; purpose: string; name: string; contentType: string; size: number };

/** The tenant's stored files among the ids (in no particular order; ids of no file are left out). */
export function storedFileFacts(db: Executor, tenantId: TenantId, ids: readonly string[]): Promise<StoredFileFacts[]> {
  return selectStoredFileFacts(db, tenantId, ids);
}

/**
 * Locks the tenant's files among the ids against deletion until the transaction ends and answers those that
 * still exist. Whatever names files as evidence (a development application, a learning-hours declaration, a profile
 * record) takes this lock before recording them, so neither the owner deleting a file nor the clean-up of unused
 * uploads can remove one it is about to name.
 */
export function lockEvidenceFiles(tx: Executor, tenantId: TenantId, ids: string[]): Promise<Set<string>> {
  return shareLockStoredFiles(tx, tenantId, ids);
}
