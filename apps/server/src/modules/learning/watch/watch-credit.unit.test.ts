import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyHeartbeat,
  CLOCK_TOLERANCE,
  coverage,
  creditOnce,
  DEFAULT_COMPLETION_SHARE,
  emptyWatchState,
  type Heartbeat,
  type Interval,
  isComplete,
  LATE_ARRIVAL_MS,
  MAX_GAP_MS,
  mergeInterval,
  seekLimitOf,
  type WatchState,
} from './watch-credit';

// Float sums of interval lengths may miss an exact bound by a rounding error, never by more.
const EPSILON = 1e-9;
const ALLOWANCE = 1 + CLOCK_TOLERANCE;

/** A 1x-or-faster player sending a heartbeat every `everyMs`, from `start` until the lesson's end. */
function play(options: { lesson: number; rate: number; everyMs: number; startAt: number; startSeq: number; from: number }): Heartbeat[] {
  const beats: Heartbeat[] = [];
  for (let i = 0; ; i += 1) {
    const position = Math.min(options.lesson, options.from + (i * options.everyMs * options.rate) / 1000);
    beats.push({ sentAt: options.startAt + i * options.everyMs, position, rate: options.rate, visible: true, seq: options.startSeq + i });
    if (position >= options.lesson) return beats;
  }
}

function run(state: WatchState, beats: readonly Heartbeat[], lesson: number): WatchState {
  return beats.reduce((current, beat) => applyHeartbeat(current, beat, lesson).state, state);
}

function isSortedDisjoint(intervals: readonly Interval[], lesson: number): boolean {
  return intervals.every(([start, end], index) => {
    const previous = intervals[index - 1];
    return start >= 0 && end <= lesson && start < end && (previous === undefined || previous[1] < start);
  });
}

describe('mergeInterval', () => {
  it('merges overlapping and touching intervals and keeps separate ones apart', () => {
    expect(mergeInterval([], [2, 4])).toEqual([[2, 4]]);
    expect(
      mergeInterval(
        [
          [0, 1],
          [5, 6],
        ],
        [1, 5],
      ),
    ).toEqual([[0, 6]]);
    expect(
      mergeInterval(
        [
          [0, 1],
          [5, 6],
        ],
        [2, 3],
      ),
    ).toEqual([
      [0, 1],
      [2, 3],
      [5, 6],
    ]);
    expect(
      mergeInterval(
        [
          [0, 1],
          [3, 4],
          [8, 9],
        ],
        [0.5, 3.5],
      ),
    ).toEqual([
      [0, 4],
      [8, 9],
    ]);
    expect(mergeInterval([[0, 1]], [3, 3])).toEqual([[0, 1]]);
  });

  it('covers exactly the union of what was added, in any order', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }));
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 20 }), (added) => {
        const grid = new Array<boolean>(40).fill(false);
        for (const [a, b] of added) for (let second = a; second < b; second += 1) grid[second] = true;
        const forward = added.reduce<Interval[]>((acc, next) => mergeInterval(acc, next), []);
        const backward = [...added].reverse().reduce<Interval[]>((acc, next) => mergeInterval(acc, next), []);
        expect(isSortedDisjoint(forward, 40)).toBe(true);
        expect(coverage({ intervals: forward })).toBe(grid.filter(Boolean).length);
        expect(backward).toEqual(forward);
      }),
    );
  });
});

