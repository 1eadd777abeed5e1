import type { ActivityDetail, MyResearch, SignUpBlocker, SquarePage, SquareQuery } from '@yanxiu/contract/research';
import { ResearchLimits } from '@yanxiu/contract/research';
import type { CompletionFactValue } from '@yanxiu/contract/research-enums';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findParticipant } from '@server/modules/research/completion/participant.repository';
import { ledGroupIds } from '@server/modules/research/groups/group.repository';
import { audienceFactsOf } from '@server/modules/research/people.repository';
import { isInActivityAudience, researchAccess } from '@server/modules/research/research.access';
import { researchFilesById } from '@server/modules/research/research-files';
import { countParticipants } from '@server/modules/research/completion/participant.repository';
import { decodeSquareCursor, encodeSquareCursor } from './square-cursor';
import { joinedBy, listParticipants, organisedBy, squarePage, activitiesOfProgramme } from './activity-lists.repository';
import {
  findActivity,
  insertParticipant,
  joinedAmong,
  listStages,
  removeIdleParticipant,
  takeSeat,
  type ActivityRow,
} from './activity.repository';
import { toProgress, toStage, toSummary } from './activity-view';

// The participant's side of activities: the square, an activity's page, signing up and leaving, one's own
// activities and a programme's.

/** Participants others than the organisers see on the page. */
const PUBLIC_PARTICIPANTS = 50;

/** The activity as the caller may see it, with the facts the page's rules need; NOT_FOUND when hidden from them. */
async function visibleActivity(ctx: RequestContext, id: number) {
  const activity = await findActivity(ctx.db, ctx.tenantId, id);
  if (!activity) throw new AppError('NOT_FOUND');
  const facts = await audienceFactsOf(ctx.db, ctx.tenantId, ctx.actor);
  const participant = await findParticipant(ctx.db, ctx.tenantId, id, ctx.actor.userId);
  const inAudience = isInActivityAudience(facts, activity);
  const canManage = researchAccess.manageActivity(ctx.actor, activity);
  if (!researchAccess.viewActivity(ctx.actor, { ...activity, inAudience, joined: participant !== null })) throw new AppError('NOT_FOUND');
  return { activity, participant, inAudience, canManage };
}

function signUpBlockerOf(activity: ActivityRow, joined: boolean, inAudience: boolean, now: Date): SignUpBlocker | null {
  if (joined) return 'joined';
  if (activity.status === 'closed') return 'closed';
  if (activity.status !== 'published') return 'not_published';
  if (now >= activity.endsAt) return 'ended';
  if (!inAudience) return 'not_in_audience';
  if (activity.capacity !== null && activity.seatsTaken >= activity.capacity) return 'full';
  return null;
}
/** An activity's page as the caller may see it (404 when hidden from them). */
export async function activityDetail(ctx: RequestContext, id: number): Promise<ActivityDetail> {
  const { activity, participant, inAudience, canManage } = await visibleActivity(ctx, id);
  const now = new Date();
  const stages = await listStages(ctx.db, ctx.tenantId, id);
  const files = await researchFilesById(
    ctx.db,
    ctx.tenantId,
    stages.flatMap((stage) => stage.fileIds),
  );
  const participants = await listParticipants(ctx.db, ctx.tenantId, id, canManage ? ResearchLimits.capacityMax : PUBLIC_PARTICIPANTS);
  return {
    ...toSummary(activity, now, participant !== null),
    description: activity.description,
    meetingUrl: activity.meetingUrl,
    targetSchoolIds: activity.targetSchoolIds,
    hoursCategory: activity.hoursCategory,
    completionRule: activity.completionRule as CompletionFactValue[],
    programmeId: activity.programmeId,
    stages: stages.map((stage) => toStage(stage, files)),
    participantCount: await countParticipants(ctx.db, ctx.tenantId, id),
    participants: participants.map((row) => ({
      userId: row.userId,
      name: row.name,
      schoolName: row.schoolName,
      joinedAt: row.joinedAt.toISOString(),
      done: toProgress(activity.completionRule, row).done,
      completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    })),
    canManage,
    signUpBlocker: signUpBlockerOf(activity, participant !== null, inAudience, now),
    myProgress: participant ? toProgress(activity.completionRule, participant) : null,
    version: activity.version,
  };
}

