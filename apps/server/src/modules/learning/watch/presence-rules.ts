// Presence checks, as pure functions over a small per teacher+lesson state beside the watch state.
//
// Unattended playback (a muted video left running in a visible tab, 挂机) passes every other rule of watch-credit.ts.
// So at moments drawn on the server, which the client cannot predict, a heartbeat's answer says a check is due; from
// the moment it is issued nothing more is credited until a check is passed within its window. A check not answered
// in time, or answered wrongly twice, is replaced at once by a new one: crediting resumes only when one is passed.

import { applyHeartbeat, type Heartbeat, type HeartbeatResult, type WatchState } from './watch-credit';

/** A check awaiting its answer. The right choice stays on the server. */
export type PendingCheck = {
  id: string;
  kind: 'pick_number' | 'question';
  /** The author's question it asks, if any. */
  questionId: number | null;
  prompt: string;
  choices: readonly string[];
  correctChoice: number;
  /** Playback position when it was issued. */
  position: number;
  /** Server times, epoch milliseconds. */
  issuedAt: number;
  deadline: number;
  wrongAnswers: number;
};

export type PresenceState = {
  /** When the next check is due (server time); null until a heartbeat schedules one. Never leaves the server. */
  dueAt: number | null;
  pending: PendingCheck | null;
  /** Crediting stopped since (the issue of the first check not yet passed); null while credited. */
  heldSince: number | null;
  /** Raised by every change of `pending`; stored states are compared on it. */
  version: number;
};

/** The tenant's setting, carried in the watch ticket. `everyMs` null: no checks. */
export type PresencePolicy = { everyMs: number | null; answerMs: number };

/** An author's question, as a check may ask it. */
export type QuestionForCheck = { id: number; prompt: string; choices: readonly string[]; correctChoice: number };

/** Uniform in [0, 1); the service draws from crypto, tests from fast-check. */
export type Random = () => number;

/** No check comes before a session has played this long. */
export const FIRST_CHECK_MS = 60_000;
/** Wrong answers that fail a check. */
export const ATTEMPTS = 2;
/** Numbers shown by a generated check. */
export const PICK_CHOICES = 6;
/** A check is never put off beyond this many times the mean (the exponential's tail is cut). */
const LONGEST_DELAY_FACTOR = 4;

export function emptyPresence(): PresenceState {
  return { dueAt: null, pending: null, heldSince: null, version: 0 };
}

/**
 * Delay to the next check: a minute, then an exponential wait whose mean makes the whole average `everyMs` (so the
 * moments form a Poisson-like process nothing can predict), cut at four times the mean.
 */
export function drawDelay(everyMs: number, random: Random): number {
  const restMean = Math.max(0, everyMs - FIRST_CHECK_MS);
  const exponential = -Math.log(1 - random()) * restMean;
  // Whole milliseconds: the moment is stored as a bigint.
  return FIRST_CHECK_MS + Math.round(Math.min(exponential, LONGEST_DELAY_FACTOR * everyMs));
}

/** "Click the number N among these": six different numbers 1..99 in random order, one of them the one asked for. */
export function pickNumberCheck(random: Random): Pick<PendingCheck, 'kind' | 'questionId' | 'prompt' | 'choices' | 'correctChoice'> {
  const numbers = new Set<number>();
  while (numbers.size < PICK_CHOICES) numbers.add(1 + Math.floor(random() * 99));
  const choices = [...numbers].map(String);
  const correctChoice = Math.floor(random() * PICK_CHOICES);
  return { kind: 'pick_number', questionId: null, prompt: choices[correctChoice]!, choices, correctChoice };
}

function issue(
  presence: PresenceState,
  now: number,
  position: number,
  policy: PresencePolicy,
  random: Random,
  newId: () => string,
  question?: QuestionForCheck,
): PresenceState {
  const asked = question
    ? {
        kind: 'question' as const,
        questionId: question.id,
        prompt: question.prompt,
        choices: question.choices,
        correctChoice: question.correctChoice,
      }
    : pickNumberCheck(random);
  const pending: PendingCheck = { id: newId(), ...asked, position, issuedAt: now, deadline: now + policy.answerMs, wrongAnswers: 0 };
  return { dueAt: null, pending, heldSince: presence.heldSince ?? now, version: presence.version + 1 };
}

/** What one heartbeat did to the presence state: the check it found missed, the check it issued. */
export type PresenceStep = HeartbeatResult & { presence: PresenceState; missed: PendingCheck | null; issued: PendingCheck | null };