describe('applyHeartbeat examples', () => {
  it('a 10-second lesson watched at 1x with 2-second heartbeats is complete, and credited once', () => {
    const beats = play({ lesson: 10, rate: 1, everyMs: 2000, startAt: 1_000_000, startSeq: 1, from: 0 });
    const watched = run(emptyWatchState(), beats, 10);
    expect(watched.intervals).toEqual([[0, 10]]);
    expect(isComplete(watched, 10)).toBe(true);
    const first = creditOnce(watched, 10);
    expect(first.creditNow).toBe(true);
    expect(creditOnce(first.state, 10).creditNow).toBe(false);
    // Watching it all again later changes nothing: already covered, already credited.
    const again = run(first.state, play({ lesson: 10, rate: 1, everyMs: 2000, startAt: 2_000_000, startSeq: 100, from: 0 }), 10);
    expect(coverage(again)).toBe(10);
    expect(creditOnce(again, 10).creditNow).toBe(false);
  });

  it('at 16x a 10-second lesson is not complete until the wall-clock time of watching it has passed', () => {
    const fast = play({ lesson: 10, rate: 16, everyMs: 500, startAt: 0, startSeq: 1, from: 0 });
    let state = run(emptyWatchState(), fast, 10);
    // Positions 0, 8 and 10 half a second apart: each half second credits at most 0.55 s of media.
    expect(state.intervals).toEqual([
      [0, 0.5 * ALLOWANCE],
      [8, 8 + 0.5 * ALLOWANCE],
    ]);
    expect(isComplete(state, 10)).toBe(false);
    // Looping at 16x for a minute only re-covers the same first stretch.
    for (let loop = 1; loop <= 60; loop += 1)
      state = run(state, play({ lesson: 10, rate: 16, everyMs: 500, startAt: loop * 1000, startSeq: loop * 10, from: 0 }), 10);
    expect(isComplete(state, 10)).toBe(false);
    // Watching the rest at 1x completes it, once the real time of the missing part has passed.
    expect(state.intervals).toHaveLength(2);
    const coveredAt16x = coverage(state);
    const rest = play({ lesson: 10, rate: 1, everyMs: 2000, startAt: 70_000, startSeq: 1000, from: state.intervals[0]![1] });
    for (const beat of rest) {
      state = applyHeartbeat(state, beat, 10).state;
      const watchedAt1x = (beat.sentAt - rest[0]!.sentAt) / 1000;
      if (isComplete(state, 10)) expect(coveredAt16x + watchedAt1x * ALLOWANCE).toBeGreaterThanOrEqual(10 * DEFAULT_COMPLETION_SHARE);
      else expect(beat).not.toBe(rest.at(-1));
    }
    expect(isComplete(state, 10)).toBe(true);
  });

  it('credits neither a seek forward, a hidden period, a long gap, nor a late or repeated heartbeat', () => {
    const at = (sentAt: number, position: number, seq: number, visible = true): Heartbeat => ({ sentAt, position, rate: 1, visible, seq });
    let state = run(emptyWatchState(), [at(0, 0, 1), at(2000, 2, 2)], 100);
    expect(state.intervals).toEqual([[0, 2]]);
    // Seek from 2 to 50: the jump is not watched, watching from 50 starts a new segment.
    state = run(state, [at(4000, 50, 3), at(6000, 52, 4)], 100);
    expect(state.intervals).toEqual([
      [0, 2],
      [50, 52],
    ]);
    // Hidden at either end of a period credits nothing for it.
    state = run(state, [at(8000, 54, 5, false), at(10_000, 56, 6)], 100);
    expect(coverage(state)).toBe(4);
    // A page asleep for more than the maximum gap is not credited for the gap.
    state = run(state, [at(10_000 + MAX_GAP_MS + 1, 57, 7)], 100);
    expect(coverage(state)).toBe(4);
    // Older sequence numbers or server times, and duplicates, are ignored entirely.
    const before = state;
    for (const late of [at(99_000, 58, 6), at(10_000, 58, 99), at(10_000 + MAX_GAP_MS + 1, 57, 7)]) {
      expect(applyHeartbeat(before, late, 100)).toEqual({ state: before, credited: 0 });
    }
  });

  it('a heartbeat held up on the way does not cost its period: the next one, soon after, is still playback', () => {
    const at = (sentAt: number, position: number, seq: number): Heartbeat => ({ sentAt, position, rate: 1, visible: true, seq });
    // Sent every 5 s while a 10-second lesson plays; the one from 5 s reaches the server 3 s late.
    const state = run(emptyWatchState(), [at(0, 0, 1), at(8000, 5, 2), at(10_000, 10, 3)], 10);
    expect(state.intervals).toEqual([[0, 10]]);
    expect(isComplete(state, 10)).toBe(true);
  });

  it('carries at most one heartbeat period of unused time, and none across a pause, a seek or a hidden page', () => {
    const at = (sentAt: number, position: number, seq: number, visible = true): Heartbeat => ({ sentAt, position, rate: 1, visible, seq });
    // 50 s for 5 s of media (its pause heartbeat lost): the next second may use at most LATE_ARRIVAL_MS more.
    let state = run(emptyWatchState(), [at(0, 0, 1), at(50_000, 5, 2)], 600);
    expect(state.last!.sentAt).toBe(50_000 - LATE_ARRIVAL_MS);
    state = run(state, [at(51_000, 20, 3)], 600);
    expect(coverage(state)).toBe(5);
    // A pause (no advance) keeps the server's own time: nothing carried over it.
    state = run(emptyWatchState(), [at(0, 0, 1), at(8000, 5, 2), at(9000, 5, 3)], 600);
    expect(state.last!.sentAt).toBe(9000);
    state = run(state, [at(10_000, 10, 4)], 600);
    expect(coverage(state)).toBe(5);
    // Hidden at the end of the period: no credit and no carry.
    state = run(emptyWatchState(), [at(0, 0, 1), at(8000, 5, 2, false)], 600);
    expect(state.last!.sentAt).toBe(8000);
  });

  it('clamps positions to the lesson and refuses nonsense numbers', () => {
    const state = run(
      emptyWatchState(),
      [
        { sentAt: 0, position: -5, rate: 1, visible: true, seq: 1 },
        { sentAt: 3000, position: 50, rate: 1, visible: true, seq: 2 },
      ],
      2,
    );
    expect(state.intervals).toEqual([[0, 2]]);
    const bad = { sentAt: Number.NaN, position: 1, rate: 1, visible: true, seq: 3 };
    expect(applyHeartbeat(state, bad, 2).state).toBe(state);
    expect(applyHeartbeat(state, { ...bad, sentAt: 9000, position: Number.POSITIVE_INFINITY }, 2).state).toBe(state);
  });

  it('two tabs playing different parts at the same time are not credited twice the wall-clock time', () => {
    const tabA = play({ lesson: 600, rate: 1, everyMs: 1000, startAt: 0, startSeq: 1, from: 0 }).slice(0, 31);
    const tabB = play({ lesson: 600, rate: 1, everyMs: 1000, startAt: 500, startSeq: 1, from: 300 }).slice(0, 31);
    // Each tab's counter would be refused once the other is ahead, so give them interleaving sequence numbers.
    const interleaved = tabA.flatMap((beat, index) => [
      { ...beat, seq: 2 * index },
      { ...tabB[index]!, seq: 2 * index + 1 },
    ]);
    const state = run(emptyWatchState(), interleaved, 600);
    const wall = (interleaved.at(-1)!.sentAt - interleaved[0]!.sentAt) / 1000;
    expect(coverage(state)).toBeLessThanOrEqual(wall * ALLOWANCE);
  });
});

