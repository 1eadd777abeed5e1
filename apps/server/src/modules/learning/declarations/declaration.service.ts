import type { CreateDeclarationBody, DecideDeclarationBody, Declaration, DeclarationStatus } from '@yanxiu/contract/learning-hours';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { actOnReview, openReview } from '@server/platform/review/review-engine';
import { latestReviewerComments } from '@server/platform/review/review-vocabulary';
import { chinaDay, chinaWallToIso } from '@server/platform/time/china-time';
import { lockEvidenceFiles } from '@server/modules/files/files.public';
import { tellHoursCredited } from '@server/modules/learning/hours/credit-notice';
import { creditHoursOnce } from '@server/modules/learning/hours/hours-events';
import { findStandingCredit } from '@server/modules/learning/hours/hours-ledger.repository';
import { isTeacher, personInReach } from '@server/modules/learning/hours/person-in-reach';
import { learningAccess, learningReachOf } from '@server/modules/learning/learning.access';
import { DECLARATION_SUBJECT, DECLARATION_WORKFLOW } from './declaration-workflow';
import {
  findDeclaration,
  findFiles,
  insertDeclaration,
  listDeclarations,
  setDeclarationReview,
  settleDeclaration,
  type DeclarationWithReview,
} from './declaration.repository';
import { listHourCategories } from '@server/modules/learning/settings/learning-config.repository';

/** What a reviewer judged, kept with the review: the files by name, so a file gone later can still be named. */
type DeclarationSnapshot = Pick<CreateDeclarationBody, 'title' | 'organiser' | 'category' | 'hours' | 'activityOn'> & {
  files: Record<string, string>;
};

const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path, message }] });

/** The instant a declared activity is credited at: noon of its day in China, so the entry's day and year are the activity's. */
export const activityInstant = (day: string) => new Date(chinaWallToIso(`${day} 12:00`));

// Declared hours: filed by a teacher (or staff for them), checked by the school through the review engine.

async function views({ db, tenantId, actor }: RequestContext, rows: readonly DeclarationWithReview[]): Promise<Declaration[]> {
  const [comments, files] = await Promise.all([
    latestReviewerComments(
      db,
      tenantId,
      rows.map((row) => row.review.id),
    ),
    findFiles(db, tenantId, [...new Set(rows.flatMap((row) => row.declaration.evidenceFileIds))]),
  ]);
  const existing = new Map(files.map((file) => [file.id, file.name]));
  return rows.map((row) => {
    const { declaration, review } = row;
    const snapshot = review.snapshot as Partial<DeclarationSnapshot>;
    return {
      id: declaration.id,
      userId: declaration.userId,
      teacherName: row.teacherName,
      schoolName: row.orgLevel === 1 ? row.orgName : null,
      declaredBy: declaration.declaredBy,
      title: declaration.title,
      organiser: declaration.organiser,
      category: declaration.category,
      hours: declaration.hours,
      activityOn: declaration.activityOn,
      evidence: declaration.evidenceFileIds.map((id) => ({
        id,
        name: existing.get(id) ?? snapshot.files?.[id] ?? '',
        missing: !existing.has(id),
      })),
      status: declaration.status as DeclarationStatus,
      comment: comments.get(review.id) ?? null,
      entryId: declaration.entryId,
      version: review.version,
      canDecide: learningAccess.decideDeclaration(actor, row),
      createdAt: declaration.createdAt.toISOString(),
    };
  });
}

async function view(ctx: RequestContext, found: DeclarationWithReview): Promise<Declaration> {
  return (await views(ctx, [found]))[0]!;
}

/** The declaration if the caller may read it (the teacher, or staff over them); 404 for anyone else. */
async function readable({ db, tenantId, actor }: RequestContext, id: number): Promise<DeclarationWithReview> {
  const found = await findDeclaration(db, tenantId, id);
  if (!found || !learningAccess.readDeclaration(actor, found)) throw new AppError('NOT_FOUND');
  return found;
}