export type HeartbeatContext = {
  policy: PresencePolicy;
  random: Random;
  newId: () => string;
  /**
   * An author's question whose moment this heartbeat's playback crossed and that this teacher has not passed yet
   * (asked only while checks are on).
   */
  question?: QuestionForCheck;
};

/**
 * Applies a heartbeat with presence checks: credited as watch-credit.ts says, unless a check is pending (then the
 * intervals stay as they were). After crediting, a check past its deadline is missed and replaced, and a check
 * falls due (or an author's question is crossed) is issued: the period up to now was before it, so stays credited.
 */
export function applyPresenceHeartbeat(
  state: WatchState,
  presence: PresenceState,
  beat: Heartbeat,
  lessonSeconds: number,
  context: HeartbeatContext,
): PresenceStep {
  const applied = applyHeartbeat(state, beat, lessonSeconds);
  const unchanged = { ...applied, presence, missed: null, issued: null };
  if (applied.state === state) return unchanged;
  const { policy, random, newId } = context;
  const now = beat.sentAt;
  const held = presence.pending !== null;
  const credited = held ? { state: { ...applied.state, intervals: state.intervals }, credited: 0 } : applied;
  const position = credited.state.last?.position ?? 0;
  if (presence.pending) {
    // Judged even when the tenant has since turned checks off: a check once issued is passed before crediting resumes.
    if (now <= presence.pending.deadline) return { ...credited, presence, missed: null, issued: null };
    const missed = presence.pending;
    const next = issue(presence, now, position, policy, random, newId);
    return { ...credited, presence: next, missed, issued: next.pending };
  }
  if (policy.everyMs === null) return { ...credited, presence, missed: null, issued: null };
  if (context.question || (presence.dueAt !== null && now >= presence.dueAt)) {
    const next = issue(presence, now, position, policy, random, newId, context.question);
    return { ...credited, presence: next, missed: null, issued: next.pending };
  }
  if (presence.dueAt === null)
    return { ...credited, presence: { ...presence, dueAt: now + drawDelay(policy.everyMs, random) }, missed: null, issued: null };
  return { ...credited, presence, missed: null, issued: null };
}

export type PresenceOutcome = 'passed' | 'wrong' | 'failed' | 'missed' | 'not_pending';

/** What an answer did: its outcome, the check it judged (with its count of wrong answers), the check issued in its place. */
export type AnswerStep = { outcome: PresenceOutcome; presence: PresenceState; judged: PendingCheck | null; issued: PendingCheck | null };

/**
 * Judges an answer on the server's clock. Only the pending check's id is answerable: a replay, an answer to a check
 * already judged or to another lesson's check is `not_pending` and changes nothing. A late answer is `missed`.
 */
export function answerCheck(
  presence: PresenceState,
  answer: { checkId: string; choice: number; at: number },
  context: Omit<HeartbeatContext, 'question'>,
): AnswerStep {
  const pending = presence.pending;
  if (!pending || pending.id !== answer.checkId) return { outcome: 'not_pending', presence, judged: null, issued: null };
  const { policy, random, newId } = context;
  if (answer.at > pending.deadline) {
    const next = issue(presence, answer.at, pending.position, policy, random, newId);
    return { outcome: 'missed', presence: next, judged: pending, issued: next.pending };
  }
  if (answer.choice === pending.correctChoice) {
    const dueAt = policy.everyMs === null ? null : answer.at + drawDelay(policy.everyMs, random);
    return {
      outcome: 'passed',
      presence: { dueAt, pending: null, heldSince: null, version: presence.version + 1 },
      judged: pending,
      issued: null,
    };
  }
  const judged = { ...pending, wrongAnswers: pending.wrongAnswers + 1 };
  if (judged.wrongAnswers < ATTEMPTS) {
    return { outcome: 'wrong', presence: { ...presence, pending: judged, version: presence.version + 1 }, judged, issued: null };
  }
  const next = issue(presence, answer.at, pending.position, policy, random, newId);
  return { outcome: 'failed', presence: next, judged, issued: next.pending };
}

/** The first author's question whose moment playback crossed going from `from` to `to` (ordinary playback only). */
export function crossedMoment(moments: readonly number[], from: number | undefined, to: number, longestStep: number): number | undefined {
  if (from === undefined || !(to > from) || to - from > longestStep) return undefined;
  return moments.find((moment) => moment > from && moment <= to);
}
