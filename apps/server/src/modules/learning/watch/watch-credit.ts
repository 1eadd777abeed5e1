// Watch-time credit for video lessons, as pure functions over a small per teacher+lesson state.
//
// The browser's word is evidence to check, not a fact: the only clock trusted is the server's receive time, so a
// script that plays at 16x, seeks ahead, hides the page or replays old heartbeats can never be credited more media
// time than wall-clock time really passed between heartbeats the server accepted.

/** One heartbeat from the player, as the server received it. */
export type Heartbeat = {
  /** Server receive time in epoch milliseconds; the client's own clock is never trusted. */
  sentAt: number;
  /** Playback position in media seconds. */
  position: number;
  /** The player's playbackRate as the client reports it. */
  rate: number;
  /** Whether the page was visible when the heartbeat was sent. */
  visible: boolean;
  /** The client's sequence number; it must grow across heartbeats (a reloaded page continues from the last one). */
  seq: number;
};

/** A watched stretch of media time, `[start, end)` in seconds. */
export type Interval = readonly [start: number, end: number];

/** The last heartbeat the server accepted: where the player was, and when. */
export type LastHeartbeat = {
  seq: number;
  /** Server receive time, less the wall-clock time of its playing period it did not use (at most LATE_ARRIVAL_MS). */
  sentAt: number;
  /** Position clamped to the lesson's length. */
  position: number;
  visible: boolean;
};

/** What the server keeps per teacher and lesson. */
export type WatchState = {
  /** Watched media time: sorted, disjoint, non-touching intervals. */
  intervals: readonly Interval[];
  last: LastHeartbeat | null;
  /** Server time of the first accepted heartbeat; with `last.sentAt` it bounds everything ever credited. */
  startedAt: number | null;
  /** Whether completion has already been credited to the hours ledger. */
  completed: boolean;
};

/** Share of wall-clock time allowed on top of it, for timer jitter and network delay between heartbeats. */
export const CLOCK_TOLERANCE = 0.1;
/** A longer silence between heartbeats means the page (or the machine) was asleep: the gap is not credited. */
export const MAX_GAP_MS = 60_000;
/**
 * Wall-clock time of a playing period its heartbeat did not use (it came late: a slow network, a busy phone or
 * server) that the next period may use, at most one heartbeat period. Without it, the heartbeat after a late one
 * arrives soon after it with a whole period's advance, reads as a seek, and a short lesson cannot be completed in one
 * viewing. The last heartbeat's time is kept that much earlier, so the bounds below still hold.
 */
export const LATE_ARRIVAL_MS = 5000;
/** The fastest playbackRate browsers offer; a larger advance than this rate explains is a seek. */
export const MAX_RATE = 16;
/** Share of a lesson's length its watched intervals must cover for the lesson to be complete. */
export const DEFAULT_COMPLETION_SHARE = 0.95;

/** The state of a lesson nobody has started watching. */
export function emptyWatchState(): WatchState {
  return { intervals: [], last: null, startedAt: null, completed: false };
}

/** Adds `[a, b)` to sorted disjoint intervals, merging any it overlaps or touches; empty intervals change nothing. */
export function mergeInterval(intervals: readonly Interval[], [a, b]: Interval): Interval[] {
  if (!(b > a)) return [...intervals];
  const merged: Interval[] = [];
  let start = a;
  let end = b;
  let placed = false;
  for (const interval of intervals) {
    if (interval[1] < start) {
      merged.push(interval);
    } else if (interval[0] > end) {
      if (!placed) merged.push([start, end]);
      placed = true;
      merged.push(interval);
    } else {
      start = Math.min(start, interval[0]);
      end = Math.max(end, interval[1]);
    }
  }
  if (!placed) merged.push([start, end]);
  return merged;
}

/** Total media seconds covered by the watched intervals. */
export function coverage(state: Pick<WatchState, 'intervals'>): number {
  return state.intervals.reduce((total, [start, end]) => total + (end - start), 0);
}

/** Whether the watched intervals cover `share` of the lesson; a lesson without a length is never complete. */
export function isComplete(state: Pick<WatchState, 'intervals'>, lessonSeconds: number, share = DEFAULT_COMPLETION_SHARE): boolean {
  if (!(lessonSeconds > 0)) return false;
  return coverage(state) >= lessonSeconds * share;
}

