import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { SaveStudioBody, StudioDetail, StudioSummary } from '@yanxiu/contract/training';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { isCodeOf } from '@server/modules/basecode/basecode.public';
import { filePurposesOf } from '@server/modules/training/file-purposes';
import { toProgrammeSummary } from '@server/modules/training/programmes/programme-view';
import {
  findMyEnrolments,
  findStudio,
  findTeacherIds,
  insertStudio,
  listStudioMembers,
  listStudioProgrammes,
  listStudios,
  replaceStudioMembers,
  updateStudio,
  type StudioFilter,
} from './studio.repository';

type StudioRecord = NonNullable<Awaited<ReturnType<typeof findStudio>>>;

function toStudioSummary(row: StudioRecord): StudioSummary {
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    leadUserId: row.leadUserId,
    leadName: row.leadName,
    leadSchoolName: row.leadSchoolName,
    sectionCode: row.sectionCode,
    subjectCode: row.subjectCode,
    coverFileId: row.coverFileId,
    memberCount: row.memberCount,
    programmeCount: row.programmeCount,
  };
}

async function detailOf(executor: Executor, tenantId: TenantId, userId: number, id: number): Promise<StudioDetail> {
  const studio = await findStudio(executor, tenantId, id);
  if (!studio) throw new AppError('NOT_FOUND');
  const members = await listStudioMembers(executor, tenantId, id);
  const programmes = await listStudioProgrammes(executor, tenantId, id);
  const mine = await findMyEnrolments(
    executor,
    tenantId,
    userId,
    programmes.map((programme) => programme.id),
  );
  return {
    ...toStudioSummary(studio),
    description: studio.description,
    members: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      schoolName: member.schoolName,
      role: member.role === 'lead' ? 'lead' : 'member',
    })),
    programmes: programmes.map((programme) => toProgrammeSummary(programme, mine.get(programme.id) ?? null)),
  };
}

/** 422 with every issue: lead and members must be the tenant's teachers, codes known, the cover a cover upload. */
async function check(ctx: RequestContext, body: SaveStudioBody): Promise<void> {
  const { db, tenantId } = ctx;
  const issues: FieldIssue[] = [];
  const teachers = await findTeacherIds(db, tenantId, [body.leadUserId, ...body.memberUserIds]);
  if (!teachers.has(body.leadUserId)) issues.push({ path: 'body.leadUserId', message: 'the lead must be a teacher of the district' });
  for (const [index, id] of body.memberUserIds.entries()) {
    if (!teachers.has(id)) issues.push({ path: `body.memberUserIds.${index}`, message: `user ${id} is not a teacher of the district` });
  }
  if (body.sectionCode !== null && !(await isCodeOf(db, 'section', body.sectionCode)))
    issues.push({ path: 'body.sectionCode', message: 'unknown section' });
  if (body.subjectCode !== null && !(await isCodeOf(db, 'subject', body.subjectCode)))
    issues.push({ path: 'body.subjectCode', message: 'unknown subject' });
  if (body.coverFileId !== null && (await filePurposesOf(db, tenantId, [body.coverFileId])).get(body.coverFileId) !== 'cover') {
    issues.push({ path: 'body.coverFileId', message: 'upload the image as a cover first' });
  }
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

// Master-teacher studios: the catalogue and studio pages for everyone, saving for district staff.

/** One page of the tenant's studios. */
export async function listStudiosPage(ctx: RequestContext, query: StudioFilter & { current: number; size: number }) {
  const { rows, total } = await listStudios(ctx.db, ctx.tenantId, query, query);
  return { records: rows.map(toStudioSummary), total, current: query.current, size: query.size };
}

/** A studio page for the caller (their enrolments show on its programmes). */
export function readStudio(ctx: RequestContext, id: number): Promise<StudioDetail> {
  return detailOf(ctx.db, ctx.tenantId, ctx.actor.userId, id);
}

/** Creates or edits a studio with its membership (the lead always a member); audited. */
export async function saveStudio(ctx: RequestContext, body: SaveStudioBody): Promise<StudioDetail> {
  await check(ctx, body);
  const { tenantId, actor } = ctx;
  const { id: existingId, memberUserIds, ...values } = body;
  return ctx.transaction(async (tx) => {
    const before = existingId === undefined ? null : await detailOf(tx, tenantId, actor.userId, existingId);
    let id = existingId;
    if (id === undefined) id = await insertStudio(tx, tenantId, values);
    else if (!(await updateStudio(tx, tenantId, id, values))) throw new AppError('NOT_FOUND');
    await replaceStudioMembers(tx, tenantId, id, body.leadUserId, memberUserIds);
    const after = await detailOf(tx, tenantId, actor.userId, id);
    await recordAudit(tx, ctx, {
      action: before ? 'training.studio_updated' : 'training.studio_created',
      entityType: 'studio',
      entityId: String(id),
      before: before && { ...before, programmes: undefined },
      after: { ...after, programmes: undefined },
    });
    return after;
  });
}
