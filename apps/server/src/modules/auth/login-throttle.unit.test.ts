import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeAttempt, type ThrottleRules } from './login-throttle';

const rules: ThrottleRules = { slowAfter: 3, slowBaseSeconds: 1, lockAfter: 10, addressLockAfter: 50, lockMinutes: 15, windowMinutes: 15 };
const now = new Date('2026-11-21T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('judgeAttempt', () => {
  it('lets a first attempt and a few failures through', () => {
    expect(judgeAttempt(undefined, now, rules)).toEqual({ kind: 'open' });
    expect(judgeAttempt({ failures: 2, windowStartedAt: ago(10), lastFailureAt: ago(0), lockedUntil: null }, now, rules)).toEqual({ kind: 'open' });
  });

  it('makes attempts wait, doubling, once failures reach the slow threshold', () => {
    const state = (failures: number, lastSecondsAgo: number) => ({ failures, windowStartedAt: ago(60), lastFailureAt: ago(lastSecondsAgo), lockedUntil: null });
    expect(judgeAttempt(state(3, 0), now, rules)).toEqual({ kind: 'wait', retryAfterSeconds: 1 });
    expect(judgeAttempt(state(5, 1), now, rules)).toEqual({ kind: 'wait', retryAfterSeconds: 3 });
    expect(judgeAttempt(state(5, 5), now, rules)).toEqual({ kind: 'open' });
  });

  it('refuses while locked, and forgets an old window', () => {
    const locked = { failures: 10, windowStartedAt: ago(60), lastFailureAt: ago(60), lockedUntil: new Date(now.getTime() + 90_000) };
    expect(judgeAttempt(locked, now, rules)).toEqual({ kind: 'locked', retryAfterSeconds: 90 });
    const stale = { failures: 9, windowStartedAt: ago(16 * 60), lastFailureAt: ago(1), lockedUntil: null };
    expect(judgeAttempt(stale, now, rules)).toEqual({ kind: 'open' });
  });

  it('never asks to wait more than five minutes nor less than a second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 900 }), (failures, lastSecondsAgo) => {
        const verdict = judgeAttempt({ failures, windowStartedAt: ago(lastSecondsAgo), lastFailureAt: ago(lastSecondsAgo), lockedUntil: null }, now, rules);
        if (verdict.kind === 'open') return true;
        return verdict.retryAfterSeconds >= 1 && verdict.retryAfterSeconds <= 300;
      }),
    );
  });
});
