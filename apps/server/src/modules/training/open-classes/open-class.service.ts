import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { OpenClass, SaveOpenClassBody } from '@yanxiu/contract/training';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { isCodeOf } from '@server/modules/basecode/basecode.public';
import { inWriteTransaction } from '@server/modules/development/development.public';
import { deleteOpenClass, findOpenClass, insertOpenClass, listOpenClasses, updateOpenClass, type OpenClassFilter } from './open-class.repository';
import { findFilePurposes } from '@server/modules/training/programmes/programme-manage.repository';

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

/** Recommended open classes: published ones for everyone, all of them and their editing for district staff. */
export function createOpenClassService({ db }: AppDeps) {
  async function list(tenant: Tenant, query: ListQuery, publishedOnly: boolean) {
    const { rows, total } = await listOpenClasses(db, tenant.id, { ...query, publishedOnly }, query);
    return { records: rows.map(toOpenClass), total, current: query.current, size: query.size };
  }

  /** 422 with every issue: the video a `video` upload, the cover a `cover` upload, codes known. */
  async function check(tenantId: number, body: SaveOpenClassBody): Promise<void> {
    const issues: FieldIssue[] = [];
    const purposes = await findFilePurposes(db, tenantId, [body.videoFileId, ...(body.coverFileId ? [body.coverFileId] : [])]);
    if (purposes.get(body.videoFileId) !== 'video') issues.push({ path: 'body.videoFileId', message: 'upload the recording as a video first' });
    if (body.coverFileId !== null && purposes.get(body.coverFileId) !== 'cover') issues.push({ path: 'body.coverFileId', message: 'upload the image as a cover first' });
    if (!(await isCodeOf(db, 'section', body.sectionCode))) issues.push({ path: 'body.sectionCode', message: 'unknown section' });
    if (!(await isCodeOf(db, 'subject', body.subjectCode))) issues.push({ path: 'body.subjectCode', message: 'unknown subject' });
    if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  }

  return {
    /** Published open classes, for any signed-in user of the tenant. */
    listPublished: (tenant: Tenant, query: ListQuery) => list(tenant, query, true),

    /** Every open class, hidden ones too, for district staff. */
    listAll: (tenant: Tenant, query: ListQuery) => list(tenant, query, false),

    /** Creates (recommended by the caller, now) or edits an open class; audited. */
    async save(request: FastifyRequest, tenant: Tenant, actor: Actor, body: SaveOpenClassBody): Promise<OpenClass> {
      await check(tenant.id, body);
      const { id: existingId, level, ...rest } = body;
      const values = { ...rest, level: Number(level) };
      return inWriteTransaction(db, async (tx) => {
        const before = existingId === undefined ? null : await findOpenClass(tx, tenant.id, existingId);
        if (existingId !== undefined && !before) throw new AppError('NOT_FOUND');
        let id = existingId;
        if (id === undefined) id = await insertOpenClass(tx, tenant.id, actor.userId, values);
        else await updateOpenClass(tx, tenant.id, id, values);
        const after = toOpenClass((await findOpenClass(tx, tenant.id, id))!);
        await recordAudit(tx, request, tenant.id, {
          action: before ? 'training.open_class_updated' : 'training.open_class_created',
          entityType: 'open_class',
          entityId: String(id),
          before: before && toOpenClass(before),
          after,
        });
        return after;
      });
    },

    /** Deletes an open class (its recording stays among the stored files); audited. */
    async remove(request: FastifyRequest, tenant: Tenant, id: number): Promise<{ id: number }> {
      return inWriteTransaction(db, async (tx) => {
        const before = await findOpenClass(tx, tenant.id, id);
        if (!before || !(await deleteOpenClass(tx, tenant.id, id))) throw new AppError('NOT_FOUND');
        await recordAudit(tx, request, tenant.id, { action: 'training.open_class_deleted', entityType: 'open_class', entityId: String(id), before: toOpenClass(before) });
        return { id };
      });
    },
  };
}
