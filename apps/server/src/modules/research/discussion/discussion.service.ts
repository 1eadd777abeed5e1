import type {
  CreatePostBody,
  DiscussionPage,
  DiscussionPost,
  DiscussionQuery,
  ModeratePostBody,
} from '@yanxiu/contract/research-interaction';
import { ResearchInteractionLimits } from '@yanxiu/contract/research-interaction-limits';
import type { z } from 'zod';
import type { Executor } from '@server/db/client';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { AppError } from '@server/platform/http/app-error';
import { notify } from '@server/modules/notifications/notifications.public';
import { recordActivityFact } from '@server/modules/research/completion/activity-completion';
import { checkOwnFiles, filesOf } from '@server/modules/research/interaction/attachments';
import {
  gateActivity,
  gateStage,
  requireOpen,
  requireOrganiser,
  type ActivityGate,
} from '@server/modules/research/interaction/interaction-gate';
import { findPeople, participantsAmong } from '@server/modules/research/interaction/interaction.repository';
import { decodeThreadCursor, encodeThreadCursor } from './discussion-cursor';
import { findPost, insertPost, listReplies, listThreads, moderatePost, type PostRecord } from './discussion.repository';

/** A post as the route hands it over, defaults filled in. */
export type ParsedCreatePost = z.output<typeof CreatePostBody>;

/** The posts as the page shows them: authors and mentioned people by name, attachments with their names. */
async function present(db: Executor, ctx: RequestContext, posts: readonly PostRecord[]): Promise<Map<number, DiscussionPost>> {
  const people = await findPeople(
    db,
    ctx.tenantId,
    posts.flatMap((post) => [post.authorUserId, ...post.mentionUserIds]),
  );
  const files = new Map((await filesOf(db, ctx, [...new Set(posts.flatMap((post) => post.fileIds))])).map((file) => [file.id, file]));
  const person = (userId: number) => people.get(userId) ?? { userId, name: '', orgName: '' };
  return new Map(
    posts.map((post) => [
      post.id,
      {
        id: post.id,
        parentId: post.parentId,
        author: person(post.authorUserId),
        text: post.body,
        attachments: post.fileIds.flatMap((id) => files.get(id) ?? []),
        mentions: post.mentionUserIds.map(person),
        pinned: post.pinned,
        hidden: post.hiddenAt !== null,
        createdAt: post.createdAt.toISOString(),
      },
    ]),
  );
}

/** 422 unless everyone mentioned joined the activity or leads it (the creator, the group's leader). */
async function checkMentions(ctx: RequestContext, tx: Executor, gate: ActivityGate, userIds: readonly number[]): Promise<void> {
  const leaders = new Set([gate.ref.createdBy, gate.ref.groupLeaderUserId].filter((id): id is number => id !== null));
  const joined = await participantsAmong(tx, ctx.tenantId, gate.activity.id, userIds);
  const issues = userIds.flatMap((userId, index) =>
    joined.has(userId) || leaders.has(userId) ? [] : [{ path: `body.mentionUserIds.${index}`, message: 'not in this activity' }],
  );
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

// The discussion of a discussion stage: threads and replies, posting with attachments and mentions, moderation.

/** A page of threads with their newest replies; hidden posts only for the organiser. */
export async function listDiscussion(ctx: RequestContext, query: DiscussionQuery): Promise<DiscussionPage> {
  const { gate } = await gateStage(ctx, ctx.db, query.stageId, 'discussion');
  const after = query.cursor === undefined ? null : decodeThreadCursor(query.cursor);
  if (query.cursor !== undefined && !after)
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'querystring.cursor', message: 'not a cursor of this list' }] });
  const includeHidden = gate.organiser;
  const rows = await listThreads(ctx.db, ctx.tenantId, query.stageId, { includeHidden, after, limit: query.size + 1 });
  const threads = rows.slice(0, query.size);
  const replies = await listReplies(
    ctx.db,
    ctx.tenantId,
    threads.map((thread) => thread.id),
    { includeHidden, perThread: ResearchInteractionLimits.repliesShown },
  );
  const shown = await present(ctx.db, ctx, [...threads, ...replies.map((reply) => reply.post)]);
  const last = threads.at(-1);
  return {
    threads: threads.map((thread) => {
      const own = replies.filter((reply) => reply.post.parentId === thread.id);
      return { ...shown.get(thread.id)!, replies: own.map((reply) => shown.get(reply.post.id)!), replyCount: own[0]?.replies ?? 0 };
    }),
    nextCursor: rows.length > query.size && last ? encodeThreadCursor(last) : null,
    canModerate: gate.organiser,
  };
}