/** 422 unless every file is an `evidence` upload of the declarer in this tenant; answers their names. */
async function checkEvidence(
  { db, tenantId }: RequestContext,
  declarerId: number,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const files = new Map((await findFiles(db, tenantId, ids)).map((file) => [file.id, file]));
  const issues = ids.flatMap((id, index) => {
    const file = files.get(id);
    if (!file) return [{ path: `body.evidenceFileIds.${index}`, message: 'no such file' }];
    if (file.purpose !== 'evidence') return [{ path: `body.evidenceFileIds.${index}`, message: 'not uploaded as evidence' }];
    if (file.ownerUserId !== declarerId) return [{ path: `body.evidenceFileIds.${index}`, message: 'not your upload' }];
    return [];
  });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  return Object.fromEntries(ids.map((id) => [id, files.get(id)!.name]));
}

export async function fileHoursDeclaration(ctx: RequestContext, body: CreateDeclarationBody): Promise<Declaration> {
  const { tenantId, actor } = ctx;
  const person = await personInReach(ctx, body.userId ?? actor.userId);
  if (!isTeacher(person)) {
    if (person.userId === actor.userId) throw new AppError('FORBIDDEN');
    throw unprocessable('body.userId', 'not a teacher');
  }
  const categories = await listHourCategories(ctx.db, tenantId);
  if (!categories.some((category) => category.code === body.category))
    throw unprocessable('body.category', 'not a category of this tenant');
  const now = new Date();
  if (body.activityOn > chinaDay(now)) throw unprocessable('body.activityOn', 'may not be in the future');
  const evidenceFileIds = [...new Set(body.evidenceFileIds)];
  const files = await checkEvidence(ctx, actor.userId, evidenceFileIds);
  const { title, organiser, category, hours, activityOn } = body;
  const snapshot: DeclarationSnapshot = { title, organiser, category, hours, activityOn, files };
  const id = await ctx.transaction(async (tx) => {
    // Held until commit, so the uploader cannot delete a file between the check and the declaration naming it.
    const present = await lockEvidenceFiles(tx, tenantId, evidenceFileIds);
    const gone = evidenceFileIds.filter((fileId) => !present.has(fileId));
    if (gone.length > 0)
      throw new AppError('UNPROCESSABLE', {
        issues: gone.map((fileId) => ({ path: 'body.evidenceFileIds', message: `file ${fileId} no longer exists` })),
      });
    const declaration = await insertDeclaration(tx, {
      tenantId,
      userId: person.userId,
      declaredBy: actor.userId,
      title,
      organiser,
      category,
      hours,
      activityOn,
      evidenceFileIds,
      createdAt: now,
      updatedAt: now,
    });
    // The teacher is the applicant whoever filed it: the school of the teacher reviews, and the teacher may withdraw.
    const review = await openReview(eventScopeOf(ctx, tx), DECLARATION_WORKFLOW, {
      subjectType: DECLARATION_SUBJECT,
      subjectId: String(declaration.id),
      applicant: { userId: person.userId, orgPath: person.orgPath },
      snapshot,
      submit: true,
    });
    await setDeclarationReview(tx, tenantId, declaration.id, review.id);
    await recordAudit(tx, ctx, {
      action: 'learning.declaration_created',
      entityType: 'learning_declaration',
      entityId: String(declaration.id),
      after: { userId: person.userId, declaredBy: actor.userId, title, category, hours, activityOn, evidenceFileIds },
    });
    return declaration.id;
  });
  return view(ctx, (await findDeclaration(ctx.db, tenantId, id))!);
}

export async function listMyHoursDeclarations(
  ctx: RequestContext,
  query: { status?: DeclarationStatus | undefined; current: number; size: number },
) {
  const { rows, total } = await listDeclarations(ctx.db, {
    tenantId: ctx.tenantId,
    userId: ctx.actor.userId,
    status: query.status,
    oldestFirst: false,
    page: query.current,
    size: query.size,
  });
  return { records: await views(ctx, rows), total, current: query.current, size: query.size };
}

export async function readHoursDeclaration(ctx: RequestContext, id: number): Promise<Declaration> {
  return view(ctx, await readable(ctx, id));
}

