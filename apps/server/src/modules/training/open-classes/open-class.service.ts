import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { OpenClass, SaveOpenClassBody } from '@yanxiu/contract/training';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { isCodeOf } from '@server/modules/basecode/basecode.public';
import {
  deleteOpenClass,
  findOpenClass,
  insertOpenClass,
  listOpenClasses,
  updateOpenClass,
  type OpenClassFilter,
} from './open-class.repository';
import { filePurposesOf } from '@server/modules/training/file-purposes';

type OpenClassRecord = NonNullable<Awaited<ReturnType<typeof findOpenClass>>>;

function toOpenClass(row: OpenClassRecord): OpenClass {
  return {
    id: row.id,
    title: row.title,
    teacherName: row.teacherName,
    schoolName: row.schoolName,
    sectionCode: row.sectionCode,
    subjectCode: row.subjectCode,
    grade: row.grade,
    level: String(row.level) as OpenClass['level'],
    summary: row.summary,
    videoFileId: row.videoFileId,
    durationSeconds: row.durationSeconds,
    coverFileId: row.coverFileId,
    published: row.published,
    recommendedAt: row.recommendedAt.toISOString(),
    recommendedByName: row.recommendedByName,
  };
}

type ListQuery = Omit<OpenClassFilter, 'publishedOnly'> & { current: number; size: number };

async function list(ctx: RequestContext, query: ListQuery, publishedOnly: boolean) {
  const { rows, total } = await listOpenClasses(ctx.db, ctx.tenantId, { ...query, publishedOnly }, query);
  return { records: rows.map(toOpenClass), total, current: query.current, size: query.size };
}

/** 422 with every issue: the video a `video` upload, the cover a `cover` upload, codes known. */
async function check(ctx: RequestContext, body: SaveOpenClassBody): Promise<void> {
  const issues: FieldIssue[] = [];
  const purposes = await filePurposesOf(ctx.db, ctx.tenantId, [body.videoFileId, ...(body.coverFileId ? [body.coverFileId] : [])]);
  if (purposes.get(body.videoFileId) !== 'video')
    issues.push({ path: 'body.videoFileId', message: 'upload the recording as a video first' });
  if (body.coverFileId !== null && purposes.get(body.coverFileId) !== 'cover')
    issues.push({ path: 'body.coverFileId', message: 'upload the image as a cover first' });
  if (!(await isCodeOf(ctx.db, 'section', body.sectionCode))) issues.push({ path: 'body.sectionCode', message: 'unknown section' });
  if (!(await isCodeOf(ctx.db, 'subject', body.subjectCode))) issues.push({ path: 'body.subjectCode', message: 'unknown subject' });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

// Recommended open classes: published ones for everyone, all of them and their editing for district staff.

/** Published open classes, for any signed-in user of the tenant. */
export function listPublishedOpenClasses(ctx: RequestContext, query: ListQuery) {
  return list(ctx, query, true);
}

/** Every open class, hidden ones too, for district staff. */
export function listAllOpenClasses(ctx: RequestContext, query: ListQuery) {
  return list(ctx, query, false);
}

/** Creates (recommended by the caller, now) or edits an open class; audited. */
export async function saveOpenClass(ctx: RequestContext, body: SaveOpenClassBody): Promise<OpenClass> {
  await check(ctx, body);
  const { tenantId, actor } = ctx;
  const { id: existingId, level, ...rest } = body;
  const values = { ...rest, level: Number(level) };
  return ctx.transaction(async (tx) => {
    const before = existingId === undefined ? null : await findOpenClass(tx, tenantId, existingId);
    if (existingId !== undefined && !before) throw new AppError('NOT_FOUND');
    let id = existingId;
    if (id === undefined) id = await insertOpenClass(tx, tenantId, actor.userId, values);
    else await updateOpenClass(tx, tenantId, id, values);
    const after = toOpenClass((await findOpenClass(tx, tenantId, id))!);
    await recordAudit(tx, ctx, {
      action: before ? 'training.open_class_updated' : 'training.open_class_created',
      entityType: 'open_class',
      entityId: String(id),
      before: before && toOpenClass(before),
      after,
    });
    return after;
  });
}

/** Deletes an open class (its recording stays among the stored files); audited. */
export async function removeOpenClass(ctx: RequestContext, id: number): Promise<{ id: number }> {
  return ctx.transaction(async (tx) => {
    const before = await findOpenClass(tx, ctx.tenantId, id);
    if (!before || !(await deleteOpenClass(tx, ctx.tenantId, id))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, ctx, {
      action: 'training.open_class_deleted',
      entityType: 'open_class',
      entityId: String(id),
      before: toOpenClass(before),
    });
    return { id };
  });
}
