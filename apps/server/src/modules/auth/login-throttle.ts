/** The sign-in throttling rules, from configuration. */
export type ThrottleRules = {
  /** Failures after which each further attempt must wait, doubling each time. */
  slowAfter: number;
  slowBaseSeconds: number;
  /** Failures within the window that lock the account name. */
  lockAfter: number;
  /** Failures within the window that lock a client address. */
  addressLockAfter: number;
  lockMinutes: number;
  windowMinutes: number;
};

/** The stored counter of one account name or address. */
export type ThrottleState = { failures: number; windowStartedAt: Date; lastFailureAt: Date; lockedUntil: Date | null };

export type ThrottleVerdict = { kind: 'open' } | { kind: 'locked' | 'wait'; retryAfterSeconds: number };

const MAX_WAIT_SECONDS = 300;

/** Whether an attempt may be checked now, must wait, or is locked out. */
export function judgeAttempt(state: ThrottleState | undefined, now: Date, rules: ThrottleRules): ThrottleVerdict {
  if (!state) return { kind: 'open' };
  if (state.lockedUntil && state.lockedUntil > now) {
    return { kind: 'locked', retryAfterSeconds: secondsUntil(state.lockedUntil, now) };
  }
  if (now.getTime() - state.windowStartedAt.getTime() > rules.windowMinutes * 60_000) return { kind: 'open' };
  if (state.failures < rules.slowAfter) return { kind: 'open' };
  const waitSeconds = Math.min(rules.slowBaseSeconds * 2 ** (state.failures - rules.slowAfter), MAX_WAIT_SECONDS);
  const readyAt = new Date(state.lastFailureAt.getTime() + waitSeconds * 1000);
  return readyAt > now ? { kind: 'wait', retryAfterSeconds: secondsUntil(readyAt, now) } : { kind: 'open' };
}

function secondsUntil(moment: Date, now: Date): number {
  return Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}
