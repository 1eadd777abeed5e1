import type { ModerateBody, ModerationItem, ModerationOutcome, ModerationQuery, ReportBody } from '@yanxiu/contract/training-discussion';
import { TrainingDiscussionLimits as Limits } from '@yanxiu/contract/training-discussion-limits';
import type { z } from 'zod';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { managedScopeOf } from '@server/modules/training/training.access';
import { gateCourse, type CourseGate } from './course-gate';
import { listModeration } from './course-moderation.repository';
import { findCoursePeople } from './course-people.repository';
import { hiddenView } from './course-post-view';
import { countPostReport, findCoursePost, insertReport, setPostHidden } from './course-posts.repository';
import { checkLength, visiblePost } from './course-questions.service';
import { countRatingReport, findRating, setRatingHidden } from './course-ratings.repository';

// Reports from readers and the staff's decisions: hide with a reason (audited), show again, and the list of what
// was reported or hidden, waiting items first.

/** A report as the route hands it over, defaults filled in. */
export type ParsedReport = z.output<typeof ReportBody>;

type Item = { courseType: string; courseId: number; hiddenAt: Date | null; hiddenReason: string | null };

/** The item a report or decision names, with its course; 404 when the caller may not see it. */
async function itemOf(ctx: RequestContext, db: Executor, target: 'post' | 'rating', id: number): Promise<{ item: Item; gate: CourseGate }> {
  if (target === 'post') {
    const { post, gate } = await visiblePost(ctx, db, id);
    return { item: post, gate };
  }
  const rating = await findRating(db, ctx.tenantId, id);
  if (!rating) throw new AppError('NOT_FOUND');
  const gate = await gateCourse(ctx, db, rating.courseType as CourseGate['courseType'], rating.courseId);
  if (rating.hiddenAt !== null && !gate.canModerate) throw new AppError('NOT_FOUND');
  return { item: rating, gate };
}

/** Reports a question, answer or review to the course's moderators; once per reader (repeating changes nothing). */
export async function reportCourseItem(
  ctx: RequestContext,
  body: ParsedReport,
): Promise<{ target: 'post' | 'rating'; id: number; reported: true }> {
  checkLength('body.reason', body.reason, Limits.reason);
  return ctx.transaction(async (tx) => {
    await itemOf(ctx, tx, body.target, body.id);
    const isNew = await insertReport(tx, ctx.tenantId, {
      target: body.target,
      targetId: body.id,
      userId: ctx.actor.userId,
      reason: body.reason,
    });
    if (isNew) {
      if (body.target === 'post') await countPostReport(tx, ctx.tenantId, body.id);
      else await countRatingReport(tx, ctx.tenantId, body.id);
    }
    return { target: body.target, id: body.id, reported: true as const };
  });
}

/** Hides (with a reason) or shows again an item: the course's moderators only (403 for others); audited when it changes. */
export async function moderateCourseItem(ctx: RequestContext, body: ModerateBody): Promise<ModerationOutcome> {
  return ctx.transaction(async (tx) => {
    const { item, gate } = await itemOf(ctx, tx, body.target, body.id);
    if (!gate.canModerate) throw new AppError('FORBIDDEN');
    const hidden = body.action === 'hide' ? { by: ctx.actor.userId, at: new Date(), reason: body.reason } : null;
    const changed =
      body.target === 'post'
        ? await setPostHidden(tx, ctx.tenantId, body.id, hidden)
        : await setRatingHidden(tx, ctx.tenantId, body.id, hidden);
    const after = body.target === 'post' ? await findCoursePost(tx, ctx.tenantId, body.id) : await findRating(tx, ctx.tenantId, body.id);
    if (changed) {
      await recordAudit(tx, ctx, {
        action: body.target === 'post' ? `training.course_post.${body.action}` : `training.course_rating.${body.action}`,
        entityType: body.target === 'post' ? 'course_post' : 'course_rating',
        entityId: String(body.id),
        before: { hidden: hiddenView(item) },
        after: { hidden: after ? hiddenView(after) : null },
      });
    }
    return { target: body.target, id: body.id, hidden: after ? hiddenView(after) : null };
  });
}

/**
 * The moderation list: reported and hidden questions, answers and reviews, those waiting for a decision first.
 * District staff see the tenant's; a school admin the school-based training their school organises.
 */
export async function courseModerationPage(ctx: RequestContext, query: ModerationQuery) {
  const scope = managedScopeOf(ctx.actor);
  const { rows, total } = await listModeration(ctx.db, ctx.tenantId, { state: query.state, scope, limit: query.current * query.size });
  const waiting = (row: (typeof rows)[number]) => (row.reportCount > 0 && row.hiddenAt === null ? 1 : 0);
  const page = rows
    .sort((a, b) => waiting(b) - waiting(a) || b.reportCount - a.reportCount || b.createdAt.getTime() - a.createdAt.getTime())
    .slice((query.current - 1) * query.size, query.current * query.size);
  const people = await findCoursePeople(
    ctx.db,
    ctx.tenantId,
    page.map((row) => row.authorUserId),
  );
  const records: ModerationItem[] = page.map((row) => ({
    target: row.target,
    id: row.id,
    courseType: row.courseType as ModerationItem['courseType'],
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    author: people.get(row.authorUserId) ?? { userId: row.authorUserId, name: '', orgName: '' },
    text: row.text,
    stars: row.stars,
    kind: row.target === 'rating' ? 'review' : row.isAnswer ? 'answer' : 'question',
    reportCount: row.reportCount,
    hidden: hiddenView(row),
    createdAt: row.createdAt.toISOString(),
  }));
  return { records, total, current: query.current, size: query.size };
}
