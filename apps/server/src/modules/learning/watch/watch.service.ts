import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import type { PresenceAnswerBody, PresenceAnswerResult } from '@yanxiu/contract/learning-presence';
import { randomBytes, randomUUID } from 'node:crypto';
import { eventScopeOf, type RequestContext, type TenantContext } from '@server/platform/context/request-context';
import { runInTransaction, type Tx } from '@server/platform/context/transaction';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { completeUnits, isEnrolledInProgramme, trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import { findWatchSettings } from './completion-share.repository';
import { findQuestionToAsk, insertCheck, judgeCheck } from './presence-checks.repository';
import {
  answerCheck,
  applyPresenceHeartbeat,
  crossedMoment,
  type PendingCheck,
  type PresencePolicy,
  type PresenceState,
  type PresenceStep,
  type QuestionForCheck,
} from './presence-rules';
import { presenceStatus } from './presence-status';
import { coverage, creditOnce, MAX_RATE, seekLimitOf, type Heartbeat, type WatchState } from './watch-credit';
import { watchMemoryOf, type WatchMemory } from './watch-memory';
import { signWatchTicket, type WatchGrant } from './watch-ticket';
import {
  expectedOf,
  openWatchState,
  readWatchState,
  storeWatchState,
  type Expected,
  type StoredWatchState,
} from './watch-state.repository';
import type { WatchKey } from './watch-key';

// Watching and reading lessons. Heartbeats are checked by ticket, applied to the last known state (kept in the app's
// watch memory, so the steady state is one UPDATE per heartbeat) and stored by compare-and-set; a lost race re-reads
// the row.

/** How often the player reports; short enough that closing a tab loses little, long enough to stay cheap. */
export const HEARTBEAT_SECONDS = 5;
/** A document without its own minimum counts as read after this long open. */
export const DEFAULT_READING_SECONDS = 60;
/** Compare-and-set attempts before giving up on a heartbeat (only many writers of one lesson at once get there). */
const MAX_ATTEMPTS = 4;

const keyString = (key: WatchKey) => `${key.tenantId}:${key.unitId}:${key.userId}`;

/** Uniform in [0, 1) from the operating system's generator: when the next check comes must not be guessable. */
const secureRandom = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

const policyOf = (grant: WatchGrant): PresencePolicy => ({
  everyMs: grant.checkEveryMinutes > 0 ? grant.checkEveryMinutes * 60_000 : null,
  answerMs: grant.answerSeconds * 1000,
});

/** A write lost to another process: the transaction is rolled back and the work done again from the row. */
class LostRace extends Error {}

/** Seek limit the player honours: none once complete (review viewing is free), none for documents. */
function seekLimit(state: WatchState, grant: Pick<WatchGrant, 'completionShare'>): number | null {
  if (state.completed || grant.completionShare >= 1) return null;
  return seekLimitOf(state);
}

/**
 * The rare heartbeats, in one transaction: one that completes the lesson (hours are credited exactly when
 * `completed` is stored), issues a check or finds one missed. Null when another process stored a newer state.
 */
async function storeWithEvents(
  ctx: TenantContext,
  key: WatchKey,
  expected: Expected,
  next: WatchState,
  step: PresenceStep,
  creditNow: boolean,
  now: Date,
): Promise<number | null> {
  try {
    return await runInTransaction(ctx.db, async (tx) => {
      if (
        step.missed &&
        !(await judgeCheck(tx, key, step.missed.id, { outcome: 'missed', wrongAnswers: step.missed.wrongAnswers, at: now.getTime() }))
      )
        throw new LostRace();
      if (step.issued) await insertCheck(tx, key, step.issued);
      const heartbeats = await storeWatchState(tx, key, expected, next, step.presence);
      if (heartbeats === null) throw new LostRace();
      if (creditNow) await completeUnit(ctx, tx, key, now);
      return heartbeats;
    });
  } catch (error) {
    if (error instanceof LostRace) return null;
    throw error;
  }
}

async function completeUnit(ctx: TenantContext, tx: Tx, key: WatchKey, now: Date) {
  const unit = await trainingUnitById(tx, key.tenantId, key.unitId);
  const programme = unit && (await trainingProgrammeById(tx, key.tenantId, unit.programmeId));
  // A unit removed or an enrolment cancelled since the ticket was issued completes nothing.
  if (unit && programme && !unit.removed && (await isEnrolledInProgramme(tx, key.tenantId, programme.id, key.userId))) {
    const source = unit.kind === 'document' ? 'read' : 'watch';
    await completeUnits(ctx.events, eventScopeOf(ctx, tx), { unit, programme, userIds: [key.userId], source, recordedBy: null, now });
  }
}

/** An author's question whose moment this heartbeat crossed, if checks are on and the teacher has not passed it. */
async function crossedQuestion(
  ctx: TenantContext,
  memory: WatchMemory,
  key: WatchKey,
  known: StoredWatchState,
  beat: Heartbeat,
  policy: PresencePolicy,
): Promise<QuestionForCheck | undefined> {
  if (policy.everyMs === null || known.presence.pending) return undefined;
  const lesson = `${key.tenantId}:${key.unitId}`;
  const moments = memory.questionMoments.get(lesson) ?? (await memory.questionMoments.fetch(lesson)) ?? [];
  if (moments.length === 0) return undefined;
  const last = known.state.last;
  const longestStep = last ? ((beat.sentAt - last.sentAt) / 1000) * MAX_RATE : 0;
  const moment = crossedMoment(moments, last?.position, beat.position, longestStep);
  return moment === undefined ? undefined : findQuestionToAsk(ctx.db, key, moment);
}

/** Verifies a ticket for the tenant the request came to: the credential of heartbeats and answers alike. */
function grantOf(memory: WatchMemory, tenantId: TenantId, ticket: string, receivedAt: number): WatchGrant {
  const checked = memory.checkTicket(ticket, receivedAt);
  if ('refusal' in checked) throw new AppError(checked.refusal === 'expired' ? 'WATCH_TICKET_EXPIRED' : 'BAD_SIGNATURE');
  // A ticket of another district is as good as forged here.
  if (checked.grant.tenantId !== tenantId) throw new AppError('BAD_SIGNATURE');
  return checked.grant;
}

/** Opens a watch or reading session on a lesson the teacher is enrolled in. */
export async function startWatching(ctx: RequestContext, unitId: number): Promise<WatchSession> {
  const { db, tenantId, actor } = ctx;
  const unit = await trainingUnitById(db, tenantId, unitId);
  if (!unit || unit.removed) throw new AppError('NOT_FOUND');
  if (unit.kind === 'offline') throw new AppError('NOT_A_LESSON');
  // Only enrolled teachers earn credit; staff previewing a lesson open the media without a session.
  if (!(await isEnrolledInProgramme(db, tenantId, unit.programmeId, actor.userId))) throw new AppError('FORBIDDEN');
  const isVideo = unit.kind === 'video';
  const lessonSeconds = isVideo ? unit.durationSeconds : (unit.minViewSeconds ?? DEFAULT_READING_SECONDS);
  if (!lessonSeconds || lessonSeconds <= 0)
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.unitId', message: 'the lesson has no length' }] });
  const settings = await findWatchSettings(db, tenantId);
  const completionShare = isVideo ? settings.completionShare : 1;
  const key = { tenantId, unitId, userId: actor.userId };
  const stored = await openWatchState(db, key);
  watchMemoryOf(ctx).states.set(keyString(key), stored);
  const presence = { checkEveryMinutes: settings.presence.everyMinutes ?? 0, answerSeconds: settings.presence.answerSeconds };
  const { ticket, grant } = signWatchTicket(ctx.config.MEDIA_SIGNING_SECRET, { ...key, lessonSeconds, completionShare, ...presence });
  const { state } = stored;
  return {
    ticket,
    ticketExpiresAt: new Date(grant.expiresAt * 1000).toISOString(),
    unitId,
    unitKind: isVideo ? 'video' : 'document',
    lessonSeconds,
    completionShare,
    intervals: state.intervals.map(([start, end]) => [start, end]),
    watchedSeconds: coverage(state),
    completed: state.completed,
    seekLimit: seekLimit(state, grant),
    lastSeq: state.last?.seq ?? 0,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    presence: presenceStatus(stored.presence, Date.now()),
  };
}

/**
 * Applies one heartbeat; the server's receive time is the only clock used. The signed ticket is the credential (no
 * session: the hottest path of the platform does no more than it must); the context gives the tenant the request
 * came to and the app's services.
 */
export async function recordHeartbeat(ctx: TenantContext, body: HeartbeatBody, receivedAt = Date.now()): Promise<HeartbeatResult> {
  const memory = watchMemoryOf(ctx);
  const grant = grantOf(memory, ctx.tenantId, body.ticket, receivedAt);
  const key = { tenantId: grant.tenantId, unitId: grant.unitId, userId: grant.userId };
  const beat = { sentAt: receivedAt, position: body.position, rate: body.playbackRate, visible: body.visible, seq: body.seq };
  return memory.oneAtATime(keyString(key), () => apply(ctx, memory, key, grant, beat));
}

/**
 * Judges the answer to a presence check on the server's clock. Signed by the ticket like heartbeats; only the check
 * pending for the ticket's teacher and lesson can be answered, so replays and foreign answers change nothing.
 */
export async function answerPresenceCheck(
  ctx: TenantContext,
  body: PresenceAnswerBody,
  receivedAt = Date.now(),
): Promise<PresenceAnswerResult> {
  const memory = watchMemoryOf(ctx);
  const grant = grantOf(memory, ctx.tenantId, body.ticket, receivedAt);
  const key = { tenantId: grant.tenantId, unitId: grant.unitId, userId: grant.userId };
  return memory.oneAtATime(keyString(key), () => judge(ctx, memory, key, grant, body, receivedAt));
}

async function judge(
  ctx: TenantContext,
  memory: WatchMemory,
  key: WatchKey,
  grant: WatchGrant,
  body: PresenceAnswerBody,
  at: number,
): Promise<PresenceAnswerResult> {
  let known = memory.states.get(keyString(key));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    known ??= await readWatchState(ctx.db, key);
    if (!known) throw new AppError('NOT_FOUND');
    const step = answerCheck(
      known.presence,
      { checkId: body.checkId, choice: body.choice, at },
      { policy: policyOf(grant), random: secureRandom, newId: randomUUID },
    );
    if (step.outcome === 'not_pending' || !step.judged) return { outcome: 'not_pending', ...presenceStatus(known.presence, at) };
    const stored = await storeAnswer(ctx, key, known, step.judged, step.outcome, step.presence, step.issued, at);
    if (stored) {
      memory.states.set(keyString(key), stored);
      return { outcome: step.outcome, ...presenceStatus(stored.presence, at) };
    }
    memory.states.delete(keyString(key));
    known = undefined;
  }
  throw new AppError('CONFLICT');
}