/** Staff: declarations of teachers under their reach, pending by default (oldest first). */
export async function hoursDeclarationQueue(
  ctx: RequestContext,
  query: { status?: DeclarationStatus | undefined; current: number; size: number },
) {
  const status = query.status ?? 'pending';
  const filter = {
    tenantId: ctx.tenantId,
    orgPath: learningReachOf(ctx.actor),
    status,
    oldestFirst: status === 'pending',
    page: query.current,
    size: query.size,
  };
  const { rows, total } = await listDeclarations(ctx.db, filter);
  return { records: await views(ctx, rows), total, current: query.current, size: query.size };
}

/** The teacher withdraws a pending declaration. */
export async function withdrawHoursDeclaration(ctx: RequestContext, id: number): Promise<Declaration> {
  const { tenantId, actor } = ctx;
  const found = await readable(ctx, id);
  requireAccess(actor, learningAccess.withdrawDeclaration, found.declaration);
  if (found.declaration.status !== 'pending') throw new AppError('STATE_NOT_ALLOWED');
  await ctx.transaction(async (tx) => {
    await actOnReview(eventScopeOf(ctx, tx), found.review.id, actor, 'withdraw', { expectedVersion: found.review.version });
    if (!(await settleDeclaration(tx, tenantId, id, 'withdrawn', null, new Date()))) throw new AppError('STATE_NOT_ALLOWED');
    await recordAudit(tx, ctx, {
      action: 'learning.declaration_withdrawn',
      entityType: 'learning_declaration',
      entityId: String(id),
      before: { status: 'pending' },
      after: { status: 'withdrawn' },
    });
  });
  return view(ctx, (await findDeclaration(ctx.db, tenantId, id))!);
}

/**
 * A school admin approves (the hours go into the ledger in the same transaction as the review's transition) or
 * rejects with a comment. The version read by the reviewer guards the decision: 409 STALE_VERSION when the review
 * moved meanwhile, so of two approvals at once one wins and the ledger gets one entry.
 */
export async function decideHoursDeclaration(ctx: RequestContext, body: DecideDeclarationBody): Promise<Declaration> {
  const { tenantId, actor } = ctx;
  const found = await readable(ctx, body.id);
  const { declaration } = found;
  if (body.decision === 'reject' && !body.comment) throw unprocessable('body.comment', 'a rejection needs a comment');
  if (declaration.status !== 'pending') throw new AppError('STATE_NOT_ALLOWED');
  requireAccess(actor, learningAccess.decideDeclaration, found);
  if (body.version !== found.review.version) throw new AppError('STALE_VERSION');
  const now = new Date();
  await ctx.transaction(async (tx) => {
    try {
      await actOnReview(eventScopeOf(ctx, tx), found.review.id, actor, body.decision, {
        comment: body.comment,
        expectedVersion: body.version,
      });
    } catch (error) {
      if (error instanceof AppError && error.errorName === 'CONFLICT') throw new AppError('STALE_VERSION');
      throw error;
    }
    let entryId: number | null = null;
    if (body.decision === 'approve') {
      const credit = { userId: declaration.userId, source: 'declared' as const, sourceRef: String(declaration.id) };
      const credited = await creditHoursOnce(eventScopeOf(ctx, tx), {
        ...credit,
        programmeId: null,
        title: declaration.title,
        hours: declaration.hours,
        category: declaration.category,
        earnedAt: activityInstant(declaration.activityOn),
        createdBy: actor.userId,
      });
      if (credited !== null)
        await tellHoursCredited(eventScopeOf(ctx, tx), {
          entryId: credited,
          userId: declaration.userId,
          title: declaration.title,
          hours: declaration.hours,
        });
      entryId = credited ?? (await findStandingCredit(tx, tenantId, credit.userId, credit.source, credit.sourceRef))?.id ?? null;
    }
    const status = body.decision === 'approve' ? 'approved' : 'rejected';
    if (!(await settleDeclaration(tx, tenantId, declaration.id, status, entryId, now))) throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, {
      action: `learning.declaration_${status}`,
      entityType: 'learning_declaration',
      entityId: String(declaration.id),
      before: { status: 'pending' },
      after: { status, entryId, comment: body.comment ?? null },
    });
  });
  return view(ctx, (await findDeclaration(ctx.db, tenantId, declaration.id))!);
}
