import { isIPv4, isIPv6 } from 'node:net';

/**
 * The sign-in throttling rules, from configuration. Three counters of failures, each within a window (OWASP's
 * authentication cheat sheet):
 * - per account name and address pair: slows one address guessing one account, and only that pair;
 * - per address: an address failing across many account names (password spraying) must solve a challenge for every
 *   name, harder the more it fails. Not a wait: behind a proxy that hides clients' addresses (TRUST_PROXY unset) a
 *   whole district shares one address, and a wait would keep every teacher out; a challenge costs them a second;
 * - per account name, from any address: many addresses guessing one account. This never locks the name (a lock
 *   would let anyone keep a known user out); it asks addresses that have been failing for a solved challenge.
 * An address that has not been failing is never refused, slowed or challenged, whatever the account name has seen.
 */
export type ThrottleRules = {
  /** Failures of a pair after which each further attempt of that pair must wait, doubling each time. */
  slowAfter: number;
  slowBaseSeconds: number;
  /**
   * Failures of an address within the window after which it must solve a challenge for every account name, for
   * `addressChallengeMinutes` (the counter's `lockedUntil`).
   */
  addressChallengeAfter: number;
  addressChallengeMinutes: number;
  /** Failures of an account name within the window after which failing addresses must solve a challenge for it. */
  challengeAfter: number;
  windowMinutes: number;
};

/** The stored counter of one pair, address or account name. */
export type ThrottleState = { failures: number; windowStartedAt: Date; lastFailureAt: Date; lockedUntil: Date | null };

/** The counters that bear on one attempt; absent ones have never failed. */
export type SignInCounters = { pair?: ThrottleState | undefined; address?: ThrottleState | undefined; account?: ThrottleState | undefined };

/** `work`: how many times the standard challenge's work a solution must have done (challengeWork). */
export type SignInVerdict = { kind: 'open' } | { kind: 'wait'; retryAfterSeconds: number } | { kind: 'challenge'; work: number };

const MAX_WAIT_SECONDS = 300;
/** An address's challenge grows to at most this many times the standard work (a few seconds on a phone). */
export const MAX_CHALLENGE_WORK = 8;

/** Failures of a counter in its current window (0 when it never failed or its window has passed). */
export function failuresInWindow(state: ThrottleState | undefined, now: Date, rules: Pick<ThrottleRules, 'windowMinutes'>): number {
  if (!state) return 0;
  return now.getTime() - state.windowStartedAt.getTime() > rules.windowMinutes * 60_000 ? 0 : state.failures;
}

/**
 * The work a challenge for this address must carry, as a multiple of the standard: 1, doubling with every further
 * `addressChallengeAfter` failures past the first, up to MAX_CHALLENGE_WORK. A spraying address pays more for each
 * guess; a district behind one shared address pays the standard second.
 */
export function challengeWork(
  address: ThrottleState | undefined,
  now: Date,
  rules: Pick<ThrottleRules, 'addressChallengeAfter' | 'windowMinutes'>,
): number {
  const multiples = Math.floor(failuresInWindow(address, now, rules) / rules.addressChallengeAfter);
  return Math.min(MAX_CHALLENGE_WORK, 2 ** Math.max(0, multiples - 1));
}

/**
 * Whether an attempt may check its password now, must wait (its pair slowed), or must first carry a solved
 * challenge (its address failed across many names, or the account name has failed often and this address has been
 * failing too).
 */
export function judgeSignIn(counters: SignInCounters, now: Date, rules: ThrottleRules): SignInVerdict {
  const { address, pair, account } = counters;
  const pairFailures = failuresInWindow(pair, now, rules);
  if (pair && pairFailures >= rules.slowAfter) {
    const waitSeconds = Math.min(rules.slowBaseSeconds * 2 ** (pairFailures - rules.slowAfter), MAX_WAIT_SECONDS);
    const readyAt = new Date(pair.lastFailureAt.getTime() + waitSeconds * 1000);
    if (readyAt > now) return { kind: 'wait', retryAfterSeconds: secondsUntil(readyAt, now) };
  }
  const addressChallenged = address?.lockedUntil != null && address.lockedUntil > now;
  if (addressChallenged || (failuresInWindow(account, now, rules) >= rules.challengeAfter && failuresInWindow(address, now, rules) > 0)) {
    return { kind: 'challenge', work: challengeWork(address, now, rules) };
  }
  return { kind: 'open' };
}

function secondsUntil(moment: Date, now: Date): number {
  return Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}

/**
 * The address a counter is kept for. IPv4 as it is (an IPv4-mapped IPv6 address is its IPv4 one); IPv6 by its /64,
 * because one subscriber usually holds a whole /64 and could otherwise change address for every guess.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A dotted IPv4 tail (64:ff9b::1.2.3.4) stands for two groups; it lies in the interface half, dropped anyway.
  const written = headGroups.length + tailGroups.reduce((count, group) => count + (group.includes('.') ? 2 : 1), 0);
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(Math.max(0, 8 - written)).fill('0'), ...tailGroups] : headGroups;
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
