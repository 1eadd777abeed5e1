import type { MyTopicPage, MyTopicsQuery, RespondTopicMembershipBody, TopicDetail, TopicHistoryEntry } from '@yanxiu/contract/topic';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { readableTopic } from '@server/modules/topic/applications/topic-read';
import {
  answerInvitation,
  findTopic,
  listMembers,
  listMyTopics,
  memberStatusOf,
} from '@server/modules/topic/applications/topics.repository';
import { passedKinds } from '@server/modules/topic/stages/stages.repository';
import { myTopicRow, topicDetail } from './topic-detail';
import { topicHistory } from './topic-history';

// How teachers read their topics: my topics, one topic (host page, member page, the apply form) and its history;
// an invited member answers from the topic's page.

export async function readTopic(ctx: RequestContext, applyId: number): Promise<TopicDetail> {
  const { found, myRole } = await readableTopic(ctx, applyId);
  return topicDetail(ctx.db, ctx.tenantId, found, myRole);
}

export async function readTopicHistory(ctx: RequestContext, applyId: number): Promise<TopicHistoryEntry[]> {
  const { found } = await readableTopic(ctx, applyId);
  return topicHistory(ctx, found);
}

/** Topics I host or am listed on (invitations included), with what is due next. */
export async function listMyTopicsWithDue(ctx: RequestContext, query: Omit<MyTopicsQuery, 'appId'>): Promise<MyTopicPage> {
  const page = { current: query.current, size: query.size };
  const found = await listMyTopics(ctx.db, ctx.tenantId, ctx.actor.userId, { role: query.role, phase: query.phase }, page);
  const ids = found.rows.map((row) => row.topic.id);
  const [members, passed] = await Promise.all([listMembers(ctx.db, ctx.tenantId, ids), passedKinds(ctx.db, ctx.tenantId, ids)]);
  const today = chinaDay(new Date());
  const records = found.rows.map((row) => {
    const mine = members.find((member) => member.applicationId === row.topic.id && member.userId === ctx.actor.userId);
    const role = row.topic.hostUserId === ctx.actor.userId ? 'host' : mine?.status === 'confirmed' ? 'member' : 'invited';
    return myTopicRow(row, role, passed.get(row.topic.id) ?? new Set(), today);
  });
  return { records, total: found.total, ...page };
}

/** My answer to being listed on a topic, while invited (409 when I already answered, 404 when not listed). */
export async function answerTopicInvitation(ctx: RequestContext, body: RespondTopicMembershipBody): Promise<TopicDetail> {
  const found = await findTopic(ctx.db, ctx.tenantId, body.applyId);
  const status = found ? await memberStatusOf(ctx.db, ctx.tenantId, body.applyId, ctx.actor.userId) : null;
  if (!found || status === null) throw new AppError('NOT_FOUND');
  if (status !== 'invited') throw new AppError('STATE_NOT_ALLOWED');
  await ctx.transaction(async (tx) => {
    if (!(await answerInvitation(tx, ctx.tenantId, body.applyId, ctx.actor.userId, body.accept ? 'confirmed' : 'declined')))
      throw new AppError('STATE_NOT_ALLOWED');
  });
  return topicDetail(ctx.db, ctx.tenantId, found, body.accept ? 'member' : 'invited');
}