// A session as a sequence of player actions from up to two tabs, each with its own position and counter.
// Weighted towards honest playback in one tab, so that sessions often reach completion.
const step = fc.record({
  tab: fc.constantFrom(0, 0, 0, 1),
  waitMs: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 5000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 * MAX_GAP_MS }) },
  ),
  move: fc.constantFrom('play', 'play', 'play', 'play', 'play', 'play', 'seek', 'rewind', 'pause'),
  seekBy: fc.double({ min: 0, max: 300, noNaN: true }),
  rate: fc.constantFrom(1, 1, 1, 1, 0.5, 1.25, 2, 16, 100),
  hidden: fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
});

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function session(steps: readonly Step[]): Heartbeat[] {
  const positions = [0, 0];
  const seqs = [0, 0];
  let now = 1_000_000;
  return steps.map((action) => {
    now += action.waitMs;
    const tab = action.tab;
    if (action.move === 'play') positions[tab]! += (action.waitMs / 1000) * action.rate;
    if (action.move === 'seek') positions[tab]! += action.seekBy;
    if (action.move === 'rewind') positions[tab]! -= action.seekBy;
    seqs[tab]! += 1;
    return { sentAt: now, position: positions[tab]!, rate: action.rate, visible: !action.hidden, seq: seqs[tab]! };
  });
}

// Crafted deliveries: the session's heartbeats, some duplicated, then reordered.
const delivery = fc
  .tuple(
    fc.array(step, { maxLength: 60 }),
    fc.array(fc.nat(), { maxLength: 20 }),
    fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 80 }),
  )
  .map(([steps, duplicates, noise]) => {
    const beats = session(steps);
    const withCopies = [...beats, ...(beats.length > 0 ? duplicates.map((index) => beats[index % beats.length]!) : [])];
    // Each heartbeat moves by up to a few places, as arrivals over a network do.
    const keyed = withCopies.map((beat, index) => ({ beat, key: index + (noise[index] ?? 0) * 4 }));
    return keyed.sort((a, b) => a.key - b.key).map(({ beat }) => beat);
  });

