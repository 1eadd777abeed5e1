import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@yanxiu/contract/learning';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '@server/platform/context/request-context';
import { runInTransaction } from '@server/platform/context/transaction';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { completeUnits, findProgrammeById, findUnit, isEnrolled } from '@server/modules/training/training.public';
import { findCompletionShare } from './completion-share.repository';
import { applyHeartbeat, coverage, creditOnce, seekLimitOf, type Heartbeat, type WatchState } from './watch-credit';
import { checkWatchTicket, signWatchTicket, WATCH_TICKET_SECONDS, type WatchGrant } from './watch-ticket';
import { openWatchState, readWatchState, storeWatchState, storeWatchStates, type StoredWatchState, type WatchKey } from './watch-state.repository';
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

const keyString = (key: WatchKey) => `${key.tenantId}:${key.unitId}:${key.userId}`;

/** Seek limit the player honours: none once complete (review viewing is free), none for documents. */
function seekLimit(state: WatchState, grant: Pick<WatchGrant, 'completionShare'>): number | null {
  if (state.completed || grant.completionShare >= 1) return null;
  return seekLimitOf(state);
}

/**
 * Watching and reading lessons. Heartbeats are checked by ticket, applied to the last known state (kept in memory,
 * so the steady state is one UPDATE per heartbeat) and stored by compare-and-set; a lost race re-reads the row.
 */
export function createWatchService({ db, config, events }: AppDeps) {
  const cache = new LRUCache<string, StoredWatchState>({ max: CACHE_LIMIT, ttl: CACHE_MILLISECONDS });
  const oneAtATime = createKeyedSerializer();
  const storeBatched = createWriteBatcher((writes: Parameters<typeof storeWatchStates>[1]) => storeWatchStates(db, writes));

  function remember(key: WatchKey, stored: StoredWatchState) {
    cache.set(keyString(key), stored);
  }

  /** Completes the unit and stores the state in one transaction, so hours are credited exactly when `completed` is stored. */
  async function storeCompletion(key: WatchKey, expectedSeq: number | null, next: WatchState, now: Date): Promise<number | null> {
    return runInTransaction(db, async (tx) => {
      const heartbeats = await storeWatchState(tx, key, expectedSeq, next);
      if (heartbeats === null) return null;
      const unit = await findUnit(tx, key.tenantId, key.unitId);
      const programme = unit && (await findProgrammeById(tx, key.tenantId, unit.programmeId));
      // A unit removed or an enrolment cancelled since the ticket was issued completes nothing.
      if (unit && programme && !unit.removed && (await isEnrolled(tx, key.tenantId, programme.id, key.userId))) {
        const source = unit.kind === 'document' ? 'read' : 'watch';
        await completeUnits(events, { tx, tenantId: key.tenantId }, { unit, programme, userIds: [key.userId], source, recordedBy: null, now });
      }
      return heartbeats;
    });
  }

  return {
    /** Opens a watch or reading session on a lesson the teacher is enrolled in. */
    async start(ctx: RequestContext, unitId: number): Promise<WatchSession> {
      const { db, tenantId, actor } = ctx;
      const unit = await findUnit(db, tenantId, unitId);
      if (!unit || unit.removed) throw new AppError('NOT_FOUND');
      if (unit.kind === 'offline') throw new AppError('NOT_A_LESSON');
      // Only enrolled teachers earn credit; staff previewing a lesson open the media without a session.
      if (!(await isEnrolled(db, tenantId, unit.programmeId, actor.userId))) throw new AppError('FORBIDDEN');
      const isVideo = unit.kind === 'video';
      const lessonSeconds = isVideo ? unit.durationSeconds : (unit.minViewSeconds ?? DEFAULT_READING_SECONDS);
      if (!lessonSeconds || lessonSeconds <= 0) throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.unitId', message: 'the lesson has no length' }] });
      const completionShare = isVideo ? await findCompletionShare(db, tenantId) : 1;
      const key = { tenantId, unitId, userId: actor.userId };
      const stored = await openWatchState(db, key);
      remember(key, stored);
      const { ticket, grant } = signWatchTicket(config.MEDIA_SIGNING_SECRET, { ...key, lessonSeconds, completionShare });
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
        presence: { check: null, creditHeld: false },
      };
    },

    /**
     * Applies one heartbeat; the server's receive time is the only clock used. The signed ticket is the credential
     * (no session, no request context: the hottest path of the platform does no more than it must), so the caller
     * passes only the tenant the request came to.
     */
    async heartbeat(tenantId: TenantId, body: HeartbeatBody, receivedAt = Date.now()): Promise<HeartbeatResult> {
      const checked = checkWatchTicket(config.MEDIA_SIGNING_SECRET, body.ticket, receivedAt);
      if ('refusal' in checked) throw new AppError(checked.refusal === 'expired' ? 'WATCH_TICKET_EXPIRED' : 'BAD_SIGNATURE');
      const { grant } = checked;
      // A ticket of another district is as good as forged here.
      if (grant.tenantId !== tenantId) throw new AppError('BAD_SIGNATURE');
      const key = { tenantId: grant.tenantId, unitId: grant.unitId, userId: grant.userId };
      const beat = { sentAt: receivedAt, position: body.position, rate: body.playbackRate, visible: body.visible, seq: body.seq };
      return oneAtATime(keyString(key), () => apply(key, grant, beat));
    },
  };

  async function apply(key: WatchKey, grant: WatchGrant, beat: Heartbeat): Promise<HeartbeatResult> {
    let known = cache.get(keyString(key));
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      known ??= await readWatchState(db, key);
      if (!known) throw new AppError('NOT_FOUND');
      const applied = applyHeartbeat(known.state, beat, grant.lessonSeconds);
      const answer = (state: WatchState, accepted: boolean, justCompleted: boolean): HeartbeatResult => ({
        accepted,
        watchedSeconds: coverage(state),
        completed: state.completed,
        justCompleted,
        seekLimit: seekLimit(state, grant),
        presence: { check: null, creditHeld: false },
      });
      if (applied.state === known.state) return answer(known.state, false, false);
      const credit = creditOnce(applied.state, grant.lessonSeconds, grant.completionShare);
      const expectedSeq = known.state.last?.seq ?? null;
      const heartbeats = credit.creditNow
        ? await storeCompletion(key, expectedSeq, credit.state, new Date(beat.sentAt))
        : await storeBatched({ key, expectedSeq, next: credit.state });
      if (heartbeats !== null) {
        remember(key, { state: credit.state, heartbeats });
        return answer(credit.state, true, credit.creditNow);
      }
      // Another process stored a newer state: start over from the row.
      cache.delete(keyString(key));
      known = undefined;
    }
    throw new AppError('CONFLICT');
  }
}

export type WatchService = ReturnType<typeof createWatchService>;
