import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  challengeWork,
  failuresInWindow,
  judgeSignIn,
  MAX_CHALLENGE_WORK,
  throttleAddress,
  type ThrottleRules,
  type ThrottleState,
} from './login-throttle';

const rules: ThrottleRules = {
  slowAfter: 3,
  slowBaseSeconds: 1,
  addressChallengeAfter: 50,
  addressChallengeMinutes: 15,
  challengeAfter: 10,
  windowMinutes: 15,
};
const now = new Date('2026-11-21T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const failing = (failures: number, lastSecondsAgo = 0, lockedUntil: Date | null = null): ThrottleState => ({
  failures,
  windowStartedAt: ago(Math.max(60, lastSecondsAgo)),
  lastFailureAt: ago(lastSecondsAgo),
  lockedUntil,
});

const state = fc.option(
  fc.record({
    failures: fc.integer({ min: 1, max: 10_000 }),
    windowStartedAt: fc.integer({ min: 0, max: 3600 }).map(ago),
    lastFailureAt: fc.integer({ min: 0, max: 3600 }).map(ago),
    // An address's challenge is set at most addressChallengeMinutes ahead.
    lockedUntil: fc.option(
      fc.integer({ min: -3600, max: rules.addressChallengeMinutes * 60 }).map((seconds) => new Date(now.getTime() + seconds * 1000)),
      { nil: null },
    ),
  }),
  { nil: undefined },
);

describe('judgeSignIn', () => {
  it('lets a first attempt and a few failures through', () => {
    expect(judgeSignIn({}, now, rules)).toEqual({ kind: 'open' });
    expect(judgeSignIn({ pair: failing(2), address: failing(2), account: failing(2) }, now, rules)).toEqual({ kind: 'open' });
  });

  it('makes a pair wait, doubling, once its failures reach the slow threshold', () => {
    expect(judgeSignIn({ pair: failing(3, 0), address: failing(3) }, now, rules)).toEqual({ kind: 'wait', retryAfterSeconds: 1 });
    expect(judgeSignIn({ pair: failing(5, 1), address: failing(5) }, now, rules)).toEqual({ kind: 'wait', retryAfterSeconds: 3 });
    expect(judgeSignIn({ pair: failing(5, 5), address: failing(5) }, now, rules)).toEqual({ kind: 'open' });
  });

  it('asks an address that failed across many names for a challenge, for every name, and never makes it wait', () => {
    const challenged = failing(50, 60, new Date(now.getTime() + 90_000));
    expect(judgeSignIn({ address: challenged }, now, rules)).toEqual({ kind: 'challenge', work: 1 });
    // Once its time is up it is judged like any other address.
    expect(judgeSignIn({ address: failing(50, 60, ago(1)) }, now, rules)).toEqual({ kind: 'open' });
    expect(judgeSignIn({ address: failing(50, 60, ago(1)) }, now, rules)).toEqual({ kind: 'open' });
  });

  it('asks a failing address for a challenge once the account name has failed often, never a clean one', () => {
    const attacked = failing(10, 1);
    expect(judgeSignIn({ account: attacked, address: failing(1, 1) }, now, rules)).toEqual({ kind: 'challenge', work: 1 });
    expect(judgeSignIn({ account: attacked }, now, rules)).toEqual({ kind: 'open' });
    // An address whose failures lie in a past window is clean again.
    expect(judgeSignIn({ account: attacked, address: { ...failing(1), windowStartedAt: ago(16 * 60) } }, now, rules)).toEqual({
      kind: 'open',
    });
    expect(judgeSignIn({ account: failing(9, 1), address: failing(1, 1) }, now, rules)).toEqual({ kind: 'open' });
  });

  it('forgets an old window', () => {
    const stale = { failures: 9, windowStartedAt: ago(16 * 60), lastFailureAt: ago(1), lockedUntil: null };
    expect(failuresInWindow(stale, now, rules)).toBe(0);
    expect(judgeSignIn({ pair: stale, address: stale, account: { ...stale, failures: 99 } }, now, rules)).toEqual({ kind: 'open' });
  });

  it('never refuses, slows or challenges an address that has not been failing, whatever the account name has seen', () => {
    fc.assert(
      fc.property(state, (account) => {
        expect(judgeSignIn({ account }, now, rules)).toEqual({ kind: 'open' });
      }),
    );
  });

  it('asks for a challenge only when the address or the account name reached its threshold, and waits 1 s to 5 min', () => {
    fc.assert(
      fc.property(state, state, state, (pair, address, account) => {
        const verdict = judgeSignIn({ pair, address, account }, now, rules);
        if (verdict.kind === 'challenge') {
          const addressChallenged = address?.lockedUntil != null && address.lockedUntil > now;
          if (!addressChallenged) expect(failuresInWindow(account, now, rules)).toBeGreaterThanOrEqual(rules.challengeAfter);
          expect(verdict.work).toBe(challengeWork(address, now, rules));
        }
        if (verdict.kind === 'wait') {
          expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(300);
          // Only a pair ever waits.
          expect(judgeSignIn({ pair }, now, rules)).toEqual(verdict);
        }
      }),
    );
  });
});

describe('challengeWork', () => {
  it('is the standard work up to twice the threshold, then doubles per multiple, up to the cap', () => {
    const works = [0, 49, 50, 99, 100, 150, 200, 10_000].map((failures) =>
      challengeWork(failures ? failing(failures) : undefined, now, rules),
    );
    expect(works).toEqual([1, 1, 1, 1, 2, 4, 8, MAX_CHALLENGE_WORK]);
    // Failures of a window that has passed count for nothing.
    expect(challengeWork(failing(500, 3600), now, rules)).toBe(1);
  });
});

describe('throttleAddress', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    expect(throttleAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('gives every address of one /64 the same counter and different /64s different ones', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), fc.array(group, { minLength: 4, maxLength: 4 }), (groups, other) => {
        const address = groups.join(':');
        const sameNetwork = [...groups.slice(0, 4), ...other].join(':');
        expect(throttleAddress(sameNetwork)).toBe(throttleAddress(address));
        const otherNetwork = [...other, ...groups.slice(4)].join(':');
        if (
          other.map((g) => parseInt(g, 16)).join() !==
          groups
            .slice(0, 4)
            .map((g) => parseInt(g, 16))
            .join()
        ) {
          expect(throttleAddress(otherNetwork)).not.toBe(throttleAddress(address));
        }
      }),
    );
  });
});