/**
 * Posts a thread or a reply (to its thread); counts towards the completion rule (posted) for a participant and
 * tells the people mentioned.
 */
export async function postToDiscussion(ctx: RequestContext, body: ParsedCreatePost): Promise<DiscussionPost> {
  return ctx.transaction(async (tx) => {
    const { stage, gate } = await gateStage(ctx, tx, body.stageId, 'discussion');
    requireOpen(gate);
    let threadId: number | null = null;
    if (body.parentId !== undefined) {
      const parent = await findPost(tx, ctx.tenantId, body.parentId);
      if (!parent || parent.stageId !== stage.id || (parent.hiddenAt !== null && !gate.organiser)) {
        throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.parentId', message: 'no such post in this discussion' }] });
      }
      threadId = parent.parentId ?? parent.id;
    }
    await checkOwnFiles(ctx, tx, 'attachmentFileIds', body.attachmentFileIds);
    await checkMentions(ctx, tx, gate, body.mentionUserIds);
    const now = new Date();
    const post = await insertPost(tx, ctx.tenantId, {
      activityId: gate.activity.id,
      stageId: stage.id,
      parentId: threadId,
      authorUserId: ctx.actor.userId,
      body: body.text,
      fileIds: body.attachmentFileIds,
      mentionUserIds: body.mentionUserIds,
    });
    const scope = eventScopeOf(ctx, tx);
    // Only the first post is news to the completion rule (a fact is recorded once).
    if (gate.participant?.postedAt === null)
      await recordActivityFact(scope, { activityId: gate.activity.id, userId: ctx.actor.userId, fact: 'posted', at: now });
    const told = body.mentionUserIds.filter((userId) => userId !== ctx.actor.userId);
    const shown = (await present(tx, ctx, [post])).get(post.id)!;
    if (told.length > 0) {
      await notify(scope, {
        audience: { kind: 'users', userIds: told },
        kind: 'research.mentioned',
        params: { name: shown.author.name, title: gate.activity.title.slice(0, 500) },
        link: `/research/ActivityCover/${gate.activity.id}`,
        objectRef: `research_post:${post.id}`,
      });
    }
    return shown;
  });
}

/** The organiser pins or unpins a thread, hides or shows a post; audited when it changes. */
export async function moderateDiscussionPost(ctx: RequestContext, body: ModeratePostBody): Promise<DiscussionPost> {
  return ctx.transaction(async (tx) => {
    const post = await findPost(tx, ctx.tenantId, body.postId);
    if (!post) throw new AppError('NOT_FOUND');
    const gate = await gateActivity(ctx, tx, post.activityId);
    // Hidden posts do not exist for participants.
    if (!gate.organiser && post.hiddenAt !== null) throw new AppError('NOT_FOUND');
    requireOrganiser(gate);
    if ((body.action === 'pin' || body.action === 'unpin') && post.parentId !== null) {
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.postId', message: 'only a thread can be pinned' }] });
    }
    const change =
      body.action === 'pin' || body.action === 'unpin'
        ? { pinned: body.action === 'pin' }
        : { hidden: body.action === 'hide' ? { by: ctx.actor.userId, at: new Date() } : null };
    if (await moderatePost(tx, ctx.tenantId, post.id, change)) {
      await recordAudit(tx, ctx, { action: `research.post.${body.action}`, entityType: 'research_post', entityId: String(post.id) });
    }
    const after = await findPost(tx, ctx.tenantId, post.id);
    return (await present(tx, ctx, [after!])).get(post.id)!;
  });
}