/** The result of one heartbeat: the new state and how many media seconds it newly covered. */
export type HeartbeatResult = { state: WatchState; credited: number };

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Applies one heartbeat. Only the period since the last accepted heartbeat can be credited, and at most its
 * wall-clock length (plus the tolerance): accepted heartbeats have strictly increasing server times, so the total
 * ever credited stays below `(last.sentAt - startedAt) * (1 + CLOCK_TOLERANCE)` whatever the client sends, from
 * however many tabs. A playing period's unused time (LATE_ARRIVAL_MS) moves `last.sentAt` back by as much, never
 * before the time its media seconds took.
 */
export function applyHeartbeat(state: WatchState, heartbeat: Heartbeat, lessonSeconds: number): HeartbeatResult {
  const { sentAt, seq, rate, visible } = heartbeat;
  const unchanged = { state, credited: 0 };
  // Garbage numbers are refused outright rather than guessed at; the route's schema should already stop them.
  if (!Number.isFinite(sentAt) || !Number.isFinite(seq) || !Number.isFinite(heartbeat.position) || !(lessonSeconds > 0)) return unchanged;
  const { last } = state;
  // Duplicates and late arrivals carry no new evidence; accepting them would move the player back in time.
  if (last && (seq <= last.seq || sentAt <= last.sentAt)) return unchanged;

  const position = clamp(heartbeat.position, 0, lessonSeconds);
  const next: WatchState = {
    ...state,
    last: { seq, sentAt, position, visible },
    startedAt: state.startedAt ?? sentAt,
  };
  if (!last) return { state: next, credited: 0 };

  const elapsedMs = sentAt - last.sentAt;
  // Both ends must be visible: a page hidden at either end may have been hidden for the whole period.
  if (elapsedMs > MAX_GAP_MS || !visible || !last.visible) return { state: next, credited: 0 };

  const elapsed = elapsedMs / 1000;
  const advance = position - last.position;
  // A non-finite or sub-1x rate cannot explain more than real time; rates above the browsers' maximum are lies.
  const claimedRate = Number.isFinite(rate) ? clamp(rate, 1, MAX_RATE) : 1;
  const allowance = 1 + CLOCK_TOLERANCE;
  // Pausing, rewinding, or an advance no playback rate explains (a seek): the new position starts a new segment.
  if (advance <= 0 || advance > elapsed * claimedRate * allowance) return { state: next, credited: 0 };

  // Fast playback is credited at 1x: only the first stretch of what was played, as long as wall-clock time allows.
  const played = Math.min(advance, elapsed * allowance);
  const segment: Interval = [last.position, last.position + played];
  const intervals = mergeInterval(state.intervals, segment);
  // Floating-point sums in a different order could dip a hair below zero; nothing is ever taken away.
  const credited = Math.max(0, coverage({ intervals }) - coverage(state));
  // Whole milliseconds, rounded towards less carried: the time is stored as an integer.
  const unused = Math.floor(Math.min(LATE_ARRIVAL_MS, Math.max(0, elapsedMs - played * 1000)));
  return { state: { ...next, last: { ...next.last!, sentAt: sentAt - unused }, intervals }, credited };
}

/** The result of a completion check: whether this call is the one that credits the lesson's hours. */
export type CreditResult = { state: WatchState; creditNow: boolean };

/**
 * Marks the lesson completed the first time its coverage reaches `share`; only that call says to credit hours,
 * so replays, duplicates and rewatching after completion never credit the unit again.
 */
export function creditOnce(state: WatchState, lessonSeconds: number, share = DEFAULT_COMPLETION_SHARE): CreditResult {
  if (state.completed || !isComplete(state, lessonSeconds, share)) return { state, creditNow: false };
  return { state: { ...state, completed: true }, creditNow: true };
}

/** Gaps up to this many seconds between watched stretches still count as watched from the start (keyframe seeks). */
export const SEEK_SLACK_SECONDS = 2;

/**
 * How far a first viewing may seek: the end of what was watched continuously from the start. Stretches watched
 * after a gap (a seek back, say) do not move it, so the limit cannot be walked forward by skipping.
 */
export function seekLimitOf(state: Pick<WatchState, 'intervals'>): number {
  let limit = 0;
  for (const [start, end] of state.intervals) {
    if (start > limit + SEEK_SLACK_SECONDS) break;
    limit = Math.max(limit, end);
  }
  return limit;
}
