import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerCheck,
  applyPresenceHeartbeat,
  crossedMoment,
  drawDelay,
  emptyPresence,
  FIRST_CHECK_MS,
  pickNumberCheck,
  type PresencePolicy,
  type PresenceState,
} from './presence-rules';
import { applyHeartbeat, coverage, emptyWatchState, MAX_GAP_MS, type Heartbeat, type WatchState } from './watch-credit';

// The crediting properties of watch-credit.unit.test.ts, with presence checks on: a stream that never answers a due
// check is credited nothing after its issue; late, replayed, wrong or foreign answers credit nothing; a stream that
// answers every check promptly is credited exactly as without checks.

const LESSON = 3600;

/** A player sending heartbeats: mostly 1x playback every few seconds, sometimes a pause, a seek or a hidden page. */
const step = fc.record({
  waitMs: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1000, max: 6000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 * MAX_GAP_MS }) },
  ),
  move: fc.constantFrom('play', 'play', 'play', 'play', 'play', 'pause', 'seek'),
  hidden: fc.integer({ min: 0, max: 19 }).map((roll) => roll === 0),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function stream(steps: readonly Step[]): Heartbeat[] {
  let now = 1_000_000;
  let position = 0;
  return steps.map((action, index) => {
    now += action.waitMs;
    if (action.move === 'play') position += action.waitMs / 1000;
    if (action.move === 'seek') position += 120;
    return { sentAt: now, position, rate: 1, visible: !action.hidden, seq: index + 1 };
  });
}

// Long enough to pass several check moments at a one-minute mean.
const beats = fc.array(step, { minLength: 20, maxLength: 200 }).map(stream);
const policy = fc.record({
  everyMs: fc.integer({ min: 1, max: 5 }).map((minutes) => minutes * 60_000),
  answerMs: fc.integer({ min: 20, max: 120 }).map((s) => s * 1000),
});
/** A seeded generator, so fast-check can shrink and replay. */
const randomSource = fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }));

function context(policyValue: PresencePolicy, randoms: fc.Stream<number>) {
  let ids = 0;
  const iterator = randoms[Symbol.iterator]();
  return { policy: policyValue, random: () => iterator.next().value as number, newId: () => `check-${(ids += 1)}` };
}

type Run = { state: WatchState; presence: PresenceState };

