import { z } from 'zod';
import { PresenceStatus } from './learning-presence';
import { IsoDateTime } from './iso-date-time';

// Verified learning: watching and reading lessons, credited by the server from heartbeats it checks. The hours
// ledger is in `learning-hours.ts`, certificates in `certificates.ts`.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Opens a watch session on a video lesson or a reading session on a document lesson. */
export const WatchStartBody = z.object({ unitId: Id });
export type WatchStartBody = z.infer<typeof WatchStartBody>;

/** A watched stretch of media seconds, `[start, end]`. */
export const WatchedInterval = z.tuple([z.number().min(0), z.number().min(0)]);

/** What the player needs: the ticket its heartbeats carry, and what the server has credited so far. */
export const WatchSession = z.object({
  /** Signed, short-lived credential naming the tenant, teacher and lesson; heartbeats carry it in their body. */
  ticket: z.string(),
  ticketExpiresAt: IsoDateTime,
  unitId: Id,
  /** video or document. */
  unitKind: z.enum(['video', 'document']),
  /**
   * Seconds to cover: a video's length, or a document's minimum reading time. For a document the heartbeat's
   * `position` is the seconds the page has been visibly open (the server still credits wall-clock time only).
   */
  lessonSeconds: z.number().positive(),
  /** Share of `lessonSeconds` that completes the lesson (0.95 for videos by default, 1 for documents). */
  completionShare: z.number().positive().max(1),
  intervals: z.array(WatchedInterval),
  watchedSeconds: z.number().min(0),
  completed: z.boolean(),
  /**
   * On first viewing the player may not seek past this position (the end of what was watched from the start, with
   * a little slack). Null once the lesson is complete: review viewing is free.
   */
  seekLimit: z.number().min(0).nullable(),
  /** The sequence number the next heartbeat must exceed; a reloaded page continues from here. */
  lastSeq: z.number().int().min(0),
  /** How often the player should send a heartbeat. */
  heartbeatSeconds: z.number().int().positive(),
  /** A presence check still awaiting its answer (a reload does not skip it), and whether crediting is stopped. */
  presence: PresenceStatus,
});
export type WatchSession = z.infer<typeof WatchSession>;

/** One heartbeat. The server's receive time is the only clock it trusts. */
export const HeartbeatBody = z.object({
  ticket: z.string().min(1).max(512),
  /** Grows with every heartbeat of the lesson, across reloads (start from `lastSeq` + 1). */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** Playback position in seconds (documents: seconds visibly open). */
  position: z.number().min(0).max(1_000_000),
  playbackRate: z.number().min(0).max(100),
  visible: z.boolean(),
});
export type HeartbeatBody = z.infer<typeof HeartbeatBody>;

export const HeartbeatResult = z.object({
  /** False when the heartbeat carried nothing new (a duplicate or one older than the last accepted). */
  accepted: z.boolean(),
  watchedSeconds: z.number().min(0),
  completed: z.boolean(),
  /** True only on the heartbeat that completed the lesson and credited its hours. */
  justCompleted: z.boolean(),
  seekLimit: z.number().min(0).nullable(),
  /**
   * A check due now or still awaiting its answer (the player pauses and shows it; answer with
   * POST /learning/watch/presence/answer), and whether crediting is stopped.
   */
  presence: PresenceStatus,
});
export type HeartbeatResult = z.infer<typeof HeartbeatResult>;
