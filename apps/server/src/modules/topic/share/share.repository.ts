import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { preparedPer, type Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { topicApplications, topicCalls, topicFiles, topicStages } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The share page's reads and the host's share settings. A topic is public only while shared_at is set and it is past
// the application phase; a file only while it is also marked public.

export type ShareTarget = { id: number; hostUserId: number; phase: string; sharedAt: Date | null; shareAbstract: string };

/** The topic whose sharing the host changes, locked for the change. */
export async function lockShareTarget(db: Executor, tenantId: TenantId, applyId: number): Promise<ShareTarget | null> {
  const [row] = await db
    .select({
      id: topicApplications.id,
      hostUserId: topicApplications.hostUserId,
      phase: topicApplications.phase,
      sharedAt: topicApplications.sharedAt,
      shareAbstract: topicApplications.shareAbstract,
    })
    .from(topicApplications)
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, applyId)))
    .for('update');
  return row ?? null;
}

/** The stored-file ids of every file of a topic (attachments, stage documents, record files). */
export async function topicFileIds(db: Executor, tenantId: TenantId, applyId: number): Promise<string[]> {
  const rows = await db
    .select({ fileId: topicFiles.fileId })
    .from(topicFiles)
    .where(and(eq(topicFiles.tenantId, tenantId), eq(topicFiles.applicationId, applyId)));
  return rows.map((row) => row.fileId);
}

/** The stored-file ids of a topic's public files. */
export async function publicFileIds(db: Executor, tenantId: TenantId, applyId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ fileId: topicFiles.fileId })
    .from(topicFiles)
    .where(and(eq(topicFiles.tenantId, tenantId), eq(topicFiles.applicationId, applyId), eq(topicFiles.public, true)));
  return rows.map((row) => row.fileId);
}

/**
 * Shares the topic with this abstract (keeping when it was first shared), guarded by its phase: null when it is no
 * longer past the application (nothing written).
 */
export async function writeShare(
  db: Executor,
  tenantId: TenantId,
  applyId: number,
  abstract: string,
): Promise<{ sharedAt: Date; shareAbstract: string } | null> {
  const [row] = await db
    .update(topicApplications)
    .set({ sharedAt: sql`coalesce(${topicApplications.sharedAt}, now())`, shareAbstract: abstract, updatedAt: sql`now()` })
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, applyId), ne(topicApplications.phase, 'application')))
    .returning({ sharedAt: topicApplications.sharedAt, shareAbstract: topicApplications.shareAbstract });
  return row?.sharedAt ? { sharedAt: row.sharedAt, shareAbstract: row.shareAbstract } : null;
}

/** Marks exactly these files of the topic public (every other file of it stops being public). */
export async function setPublicFiles(db: Executor, tenantId: TenantId, applyId: number, fileIds: readonly string[]): Promise<void> {
  const listed = fileIds.length > 0 ? inArray(topicFiles.fileId, [...fileIds]) : sql`false`;
  await db
    .update(topicFiles)
    .set({ public: sql`${listed}` })
    .where(and(eq(topicFiles.tenantId, tenantId), eq(topicFiles.applicationId, applyId)));
}

/** Stops sharing the topic (the abstract and the files' marks stay for the next time). */
export async function clearShare(db: Executor, tenantId: TenantId, applyId: number): Promise<void> {
  await db
    .update(topicApplications)
    .set({ sharedAt: null, updatedAt: sql`now()` })
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, applyId)));
}

const sharedTopic = (tenantId: TenantId, applyId: number) =>
  and(
    eq(topicApplications.tenantId, tenantId),
    eq(topicApplications.id, applyId),
    isNotNull(topicApplications.sharedAt),
    ne(topicApplications.phase, 'application'),
  );

/** A public file as the share page lists it. */
export type SharedFileRow = { id: string; name: string; contentType: string; size: number };

export type SharedTopicRow = {
  id: number;
  title: string;
  topicNo: string | null;
  level: string;
  callTitle: string;
  phase: string;
  periodStartsOn: string | null;
  periodEndsOn: string | null;
  hostName: string;
  hostOrgName: string;
  shareAbstract: string;
  appraisal: string | null;
  sharedAt: Date | null;
  /** The results of its passed conclusion; null before. */
  results: string | null;
  /** Its public files in the order the topic lists them (a file listed twice appears twice). */
  files: SharedFileRow[];
};

