// The pure rules of verified learning on the client: heartbeat numbering, which player events report at once, the
// first-viewing seek limit and the seconds a document page has been visible. The server re-checks all of it; these
// rules only keep the player honest and the reports complete.

/** Seconds a seek may land past the limit (the server grants the same slack). */
export const SEEK_SLACK_SECONDS = 1;

/**
 * The largest step between two `timeupdate`s that still counts as normal playback (they come 4-66 times a second,
 * about once a second in a background tab; anything longer is a jump).
 */
export const MAX_PLAYBACK_STEP_SECONDS = 4;

/** Player events that report at once, besides the periodic heartbeat while playing. */
export const HEARTBEAT_EVENTS = ['play', 'pause', 'ended', 'seeking', 'seeked', 'ratechange'] as const;
export type HeartbeatEvent = (typeof HEARTBEAT_EVENTS)[number];

/** Sequence numbers of a lesson's heartbeats: strictly increasing, continuing after `lastSeq` (across reloads). */
export class HeartbeatSeq {
  private last: number;

  constructor(lastSeq: number) {
    this.last = lastSeq;
  }

  next(): number {
    this.last += 1;
    return this.last;
  }

  /** A reopened session's `lastSeq` may be ahead (a beacon arrived); never go back. */
  continueAfter(lastSeq: number): void {
    this.last = Math.max(this.last, lastSeq);
  }
}

/**
 * The position a heartbeat reports for an event: on `seeking` the element already shows the target, so the report
 * carries where playback was before the seek, crediting the stretch watched up to it.
 */
export function reportedPosition(event: HeartbeatEvent | 'tick', current: number, beforeSeek: number): number {
  return event === 'seeking' ? beforeSeek : current;
}

/** Whether a seek to `target` is allowed: always when there is no limit (review viewing), else up to it. */
export function seekAllowed(limit: number | null, target: number): boolean {
  return limit === null || target <= limit + SEEK_SLACK_SECONDS;
}

/**
 * The limit after playback moved from `from` to `to`: normal playback inside what may be watched pushes it on;
 * a jump (a seek, a long gap) does not.
 */
export function extendLimit(limit: number | null, from: number, to: number, playbackRate = 1): number | null {
  if (limit === null) return null;
  const step = to - from;
  const normal = step > 0 && step <= MAX_PLAYBACK_STEP_SECONDS * Math.max(1, playbackRate);
  return normal && from <= limit + SEEK_SLACK_SECONDS ? Math.max(limit, to) : limit;
}

/** The limit after the server answered: null (complete, free seeking) wins; otherwise the further of the two. */
export function mergeServerLimit(local: number | null, server: number | null): number | null {
  if (server === null) return null;
  return local === null ? server : Math.max(local, server);
}

/**
 * Seconds a document page has been visible, counted only while visible. Starts from what the server has already
 * credited, so a reopened page continues the reading instead of covering the same seconds again.
 */
export class VisibleClock {
  private banked: number;
  private since: number | null = null;

  constructor(startSeconds: number, visible: boolean, now: number) {
    this.banked = startSeconds;
    if (visible) this.since = now;
  }

  setVisible(visible: boolean, now: number): void {
    if (visible && this.since === null) this.since = now;
    if (!visible && this.since !== null) {
      this.banked += Math.max(0, now - this.since) / 1000;
      this.since = null;
    }
  }

  seconds(now: number): number {
    return this.banked + (this.since === null ? 0 : Math.max(0, now - this.since) / 1000);
  }
}

/** Seconds of reading still needed, whole and never negative. */
export function readingLeft(lessonSeconds: number, completionShare: number, readSeconds: number): number {
  return Math.max(0, Math.ceil(lessonSeconds * completionShare - readSeconds));
}