describe('presence checks and crediting (properties)', () => {
  it('never credits anything after the first check of a stream that never answers', () => {
    fc.assert(
      fc.property(beats, policy, randomSource, (heartbeats, policyValue, randoms) => {
        const ctx = context(policyValue, randoms);
        let run: Run = { state: emptyWatchState(), presence: emptyPresence() };
        let coveredAtIssue: number | undefined;
        for (const beat of heartbeats) {
          const result = applyPresenceHeartbeat(run.state, run.presence, beat, LESSON, ctx);
          run = { state: result.state, presence: result.presence };
          if (coveredAtIssue !== undefined) expect(coverage(run.state)).toBe(coveredAtIssue);
          if (result.issued && coveredAtIssue === undefined) {
            // Never before the first minute of watching.
            expect(result.issued.issuedAt - (run.state.startedAt ?? 0)).toBeGreaterThanOrEqual(FIRST_CHECK_MS);
            coveredAtIssue = coverage(run.state);
          }
        }
        if (coveredAtIssue !== undefined) expect(run.presence.pending).not.toBeNull();
      }),
    );
  });

  it('credits nothing for late, replayed, wrong or foreign answers', () => {
    // Between heartbeats the client sends answers of one bad kind or another.
    const badAnswer = fc.record({
      kind: fc.constantFrom('late', 'replay', 'wrong', 'foreign', 'early'),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        beats,
        policy,
        randomSource,
        fc.array(badAnswer, { minLength: 200, maxLength: 200 }),
        (heartbeats, policyValue, randoms, answers) => {
          const ctx = context(policyValue, randoms);
          let run: Run = { state: emptyWatchState(), presence: emptyPresence() };
          let coveredAtIssue: number | undefined;
          const seen: Array<{ id: string; correctChoice: number }> = [];
          heartbeats.forEach((beat, index) => {
            const result = applyPresenceHeartbeat(run.state, run.presence, beat, LESSON, ctx);
            run = { state: result.state, presence: result.presence };
            if (result.issued) seen.push(result.issued);
            if (result.issued && coveredAtIssue === undefined) coveredAtIssue = coverage(run.state);
            if (coveredAtIssue !== undefined) expect(coverage(run.state)).toBe(coveredAtIssue);
            const pending = run.presence.pending;
            const answer = answers[index]!;
            const next = heartbeats[index + 1]?.sentAt ?? beat.sentAt + 5000;
            if (answer.kind === 'early' || !pending) {
              // Answering before a check exists: whatever it names, nothing happens.
              const early = answerCheck(run.presence, { checkId: `check-${seen.length + 1}`, choice: 0, at: beat.sentAt }, ctx);
              expect(early.outcome).toBe('not_pending');
              expect(early.presence).toBe(run.presence);
              return;
            }
            const within = pending.issuedAt + answer.at * (Math.min(pending.deadline, next - 1) - pending.issuedAt);
            const judged =
              answer.kind === 'late'
                ? answerCheck(
                    run.presence,
                    { checkId: pending.id, choice: pending.correctChoice, at: pending.deadline + 1 + answer.at * 10_000 },
                    ctx,
                  )
                : answer.kind === 'wrong'
                  ? answerCheck(
                      run.presence,
                      { checkId: pending.id, choice: (pending.correctChoice + 1) % pending.choices.length, at: within },
                      ctx,
                    )
                  : answerCheck(
                      run.presence,
                      {
                        checkId: answer.kind === 'foreign' ? 'another-lesson-check' : seen[0]!.id === pending.id ? 'check-0' : seen[0]!.id,
                        choice: 0,
                        at: within,
                      },
                      ctx,
                    );
            expect(judged.outcome).not.toBe('passed');
            if (answer.kind === 'late') expect(judged.outcome).toBe('missed');
            if (answer.kind === 'replay' || answer.kind === 'foreign') expect(judged.presence).toBe(run.presence);
            if (judged.issued) seen.push(judged.issued);
            run = { ...run, presence: judged.presence };
            // Crediting stays stopped: a check is always pending after a bad answer.
            expect(run.presence.pending).not.toBeNull();
          });
        },
      ),
    );
  });

  it('credits a stream that answers every check before its next heartbeat exactly as without checks', () => {
    fc.assert(
      fc.property(beats, policy, randomSource, fc.double({ min: 0, max: 1, noNaN: true }), (heartbeats, policyValue, randoms, delay) => {
        const ctx = context(policyValue, randoms);
        let run: Run = { state: emptyWatchState(), presence: emptyPresence() };
        let plain = emptyWatchState();
        let checks = 0;
        heartbeats.forEach((beat, index) => {
          plain = applyHeartbeat(plain, beat, LESSON).state;
          const result = applyPresenceHeartbeat(run.state, run.presence, beat, LESSON, ctx);
          run = { state: result.state, presence: result.presence };
          const pending = run.presence.pending;
          if (!pending) return;
          checks += 1;
          const next = heartbeats[index + 1]?.sentAt ?? beat.sentAt + 1000;
          const at = pending.issuedAt + delay * (Math.min(pending.deadline, next - 1) - pending.issuedAt);
          const answered = answerCheck(run.presence, { checkId: pending.id, choice: pending.correctChoice, at }, ctx);
          expect(answered.outcome).toBe('passed');
          run = { ...run, presence: answered.presence };
        });
        expect(run.state.intervals).toEqual(plain.intervals);
        expect(run.presence.pending).toBeNull();
        if (heartbeats.at(-1)!.sentAt - heartbeats[0]!.sentAt > 4 * FIRST_CHECK_MS + 20 * policyValue.everyMs)
          expect(checks).toBeGreaterThan(0);
      }),
    );
  });

  it('with checks off, credits exactly as before and asks nothing', () => {
    fc.assert(
      fc.property(beats, randomSource, (heartbeats, randoms) => {
        const ctx = context({ everyMs: null, answerMs: 60_000 }, randoms);
        let run: Run = { state: emptyWatchState(), presence: emptyPresence() };
        let plain = emptyWatchState();
        for (const beat of heartbeats) {
          plain = applyHeartbeat(plain, beat, LESSON).state;
          const result = applyPresenceHeartbeat(run.state, run.presence, beat, LESSON, ctx);
          expect(result.issued).toBeNull();
          run = { state: result.state, presence: result.presence };
        }
        expect(run.state).toEqual(plain);
      }),
    );
  });

  it('replaying heartbeats neither issues, judges nor credits anything', () => {
    fc.assert(
      fc.property(beats, policy, randomSource, (heartbeats, policyValue, randoms) => {
        const ctx = context(policyValue, randoms);
        let run: Run = { state: emptyWatchState(), presence: emptyPresence() };
        for (const beat of heartbeats) {
          const result = applyPresenceHeartbeat(run.state, run.presence, beat, LESSON, ctx);
          run = { state: result.state, presence: result.presence };
        }
        for (const beat of heartbeats) {
          const replay = applyPresenceHeartbeat(run.state, run.presence, beat, LESSON, ctx);
          expect(replay.state).toBe(run.state);
          expect(replay.presence).toBe(run.presence);
          expect(replay.issued).toBeNull();
        }
      }),
    );
  });
});

