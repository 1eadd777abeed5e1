import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';
import { bearerTokenHash } from '@server/platform/auth/session.hook';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { addWindowCounts } from './rate-limit.repository';
import { SharedCounts } from './shared-counts';

/** The settings of the general limits (docs/api.md, "Rate limits", says why the defaults are what they are). */
export type RateLimitSettings = Pick<
  Config,
  'RATE_LIMIT_WINDOW_SECONDS' | 'RATE_LIMIT_PER_ADDRESS' | 'RATE_LIMIT_ANONYMOUS_PER_ADDRESS' | 'RATE_LIMIT_PER_SESSION'
>;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Awaited<ReturnType<Limiter>>;
type LimitOptions = NonNullable<Parameters<FastifyInstance['createRateLimit']>[0]>;
type StoreCtor = NonNullable<Parameters<typeof rateLimit>[1]>['store'];
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// The plugin hands each limiter's options to the store's `child` (it merges them into the store's settings), so a
// limiter names its counts there; its types leave such options out.
const named = (keyPrefix: string, options: LimitOptions): LimitOptions => ({ ...options, keyPrefix }) as LimitOptions;

/** The plugin's store on the shared counts: each limiter's keys get its prefix (`address:`, `session:`, ...). */
function storeOn(counts: SharedCounts): StoreCtor {
  class SharedStore {
    constructor(private readonly settings: { keyPrefix?: string }) {}

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      counts.count(`${this.settings.keyPrefix ?? ''}${key}`, timeWindow, max).then((result) => callback(null, result), callback);
    }

    child(settings: { keyPrefix?: string }): SharedStore {
      return new SharedStore(settings);
    }
  }
  return SharedStore as unknown as StoreCtor;
}

// One set of counts per built app, shared by the scopes that carry the limits (/api and the server loaders' pages),
// so a call counts the same wherever it lands; keyed by the app's dependencies, which each built app has its own of.
const countsOfApp = new WeakMap<AppDeps, SharedCounts>();

function countsOf(scope: FastifyInstance): SharedCounts {
  const deps = scope.appDeps;
  let counts = countsOfApp.get(deps);
  if (!counts) {
    const log = scope.log;
    counts = new SharedCounts({
      add: (batch) => addWindowCounts(deps.db, batch),
      // The error's class only: a driver's message can name hosts and users.
      onUnshared: (error) =>
        log.warn(
          { errorType: error instanceof Error ? error.name : typeof error },
          'rate limits counted per process: the shared counts cannot be written',
        ),
    });
    countsOfApp.set(deps, counts);
    const created = counts;
    scope.addHook('onClose', () => created.close());
  }
  return counts;
}

function refuseWhenExceeded(outcome: Outcome): void {
  if (!outcome.isAllowed && outcome.isExceeded) {
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, outcome.ttlInSeconds) });
  }
}

/**
 * General rate limits on the API (sign-in keeps its own, stricter throttle in the database), counted in fixed windows
 * of RATE_LIMIT_WINDOW_SECONDS aligned to the clock, so every process agrees where a window starts:
 * - per client address (IPv6 by /64), every call: what a whole school behind one address may send;
 * - per client address, calls without a bearer token (public calls, signed media): stricter, since no person makes
 *   many of them and a client without a session is the one a session limit cannot stop;
 * - per session, calls with a bearer token (keyed by the token's hash, so no token is kept): what one signed-in
 *   client can send. A made-up token is a session of its own here, which is why every call also counts by address.
 * Counted across every process on the database (SharedCounts: local counts synced in batches, the limit holding
 * within a stated tolerance), on PGlite too, where the one process makes it exact. A limit of 0 turns it off.
 * Register inside each scope that needs it, before the tenant and session hooks, so a refused call costs no query.
 */
export async function installRateLimits(scope: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  const timeWindow = settings.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const on = (limit: number) => limit > 0;
  if (!on(settings.RATE_LIMIT_PER_ADDRESS) && !on(settings.RATE_LIMIT_ANONYMOUS_PER_ADDRESS) && !on(settings.RATE_LIMIT_PER_SESSION))
    return;

  // Not global: the plugin's own per-route hook would add another, default limit; only the ones below apply.
  await scope.register(rateLimit, { global: false, store: storeOn(countsOf(scope)) });
  const limiter = (keyPrefix: string, max: number, keyGenerator?: (request: FastifyRequest) => string): Limiter | undefined =>
    on(max) ? scope.createRateLimit(named(keyPrefix, { max, timeWindow, ...(keyGenerator ? { keyGenerator } : {}) })) : undefined;
  const perAddress = limiter('address:', settings.RATE_LIMIT_PER_ADDRESS);
  const anonymousPerAddress = limiter('anonymous:', settings.RATE_LIMIT_ANONYMOUS_PER_ADDRESS);
  const perSession = limiter('session:', settings.RATE_LIMIT_PER_SESSION, (request) => bearerTokenHash(request) ?? '');

  scope.addHook('onRequest', async (request) => {
    if (perAddress) refuseWhenExceeded(await perAddress(request));
    const withToken = bearerTokenHash(request) !== undefined;
    if (anonymousPerAddress && !withToken) refuseWhenExceeded(await anonymousPerAddress(request));
    if (perSession && withToken) refuseWhenExceeded(await perSession(request));
  });
}
