import type { CourseAnswer } from '@yanxiu/contract/training-discussion';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { findCoursePeople } from './course-people.repository';
import { reportedAmong, votedAmong, type CoursePostRecord } from './course-posts.repository';

/** How staff see a hidden item (null for readers, who never get one, and for a shown item). */
export function hiddenView(row: { hiddenAt: Date | null; hiddenReason: string | null }) {
  return row.hiddenAt === null ? null : { reason: row.hiddenReason ?? '', at: row.hiddenAt.toISOString() };
}

/** Questions and answers as the caller reads them: authors by name, the caller's votes and reports. */
export async function presentPosts(
  ctx: RequestContext,
  db: Executor,
  posts: readonly CoursePostRecord[],
  canModerate: boolean,
): Promise<Map<number, CourseAnswer>> {
  const ids = posts.map((post) => post.id);
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const people = await findCoursePeople(
    db,
    ctx.tenantId,
    posts.map((post) => post.authorUserId),
  );
  const voted = await votedAmong(db, ctx.tenantId, ctx.actor.userId, ids);
  const reported = await reportedAmong(db, ctx.tenantId, ctx.actor.userId, 'post', ids);
  return new Map(
    posts.map((post) => [
      post.id,
      {
        id: post.id,
        author: people.get(post.authorUserId) ?? { userId: post.authorUserId, name: '', orgName: '' },
        text: post.body,
        byLecturer: post.byLecturer,
        helpfulCount: post.helpfulCount,
        votedHelpful: voted.has(post.id),
        reported: reported.has(post.id),
        reportCount: canModerate ? post.reportCount : 0,
        hidden: canModerate ? hiddenView(post) : null,
        createdAt: post.createdAt.toISOString(),
      },
    ]),
  );
}