/** Joins a published activity the caller is in the audience of; the cap holds under concurrent sign-ups. */
export async function signUpForActivity(ctx: RequestContext, activityId: number): Promise<ActivityDetail> {
  const { activity, participant, inAudience } = await visibleActivity(ctx, activityId);
  const now = new Date();
  const blocker = signUpBlockerOf(activity, participant !== null, inAudience, now);
  if (blocker === 'joined') throw new AppError('ALREADY_SIGNED_UP');
  if (blocker === 'not_in_audience' || !researchAccess.signUp(ctx.actor, { inAudience })) throw new AppError('NOT_IN_ACTIVITY_AUDIENCE');
  if (blocker === 'full') throw new AppError('ACTIVITY_FULL');
  if (blocker !== null) throw new AppError('ACTIVITY_SIGN_UP_CLOSED');
  await ctx.transaction(async (tx) => {
    if (!(await insertParticipant(tx, ctx.tenantId, activityId, ctx.actor.userId, now))) throw new AppError('ALREADY_SIGNED_UP');
    if (!(await takeSeat(tx, ctx.tenantId, activityId))) throw new AppError('ACTIVITY_FULL');
  });
  return activityDetail(ctx, activityId);
}

/** Leaves an activity before it starts, if nothing was done towards it yet; frees the place. */
export async function cancelActivitySignUp(ctx: RequestContext, activityId: number): Promise<ActivityDetail> {
  const { activity, participant } = await visibleActivity(ctx, activityId);
  if (!participant) throw new AppError('NOT_A_PARTICIPANT');
  if (new Date() >= activity.startsAt || activity.status !== 'published') throw new AppError('STATE_NOT_ALLOWED');
  await ctx.transaction(async (tx) => {
    if (!(await removeIdleParticipant(tx, ctx.tenantId, activityId, ctx.actor.userId))) throw new AppError('STATE_NOT_ALLOWED');
  });
  return activityDetail(ctx, activityId);
}

/** A page of the square: the published activities the caller may see, by start, filtered. */
export async function activitySquare(ctx: RequestContext, query: SquareQuery): Promise<SquarePage> {
  const facts = await audienceFactsOf(ctx.db, ctx.tenantId, ctx.actor);
  const now = new Date();
  const rows = await squarePage(ctx.db, ctx.tenantId, ctx.actor.userId, facts, {
    keyword: query.keyword || undefined,
    kind: query.kind,
    mode: query.mode,
    sectionCode: query.sectionCode,
    subjectCode: query.subjectCode,
    state: query.state,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    after: query.cursor ? decodeSquareCursor(query.cursor) : undefined,
    size: query.size,
    now,
  });
  const page = rows.slice(0, query.size);
  const joined = await joinedAmong(
    ctx.db,
    ctx.tenantId,
    ctx.actor.userId,
    page.map((row) => row.id),
  );
  const last = page[page.length - 1];
  return {
    records: page.map((row) => toSummary(row, now, joined.has(row.id))),
    nextCursor: rows.length > query.size && last ? encodeSquareCursor({ startsAt: last.startsAt, id: last.id }) : null,
  };
}

/** The activities the caller organises and those they joined, with their progress. */
export async function myResearch(ctx: RequestContext): Promise<MyResearch> {
  const now = new Date();
  const led = await ledGroupIds(ctx.db, ctx.tenantId, ctx.actor.userId);
  const organised = await organisedBy(ctx.db, ctx.tenantId, ctx.actor.userId, led, ResearchLimits.listMax);
  const joined = await joinedBy(ctx.db, ctx.tenantId, ctx.actor.userId, ResearchLimits.listMax);
  const joinedIds = new Set(joined.map((row) => row.activity.id));
  return {
    organised: organised.map((row) => toSummary(row, now, joinedIds.has(row.id))),
    joined: joined.map(({ activity, participant }) => ({
      activity: toSummary(activity, now, true),
      progress: toProgress(activity.completionRule, participant),
    })),
  };
}

/** A fusion programme's activities the caller may see (the programme page lists them). */
export async function programmeActivitiesFor(ctx: RequestContext, programmeId: number) {
  const now = new Date();
  const facts = await audienceFactsOf(ctx.db, ctx.tenantId, ctx.actor);
  const listed = await activitiesOfProgramme(ctx.db, ctx.tenantId, programmeId);
  const joined = await joinedAmong(
    ctx.db,
    ctx.tenantId,
    ctx.actor.userId,
    listed.map((row) => row.id),
  );
  // Only what the caller could open: in its audience, joined, or organised by them.
  const rows = listed.filter((row) =>
    researchAccess.viewActivity(ctx.actor, { ...row, inAudience: isInActivityAudience(facts, row), joined: joined.has(row.id) }),
  );
  return { records: rows.map((row) => toSummary(row, now, joined.has(row.id))) };
}