describe('presence check moments and prompts', () => {
  it('are never before the first minute, never beyond four means, and average the tenant mean', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (minutes, u) => {
        const delay = drawDelay(minutes * 60_000, () => u);
        expect(delay).toBeGreaterThanOrEqual(FIRST_CHECK_MS);
        expect(delay).toBeLessThanOrEqual(FIRST_CHECK_MS + 4 * minutes * 60_000);
        expect(Number.isInteger(delay)).toBe(true);
      }),
    );
    const draws = Array.from({ length: 20_000 }, () => drawDelay(600_000, Math.random));
    const mean = draws.reduce((sum, delay) => sum + delay, 0) / draws.length;
    // The cut tail takes about 1 % off the mean of ten minutes.
    expect(mean).toBeGreaterThan(0.93 * 600_000);
    expect(mean).toBeLessThan(1.03 * 600_000);
  });

  it('generated checks show six different numbers, the one asked for among them', () => {
    fc.assert(
      fc.property(randomSource, (randoms) => {
        const check = pickNumberCheck(context({ everyMs: 1, answerMs: 1 }, randoms).random);
        expect(new Set(check.choices).size).toBe(6);
        expect(check.choices[check.correctChoice]).toBe(check.prompt);
      }),
    );
  });

  it("asks an author's question when ordinary playback crosses its moment, not when a seek jumps over it", () => {
    expect(crossedMoment([30, 90], 25, 30, 80)).toBe(30);
    expect(crossedMoment([30, 90], 30, 35, 80)).toBeUndefined();
    expect(crossedMoment([30, 90], 20, 200, 80)).toBeUndefined();
    expect(crossedMoment([30, 90], undefined, 31, 80)).toBeUndefined();
  });

  it("issues an author's question in place of a generated check, and judges it by its own right choice", () => {
    const ctx = { policy: { everyMs: 600_000, answerMs: 60_000 }, random: () => 0.5, newId: () => 'q-check' };
    const question = { id: 7, prompt: '本节提到的三个原则中，第一个是？', choices: ['公平', '效率', '安全'], correctChoice: 2 };
    const first = applyPresenceHeartbeat(
      emptyWatchState(),
      emptyPresence(),
      { sentAt: 0, position: 29, rate: 1, visible: true, seq: 1 },
      LESSON,
      ctx,
    );
    const crossed = applyPresenceHeartbeat(
      first.state,
      first.presence,
      { sentAt: 5000, position: 34, rate: 1, visible: true, seq: 2 },
      LESSON,
      { ...ctx, question },
    );
    expect(crossed.issued).toMatchObject({ kind: 'question', questionId: 7, prompt: question.prompt, correctChoice: 2 });
    expect(answerCheck(crossed.presence, { checkId: 'q-check', choice: 0, at: 6000 }, ctx).outcome).toBe('wrong');
    expect(answerCheck(crossed.presence, { checkId: 'q-check', choice: 2, at: 6000 }, ctx).outcome).toBe('passed');
  });
});
