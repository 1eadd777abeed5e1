import type {
  DeleteTopicRecordBody,
  SaveTopicRecordBody,
  TopicRecord,
  TopicRecordPage,
  TopicRecordsQuery,
  TopicRecordWriteResult,
} from '@yanxiu/contract/topic';
import type { TopicRecordKindValue } from '@yanxiu/contract/topic-enums';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { topicAccess } from '@server/modules/topic/topic.access';
import { checkOwnFiles, fileView } from '@server/modules/topic/applications/attachments';
import { readableTopic } from '@server/modules/topic/applications/topic-read';
import { deleteRecord, findRecord, insertRecord, listRecords, updateRecord, type RecordWithNames } from './records.repository';
import { listRecordFiles, replaceFiles, type TopicFileRow } from '@server/modules/topic/applications/topic-files.repository';
import { findTopic, memberStatusOf } from '@server/modules/topic/applications/topics.repository';

// Process records (过程记录): the host and confirmed members of an approved topic keep them; readers of the topic read them.

function recordView(row: RecordWithNames, files: readonly TopicFileRow[], viewerId: number): TopicRecord {
  const { record } = row;
  return {
    recordId: record.id,
    applyId: record.applicationId,
    topicTitle: row.topicTitle,
    kind: record.kind as TopicRecordKindValue,
    title: record.title,
    occurredOn: record.occurredOn,
    description: record.description,
    files: files.filter((file) => file.recordId === record.id).map(fileView),
    author: { userId: String(record.authorUserId), name: row.authorName, orgName: row.authorOrgName },
    createdAt: record.createdAt.toISOString(),
    version: record.version,
    canEdit: record.authorUserId === viewerId,
  };
}

export async function listTopicRecords(ctx: RequestContext, query: Omit<TopicRecordsQuery, 'appId'>): Promise<TopicRecordPage> {
  const page = { current: query.current, size: query.size };
  if (query.applyId !== undefined) await readableTopic(ctx, Number(query.applyId));
  const filter =
    query.applyId === undefined
      ? { authorUserId: ctx.actor.userId, kind: query.kind }
      : { applicationId: Number(query.applyId), kind: query.kind };
  const found = await listRecords(ctx.db, ctx.tenantId, filter, page);
  const files = await listRecordFiles(
    ctx.db,
    ctx.tenantId,
    found.rows.map((row) => row.record.id),
  );
  return { records: found.rows.map((row) => recordView(row, files, ctx.actor.userId)), total: found.total, ...page };
}

/** Adds a record to an approved topic (host or confirmed member) or changes my own at the version read. */
export async function saveTopicRecord(ctx: RequestContext, body: SaveTopicRecordBody): Promise<TopicRecordWriteResult> {
  const found = await findTopic(ctx.db, ctx.tenantId, body.applyId);
  if (!found) throw new AppError('NOT_FOUND');
  const memberStatus = await memberStatusOf(ctx.db, ctx.tenantId, body.applyId, ctx.actor.userId);
  requireAccess(ctx.actor, topicAccess.keepRecords, { hostUserId: found.topic.hostUserId, memberStatus });
  if (found.topic.phase !== 'approved') throw new AppError('STATE_NOT_ALLOWED');
  const fields = { kind: body.kind, title: body.title, occurredOn: body.occurredOn, description: body.description };
  if (body.recordId === undefined) {
    return ctx.transaction(async (tx) => {
      await checkOwnFiles(ctx, tx, body.fileIds);
      const record = await insertRecord(tx, ctx.tenantId, { ...fields, applicationId: found.topic.id, authorUserId: ctx.actor.userId });
      await replaceFiles(tx, ctx.tenantId, { applicationId: found.topic.id, recordId: record.id }, body.fileIds);
      return { recordId: record.id, version: record.version };
    });
  }
  const existing = await findRecord(ctx.db, ctx.tenantId, body.recordId);
  if (!existing || existing.record.applicationId !== found.topic.id) throw new AppError('NOT_FOUND');
  if (existing.record.authorUserId !== ctx.actor.userId) throw new AppError('FORBIDDEN');
  const kept = new Set((await listRecordFiles(ctx.db, ctx.tenantId, [existing.record.id])).map((file) => file.fileId));
  return ctx.transaction(async (tx) => {
    await checkOwnFiles(ctx, tx, body.fileIds, kept);
    const record = await updateRecord(tx, ctx.tenantId, existing.record.id, body.version!, fields);
    if (!record) throw new AppError('STALE_VERSION');
    await replaceFiles(tx, ctx.tenantId, { applicationId: found.topic.id, recordId: record.id }, body.fileIds);
    return { recordId: record.id, version: record.version };
  });
}

/** Deletes my own record of a topic still in research, at the version read. */
export async function deleteTopicRecord(ctx: RequestContext, body: DeleteTopicRecordBody): Promise<TopicRecordWriteResult> {
  const existing = await findRecord(ctx.db, ctx.tenantId, body.recordId);
  if (!existing) throw new AppError('NOT_FOUND');
  if (existing.record.authorUserId !== ctx.actor.userId) throw new AppError('FORBIDDEN');
  const found = await findTopic(ctx.db, ctx.tenantId, existing.record.applicationId);
  if (found?.topic.phase !== 'approved') throw new AppError('STATE_NOT_ALLOWED');
  await ctx.transaction(async (tx) => {
    if (!(await deleteRecord(tx, ctx.tenantId, existing.record.id, body.version))) throw new AppError('STALE_VERSION');
  });
  return { recordId: existing.record.id, version: body.version };
}