const conclusionResults = sql<string | null>`(
  select ${topicStages.results} from ${topicStages}
   where ${topicStages.tenantId} = ${topicApplications.tenantId} and ${topicStages.applicationId} = ${topicApplications.id}
     and ${topicStages.kind} = 'conclusion' and ${topicStages.outcome} = 'passed'
   order by ${topicStages.id} desc limit 1)`;

const sharedFiles = sql<SharedFileRow[]>`(
  select coalesce(json_agg(json_build_object('id', ${storedFiles.id}, 'name', ${storedFiles.originalName}, 'contentType', ${storedFiles.contentType}, 'size', ${storedFiles.size})
           order by ${topicFiles.stageId} nulls first, ${topicFiles.recordId} nulls first, ${topicFiles.sort}, ${topicFiles.id}), '[]'::json)
    from ${topicFiles} join ${storedFiles} on ${storedFiles.tenantId} = ${topicFiles.tenantId} and ${storedFiles.id} = ${topicFiles.fileId}
   where ${topicFiles.tenantId} = ${topicApplications.tenantId} and ${topicFiles.applicationId} = ${topicApplications.id} and ${topicFiles.public})`;

// Anyone may open a share page (and its link previews fetch it), so this is the domain's hottest read: one statement
// with the conclusion's results and the public files, prepared once per database (see preparedPer).
const sharedTopicById = preparedPer((db) =>
  db
    .select({
      id: topicApplications.id,
      title: topicApplications.title,
      topicNo: topicApplications.topicNo,
      level: topicApplications.level,
      callTitle: topicCalls.title,
      phase: topicApplications.phase,
      periodStartsOn: topicApplications.periodStartsOn,
      periodEndsOn: topicApplications.periodEndsOn,
      hostName: users.name,
      hostOrgName: orgUnits.name,
      shareAbstract: topicApplications.shareAbstract,
      appraisal: topicApplications.appraisal,
      sharedAt: topicApplications.sharedAt,
      results: conclusionResults,
      files: sharedFiles,
    })
    .from(topicApplications)
    .innerJoin(topicCalls, and(eq(topicCalls.tenantId, topicApplications.tenantId), eq(topicCalls.id, topicApplications.callId)))
    .innerJoin(users, and(eq(users.tenantId, topicApplications.tenantId), eq(users.id, topicApplications.hostUserId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, topicApplications.tenantId), eq(orgUnits.id, topicApplications.orgUnitId)))
    .where(
      and(
        eq(topicApplications.tenantId, sql.placeholder('tenantId')),
        eq(topicApplications.id, sql.placeholder('applyId')),
        isNotNull(topicApplications.sharedAt),
        ne(topicApplications.phase, 'application'),
      ),
    )
    .prepare('topic_shared_by_id'),
);

/** A shared topic as its public page shows it, with its conclusion's results and public files; null when unknown in the tenant or not shared. */
export async function findSharedTopic(db: Executor, tenantId: TenantId, applyId: number): Promise<SharedTopicRow | null> {
  const [row] = await sharedTopicById(db).execute({ tenantId, applyId });
  return row ?? null;
}

/** A file of a shared topic that the host made public, as the file store serves it; null otherwise. */
export async function findSharedFile(db: Executor, tenantId: TenantId, applyId: number, fileId: string) {
  const [row] = await db
    .select({
      sha256: storedFiles.sha256,
      contentType: storedFiles.contentType,
      originalName: storedFiles.originalName,
      size: storedFiles.size,
      storageKey: storedFiles.storageKey,
    })
    .from(topicFiles)
    .innerJoin(
      topicApplications,
      and(eq(topicApplications.tenantId, topicFiles.tenantId), eq(topicApplications.id, topicFiles.applicationId)),
    )
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, topicFiles.tenantId), eq(storedFiles.id, topicFiles.fileId)))
    .where(and(sharedTopic(tenantId, applyId), eq(topicFiles.fileId, fileId), eq(topicFiles.public, true)))
    .limit(1);
  return row ?? null;
}
