import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import type { PresenceAnswerBody, PresenceAnswerResult } from '@yanxiu/contract/learning-presence';
import { randomBytes, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '@server/platform/context/request-context';
import { runInTransaction } from '@server/platform/context/transaction';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { completeUnits, isEnrolledInProgramme, trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import { findWatchSettings } from './completion-share.repository';
import { findQuestionMoments, findQuestionToAsk, insertCheck, judgeCheck } from './presence-checks.repository';
import { answerCheck, applyPresenceHeartbeat, crossedMoment, type PendingCheck, type PresencePolicy, type PresenceState, type PresenceStep, type QuestionForCheck } from './presence-rules';
import { presenceStatus } from './presence-status';
import { coverage, creditOnce, MAX_RATE, seekLimitOf, type Heartbeat, type WatchState } from './watch-credit';
import { createTicketChecker, signWatchTicket, WATCH_TICKET_SECONDS, type WatchGrant } from './watch-ticket';
import { expectedOf, openWatchState, readWatchState, storeWatchState, storeWatchStates, type Expected, type StoredWatchState } from './watch-state.repository';
import type { WatchKey } from './watch-key';
import { createKeyedSerializer, createWriteBatcher } from './write-batching';

/** How often the player reports; short enough that closing a tab loses little, long enough to stay cheap. */
export const HEARTBEAT_SECONDS = 5;
/** A document without its own minimum counts as read after this long open. */
export const DEFAULT_READING_SECONDS = 60;
/** States kept in memory per process; beyond this the least recently stored are dropped and re-read when needed. */
const CACHE_LIMIT = 50_000;
/**
 * A state not stored for a ticket's lifetime is dropped: no heartbeat can use it without a new ticket, and opening one
 * (`start`) reads the row again. So finished viewings leave memory within minutes instead of when 50,000 others
 * have pushed them out.
 */
const CACHE_MILLISECONDS = WATCH_TICKET_SECONDS * 1000;
/** Compare-and-set attempts before giving up on a heartbeat (only many writers of one lesson at once get there). */
const MAX_ATTEMPTS = 4;

/** A lesson's question moments are re-read after this long, so questions saved in another process are asked soon. */
const MOMENTS_MILLISECONDS = 60_000;

const keyString = (key: WatchKey) => `${key.tenantId}:${key.unitId}:${key.userId}`;

/** Uniform in [0, 1) from the operating system's generator: when the next check comes must not be guessable. */
const secureRandom = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

const policyOf = (grant: WatchGrant): PresencePolicy => ({ everyMs: grant.checkEveryMinutes > 0 ? grant.checkEveryMinutes * 60_000 : null, answerMs: grant.answerSeconds * 1000 });

/** A write lost to another process: the transaction is rolled back and the work done again from the row. */
class LostRace extends Error {}

/** Seek limit the player honours: none once complete (review viewing is free), none for documents. */
function seekLimit(state: WatchState, grant: Pick<WatchGrant, 'completionShare'>): number | null {
  if (state.completed || grant.completionShare >= 1) return null;
  return seekLimitOf(state);
}

/**
 * Watching and reading lessons. Heartbeats are checked by ticket, applied to the last known state (kept in memory,
 * so the steady state is one UPDATE per heartbeat) and stored by compare-and-set; a lost race re-reads the row.
 */
export function createWatchService(deps: AppDeps) {
  const { db, config, events } = deps;
  const cache = new LRUCache<string, StoredWatchState>({ max: CACHE_LIMIT, ttl: CACHE_MILLISECONDS });
  const oneAtATime = createKeyedSerializer();
  const checkTicket = createTicketChecker(config.MEDIA_SIGNING_SECRET, CACHE_LIMIT);
  const storeBatched = createWriteBatcher((writes: Parameters<typeof storeWatchStates>[1]) => storeWatchStates(db, writes));
  const questionMoments = new LRUCache<string, number[]>({
    max: CACHE_LIMIT,
    ttl: MOMENTS_MILLISECONDS,
    fetchMethod: (lesson) => {
      const [tenantId, unitId] = lesson.split(':').map(Number) as [number, number];
      return findQuestionMoments(db, { tenantId: tenantId as TenantId, unitId });
    },
  });

  function remember(key: WatchKey, stored: StoredWatchState) {
    cache.set(keyString(key), stored);
  }

  /**
   * The rare heartbeats, in one transaction: one that completes the lesson (hours are credited exactly when
   * `completed` is stored), issues a check or finds one missed. Null when another process stored a newer state.
   */
  async function storeWithEvents(key: WatchKey, expected: Expected, next: WatchState, step: PresenceStep, creditNow: boolean, now: Date): Promise<number | null> {
    try {
      return await runInTransaction(db, async (tx) => {
        if (step.missed && !(await judgeCheck(tx, key, step.missed.id, { outcome: 'missed', wrongAnswers: step.missed.wrongAnswers, at: now.getTime() }))) throw new LostRace();
        if (step.issued) await insertCheck(tx, key, step.issued);
        const heartbeats = await storeWatchState(tx, key, expected, next, step.presence);
        if (heartbeats === null) throw new LostRace();
        if (creditNow) await completeUnit(tx, key, now);
        return heartbeats;
      });
    } catch (error) {
      if (error instanceof LostRace) return null;
      throw error;
    }
  }

  async function completeUnit(tx: Parameters<Parameters<typeof runInTransaction>[1]>[0], key: WatchKey, now: Date) {
    const unit = await trainingUnitById(tx, key.tenantId, key.unitId);
    const programme = unit && (await trainingProgrammeById(tx, key.tenantId, unit.programmeId));
    // A unit removed or an enrolment cancelled since the ticket was issued completes nothing.
    if (unit && programme && !unit.removed && (await isEnrolledInProgramme(tx, key.tenantId, programme.id, key.userId))) {
      const source = unit.kind === 'document' ? 'read' : 'watch';
      await completeUnits(events, eventScopeFromDeps(deps, tx, key.tenantId), { unit, programme, userIds: [key.userId], source, recordedBy: null, now });
    }
  }

  /** An author's question whose moment this heartbeat crossed, if checks are on and the teacher has not passed it. */
  async function crossedQuestion(key: WatchKey, known: StoredWatchState, beat: Heartbeat, policy: PresencePolicy): Promise<QuestionForCheck | undefined> {
    if (policy.everyMs === null || known.presence.pending) return undefined;
    const lesson = `${key.tenantId}:${key.unitId}`;
    const moments = questionMoments.get(lesson) ?? (await questionMoments.fetch(lesson)) ?? [];
    if (moments.length === 0) return undefined;
    const last = known.state.last;
    const longestStep = last ? ((beat.sentAt - last.sentAt) / 1000) * MAX_RATE : 0;
    const moment = crossedMoment(moments, last?.position, beat.position, longestStep);
    return moment === undefined ? undefined : findQuestionToAsk(db, key, moment);
  }

  /** Verifies a ticket for the tenant the request came to: the credential of heartbeats and answers alike. */
  function grantOf(tenantId: TenantId, ticket: string, receivedAt: number): WatchGrant {
    const checked = checkTicket(ticket, receivedAt);
    if ('refusal' in checked) throw new AppError(checked.refusal === 'expired' ? 'WATCH_TICKET_EXPIRED' : 'BAD_SIGNATURE');
    // A ticket of another district is as good as forged here.
    if (checked.grant.tenantId !== tenantId) throw new AppError('BAD_SIGNATURE');
    return checked.grant;
  }

  return {
    /** Opens a watch or reading session on a lesson the teacher is enrolled in. */
    async start(ctx: RequestContext, unitId: number): Promise<WatchSession> {
      const { db, tenantId, actor } = ctx;
      const unit = await trainingUnitById(db, tenantId, unitId);
      if (!unit || unit.removed) throw new AppError('NOT_FOUND');
      if (unit.kind === 'offline') throw new AppError('NOT_A_LESSON');
      // Only enrolled teachers earn credit; staff previewing a lesson open the media without a session.
      if (!(await isEnrolledInProgramme(db, tenantId, unit.programmeId, actor.userId))) throw new AppError('FORBIDDEN');
      const isVideo = unit.kind === 'video';
      const lessonSeconds = isVideo ? unit.durationSeconds : (unit.minViewSeconds ?? DEFAULT_READING_SECONDS);
      if (!lessonSeconds || lessonSeconds <= 0) throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.unitId', message: 'the lesson has no length' }] });
      const settings = await findWatchSettings(db, tenantId);
      const completionShare = isVideo ? settings.completionShare : 1;
      const key = { tenantId, unitId, userId: actor.userId };
      const stored = await openWatchState(db, key);
      remember(key, stored);
      const presence = { checkEveryMinutes: settings.presence.everyMinutes ?? 0, answerSeconds: settings.presence.answerSeconds };
      const { ticket, grant } = signWatchTicket(config.MEDIA_SIGNING_SECRET, { ...key, lessonSeconds, completionShare, ...presence });
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
    },

    /**
     * Applies one heartbeat; the server's receive time is the only clock used. The signed ticket is the credential
     * (no session, no request context: the hottest path of the platform does no more than it must), so the caller
     * passes only the tenant the request came to.
     */
    async heartbeat(tenantId: TenantId, body: HeartbeatBody, receivedAt = Date.now()): Promise<HeartbeatResult> {
      const grant = grantOf(tenantId, body.ticket, receivedAt);
      const key = { tenantId: grant.tenantId, unitId: grant.unitId, userId: grant.userId };
      const beat = { sentAt: receivedAt, position: body.position, rate: body.playbackRate, visible: body.visible, seq: body.seq };
      return oneAtATime(keyString(key), () => apply(key, grant, beat));
    },

    /**
     * Judges the answer to a presence check on the server's clock. Signed by the ticket like heartbeats; only the
     * check pending for the ticket's teacher and lesson can be answered, so replays and foreign answers change nothing.
     */
    async answer(tenantId: TenantId, body: PresenceAnswerBody, receivedAt = Date.now()): Promise<PresenceAnswerResult> {
      const grant = grantOf(tenantId, body.ticket, receivedAt);
      const key = { tenantId: grant.tenantId, unitId: grant.unitId, userId: grant.userId };
      return oneAtATime(keyString(key), () => judge(key, grant, body, receivedAt));
    },
  };

  async function judge(key: WatchKey, grant: WatchGrant, body: PresenceAnswerBody, at: number): Promise<PresenceAnswerResult> {
    let known = cache.get(keyString(key));
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      known ??= await readWatchState(db, key);
      if (!known) throw new AppError('NOT_FOUND');
      const step = answerCheck(known.presence, { checkId: body.checkId, choice: body.choice, at }, { policy: policyOf(grant), random: secureRandom, newId: randomUUID });
      if (step.outcome === 'not_pending' || !step.judged) return { outcome: 'not_pending', ...presenceStatus(known.presence, at) };
      const stored = await storeAnswer(key, known, step.judged, step.outcome, step.presence, step.issued, at);
      if (stored) {
        remember(key, stored);
        return { outcome: step.outcome, ...presenceStatus(stored.presence, at) };
      }
      cache.delete(keyString(key));
      known = undefined;
    }
    throw new AppError('CONFLICT');
  }

  async function storeAnswer(key: WatchKey, known: StoredWatchState, judged: PendingCheck, outcome: PresenceAnswerResult['outcome'], presence: PresenceState, issued: PendingCheck | null, at: number): Promise<StoredWatchState | null> {
    const rowOutcome = outcome === 'wrong' ? 'pending' : (outcome as 'passed' | 'failed' | 'missed');
    try {
      return await runInTransaction(db, async (tx) => {
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

  async function apply(key: WatchKey, grant: WatchGrant, beat: Heartbeat): Promise<HeartbeatResult> {
    let known = cache.get(keyString(key));
    const policy = policyOf(grant);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      known ??= await readWatchState(db, key);
      if (!known) throw new AppError('NOT_FOUND');
      const question = await crossedQuestion(key, known, beat, policy);
      const step = applyPresenceHeartbeat(known.state, known.presence, beat, grant.lessonSeconds, { policy, random: secureRandom, newId: randomUUID, question });
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
          ? await storeWithEvents(key, expected, credit.state, step, credit.creditNow, new Date(beat.sentAt))
          : await storeBatched({ key, expected, next: credit.state, presenceDueAt: step.presence.dueAt });
      if (heartbeats !== null) {
        remember(key, { state: credit.state, heartbeats, presence: step.presence });
        return answer(credit.state, step.presence, true, credit.creditNow);
      }
      // Another process stored a newer state: start over from the row.
      cache.delete(keyString(key));
      known = undefined;
    }
    throw new AppError('CONFLICT');
  }
}

export type WatchService = ReturnType<typeof createWatchService>;