async function storeAnswer(
  ctx: TenantContext,
  key: WatchKey,
  known: StoredWatchState,
  judged: PendingCheck,
  outcome: PresenceAnswerResult['outcome'],
  presence: PresenceState,
  issued: PendingCheck | null,
  at: number,
): Promise<StoredWatchState | null> {
  const rowOutcome = outcome === 'wrong' ? 'pending' : (outcome as 'passed' | 'failed' | 'missed');
  try {
    return await runInTransaction(ctx.db, async (tx) => {
      if (!(await judgeCheck(tx, key, judged.id, { outcome: rowOutcome, wrongAnswers: judged.wrongAnswers, at }))) throw new LostRace();
      if (issued) await insertCheck(tx, key, issued);
      const heartbeats = await storeWatchState(tx, key, expectedOf(known), known.state, presence, false);
      if (heartbeats === null) throw new LostRace();
      return { state: known.state, heartbeats, presence };
    });
  } catch (error) {
    if (error instanceof LostRace) return null;
    throw error;
  }
}

async function apply(ctx: TenantContext, memory: WatchMemory, key: WatchKey, grant: WatchGrant, beat: Heartbeat): Promise<HeartbeatResult> {
  let known = memory.states.get(keyString(key));
  const policy = policyOf(grant);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    known ??= await readWatchState(ctx.db, key);
    if (!known) throw new AppError('NOT_FOUND');
    const question = await crossedQuestion(ctx, memory, key, known, beat, policy);
    const step = applyPresenceHeartbeat(known.state, known.presence, beat, grant.lessonSeconds, {
      policy,
      random: secureRandom,
      newId: randomUUID,
      question,
    });
    const answer = (state: WatchState, presence: PresenceState, accepted: boolean, justCompleted: boolean): HeartbeatResult => ({
      accepted,
      watchedSeconds: coverage(state),
      completed: state.completed,
      justCompleted,
      seekLimit: seekLimit(state, grant),
      presence: presenceStatus(presence, beat.sentAt),
    });
    if (step.state === known.state) return answer(known.state, known.presence, false, false);
    const credit = creditOnce(step.state, grant.lessonSeconds, grant.completionShare);
    const expected = expectedOf(known);
    // The steady state is one batched UPDATE; completing, issuing a check or finding one missed take a transaction.
    const heartbeats =
      credit.creditNow || step.issued || step.missed
        ? await storeWithEvents(ctx, key, expected, credit.state, step, credit.creditNow, new Date(beat.sentAt))
        : await memory.storeBatched({ key, expected, next: credit.state, presenceDueAt: step.presence.dueAt });
    if (heartbeats !== null) {
      memory.states.set(keyString(key), { state: credit.state, heartbeats, presence: step.presence });
      return answer(credit.state, step.presence, true, credit.creditNow);
    }
    // Another process stored a newer state: start over from the row.
    memory.states.delete(keyString(key));
    known = undefined;
  }
  throw new AppError('CONFLICT');
}
