import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { topicApplications, topicFiles } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** What a topic file is attached to: the application itself, a stage filing or a process record. */
export type FileOwner = { applicationId: number; stageId?: number | null; recordId?: number | null };
export type TopicFileRow = {
  fileId: string;
  stageId: number | null;
  recordId: number | null;
  public: boolean;
  name: string;
  contentType: string;
  size: number;
};

function ownerWhere(tenantId: TenantId, owner: FileOwner) {
  return and(
    eq(topicFiles.tenantId, tenantId),
    eq(topicFiles.applicationId, owner.applicationId),
    owner.stageId ? eq(topicFiles.stageId, owner.stageId) : isNull(topicFiles.stageId),
    owner.recordId ? eq(topicFiles.recordId, owner.recordId) : isNull(topicFiles.recordId),
  );
}

/** Makes an owner's files exactly these, in order (a file kept keeps its public flag). */
export async function replaceFiles(tx: Executor, tenantId: TenantId, owner: FileOwner, fileIds: readonly string[]): Promise<void> {
  const current = await tx
    .select({ fileId: topicFiles.fileId, public: topicFiles.public })
    .from(topicFiles)
    .where(ownerWhere(tenantId, owner));
  const publicIds = new Set(current.filter((row) => row.public).map((row) => row.fileId));
  await tx.delete(topicFiles).where(ownerWhere(tenantId, owner));
  if (fileIds.length === 0) return;
  await tx.insert(topicFiles).values(
    fileIds.map((fileId, sort) => ({
      tenantId,
      applicationId: owner.applicationId,
      stageId: owner.stageId ?? null,
      recordId: owner.recordId ?? null,
      fileId,
      sort,
      public: publicIds.has(fileId),
    })),
  );
}

/** Every file of a topic (its own, its stages' and its records'), in order. */
export async function listTopicFiles(db: Executor, tenantId: TenantId, applicationId: number): Promise<TopicFileRow[]> {
  return db
    .select({
      fileId: topicFiles.fileId,
      stageId: topicFiles.stageId,
      recordId: topicFiles.recordId,
      public: topicFiles.public,
      name: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(topicFiles)
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, topicFiles.tenantId), eq(storedFiles.id, topicFiles.fileId)))
    .where(and(eq(topicFiles.tenantId, tenantId), eq(topicFiles.applicationId, applicationId)))
    .orderBy(asc(topicFiles.stageId), asc(topicFiles.recordId), asc(topicFiles.sort));
}

/** The files of some process records. */
export async function listRecordFiles(db: Executor, tenantId: TenantId, recordIds: readonly number[]): Promise<TopicFileRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select({
      fileId: topicFiles.fileId,
      stageId: topicFiles.stageId,
      recordId: topicFiles.recordId,
      public: topicFiles.public,
      name: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(topicFiles)
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, topicFiles.tenantId), eq(storedFiles.id, topicFiles.fileId)))
    .where(and(eq(topicFiles.tenantId, tenantId), inArray(topicFiles.recordId, [...recordIds])))
    .orderBy(asc(topicFiles.sort));
}

/** A topic naming the file that is still under way (not a draft nobody reviews), which keeps the file. */
export async function findTopicUsingFile(db: Executor, tenantId: TenantId, fileId: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: topicApplications.id })
    .from(topicFiles)
    .innerJoin(
      topicApplications,
      and(eq(topicApplications.tenantId, topicFiles.tenantId), eq(topicApplications.id, topicFiles.applicationId)),
    )
    .where(
      and(
        eq(topicFiles.tenantId, tenantId),
        eq(topicFiles.fileId, fileId),
        sql`(${topicApplications.phase} <> 'application' or ${topicFiles.stageId} is not null or ${topicFiles.recordId} is not null or exists (select 1 from review_instances r where r.tenant_id = ${topicApplications.tenantId} and r.id = ${topicApplications.reviewInstanceId} and r.status in ('4', '6')))`,
      ),
    )
    .limit(1);
  return rows[0]?.id;
}

/** A stored file the topic names (its own, a stage's or a record's), with what serving it needs. */
export async function findTopicFile(db: Executor, tenantId: TenantId, applicationId: number, fileId: string) {
  const rows = await db
    .select({
      sha256: storedFiles.sha256,
      contentType: storedFiles.contentType,
      originalName: storedFiles.originalName,
      size: storedFiles.size,
      storageKey: storedFiles.storageKey,
    })
    .from(topicFiles)
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, topicFiles.tenantId), eq(storedFiles.id, topicFiles.fileId)))
    .where(and(eq(topicFiles.tenantId, tenantId), eq(topicFiles.applicationId, applicationId), eq(topicFiles.fileId, fileId)))
    .limit(1);
  return rows[0];
}
