import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { researchPosts } from '@server/db/schema/research-interaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ThreadPosition } from './discussion-cursor';

export type PostRecord = typeof researchPosts.$inferSelect;

/** Adds a post or reply; answers it as stored. */
export async function insertPost(
  tx: Executor,
  tenantId: TenantId,
  post: Pick<PostRecord, 'activityId' | 'stageId' | 'parentId' | 'authorUserId' | 'body' | 'fileIds' | 'mentionUserIds'>,
): Promise<PostRecord> {
  const [row] = await tx
    .insert(researchPosts)
    .values({ tenantId, ...post })
    .returning();
  return row!;
}

/** A post by id in the tenant. */
export async function findPost(db: Executor, tenantId: TenantId, postId: number): Promise<PostRecord | null> {
  const [row] = await db
    .select()
    .from(researchPosts)
    .where(and(eq(researchPosts.tenantId, tenantId), eq(researchPosts.id, postId)));
  return row ?? null;
}

/** A page of a stage's threads (first posts): pinned first, then newest, after a position; hidden ones only when asked. */
export async function listThreads(
  db: Executor,
  tenantId: TenantId,
  stageId: number,
  options: { includeHidden: boolean; after: ThreadPosition | null; limit: number },
) {
  const conditions: SQL[] = [eq(researchPosts.tenantId, tenantId), eq(researchPosts.stageId, stageId), isNull(researchPosts.parentId)];
  if (!options.includeHidden) conditions.push(isNull(researchPosts.hiddenAt));
  // A row comparison in the index's order (pinned desc, id desc): the page starts right after the cursor's row.
  if (options.after) conditions.push(sql`(${researchPosts.pinned}, ${researchPosts.id}) < (${options.after.pinned}, ${options.after.id})`);
  return db
    .select()
    .from(researchPosts)
    .where(and(...conditions))
    .orderBy(desc(researchPosts.pinned), desc(researchPosts.id))
    .limit(options.limit);
}

/** The newest replies of some threads (at most `perThread` each, oldest first) and each thread's reply count. */
export async function listReplies(
  db: Executor,
  tenantId: TenantId,
  threadIds: readonly number[],
  options: { includeHidden: boolean; perThread: number },
) {
  if (threadIds.length === 0) return [];
  const conditions: SQL[] = [eq(researchPosts.tenantId, tenantId), inArray(researchPosts.parentId, [...threadIds])];
  if (!options.includeHidden) conditions.push(isNull(researchPosts.hiddenAt));
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: researchPosts.id,
        rank: sql<number>`row_number() over (partition by ${researchPosts.parentId} order by ${researchPosts.id} desc)`.as('rank'),
        replies: sql<number>`(count(*) over (partition by ${researchPosts.parentId}))::int`.as('replies'),
      })
      .from(researchPosts)
      .where(and(...conditions)),
  );
  return db
    .with(ranked)
    .select({ post: researchPosts, replies: ranked.replies })
    .from(ranked)
    .innerJoin(researchPosts, and(eq(researchPosts.tenantId, tenantId), eq(researchPosts.id, ranked.id)))
    .where(lte(ranked.rank, options.perThread))
    .orderBy(asc(researchPosts.id));
}

/** Pins or unpins a thread, hides or shows a post; answers whether it changed. */
export async function moderatePost(
  tx: Executor,
  tenantId: TenantId,
  postId: number,
  change: { pinned?: boolean; hidden?: { by: number; at: Date } | null },
): Promise<boolean> {
  const set: Partial<PostRecord> = {};
  const unchanged: SQL[] = [];
  if (change.pinned !== undefined) {
    set.pinned = change.pinned;
    unchanged.push(sql`${researchPosts.pinned} is distinct from ${change.pinned}`);
  }
  if (change.hidden !== undefined) {
    set.hiddenAt = change.hidden?.at ?? null;
    set.hiddenBy = change.hidden?.by ?? null;
    unchanged.push(change.hidden ? sql`${researchPosts.hiddenAt} is null` : sql`${researchPosts.hiddenAt} is not null`);
  }
  const rows = await tx
    .update(researchPosts)
    .set(set)
    .where(and(eq(researchPosts.tenantId, tenantId), eq(researchPosts.id, postId), ...unchanged))
    .returning({ id: researchPosts.id });
  return rows.length === 1;
}