// Anything at all a script could send.
const arbitraryBeat = fc.record({
  sentAt: fc.integer({ min: 0, max: 600_000 }),
  position: fc.double({ min: -100, max: 2000, noNaN: true }),
  rate: fc.double({ min: -4, max: 1000 }),
  visible: fc.boolean(),
  seq: fc.integer({ min: 0, max: 200 }),
});
const anyDelivery = fc.oneof(delivery, fc.array(arbitraryBeat, { maxLength: 60 }));
const lessonLength = fc.constantFrom(10, 10, 60, 600);

describe('applyHeartbeat properties', () => {
  it('never covers more than the wall-clock time of accepted heartbeats or the lesson, and keeps intervals disjoint', () => {
    fc.assert(
      fc.property(anyDelivery, lessonLength, (beats, lesson) => {
        let state = emptyWatchState();
        for (const beat of beats) {
          const before = state;
          const result = applyHeartbeat(state, beat, lesson);
          state = result.state;
          expect(isSortedDisjoint(state.intervals, lesson)).toBe(true);
          expect(result.credited).toBeGreaterThanOrEqual(0);
          expect(coverage(state)).toBeCloseTo(coverage(before) + result.credited, 9);
          if (state.last && before.last) {
            // The state never moves backwards.
            expect(state.last.sentAt).toBeGreaterThanOrEqual(before.last.sentAt);
            expect(state.last.seq).toBeGreaterThanOrEqual(before.last.seq);
            // Stored as a bigint: server times in, whole milliseconds out.
            if (Number.isInteger(beat.sentAt)) expect(Number.isInteger(state.last.sentAt)).toBe(true);
            expect(result.credited).toBeLessThanOrEqual(((state.last.sentAt - before.last.sentAt) / 1000) * ALLOWANCE + EPSILON);
          }
          const wall = state.last && state.startedAt !== null ? (state.last.sentAt - state.startedAt) / 1000 : 0;
          expect(coverage(state)).toBeLessThanOrEqual(wall * ALLOWANCE + EPSILON);
          expect(coverage(state)).toBeLessThanOrEqual(lesson + EPSILON);
          // Completion needs at least the wall-clock time of watching the required share.
          if (isComplete(state, lesson)) expect(wall * ALLOWANCE + EPSILON).toBeGreaterThanOrEqual(lesson * DEFAULT_COMPLETION_SHARE);
        }
      }),
    );
  });

  it('replaying the same heartbeats changes nothing', () => {
    fc.assert(
      fc.property(anyDelivery, lessonLength, (beats, lesson) => {
        const once = run(emptyWatchState(), beats, lesson);
        expect(run(once, beats, lesson)).toEqual(once);
      }),
    );
  });

  it('credits completion at most once, however the heartbeats arrive', () => {
    fc.assert(
      fc.property(anyDelivery, lessonLength, fc.constantFrom(0.5, DEFAULT_COMPLETION_SHARE, 1), (beats, lesson, share) => {
        let state = emptyWatchState();
        let credits = 0;
        // Delivered twice over, checking for completion after every heartbeat as the route will.
        for (const beat of [...beats, ...beats]) {
          const result = creditOnce(applyHeartbeat(state, beat, lesson).state, lesson, share);
          state = result.state;
          if (result.creditNow) credits += 1;
        }
        expect(credits).toBe(state.completed ? 1 : 0);
        expect(state.completed).toBe(isComplete(state, lesson, share));
      }),
    );
  });
});

describe('seekLimitOf', () => {
  it('follows what was watched from the start, across small gaps only', () => {
    expect(seekLimitOf({ intervals: [] })).toBe(0);
    expect(seekLimitOf({ intervals: [[0, 30]] })).toBe(30);
    expect(
      seekLimitOf({
        intervals: [
          [0, 30],
          [31, 50],
        ],
      }),
    ).toBe(50);
    expect(
      seekLimitOf({
        intervals: [
          [0, 30],
          [40, 50],
        ],
      }),
    ).toBe(30);
    expect(seekLimitOf({ intervals: [[5, 30]] })).toBe(0);
  });
});
