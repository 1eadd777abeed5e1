import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';
import { bearerTokenHash } from '@server/platform/auth/session.hook';
import { AppError } from '@server/platform/http/app-error';

/** Keys each limit remembers; the least recently seen are forgotten first, so a flood of keys cannot grow memory. */
const KEYS_REMEMBERED = 20_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Awaited<ReturnType<Limiter>>;
type LimitOptions = NonNullable<Parameters<FastifyInstance['createRateLimit']>[0]>;

// The plugin sizes each limiter's store from `cache` in these options (it merges them into the store's settings), but
// its types leave `cache` out of them.
const bounded = (options: LimitOptions): LimitOptions => ({ ...options, cache: KEYS_REMEMBERED }) as LimitOptions;

function refuseWhenExceeded(outcome: Outcome): void {
  if (!outcome.isAllowed && outcome.isExceeded) {
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, outcome.ttlInSeconds) });
  }
}

/**
 * General rate limits on the API (sign-in keeps its own, stricter throttle in the database), counted in fixed windows
 * of RATE_LIMIT_WINDOW_SECONDS:
 * - per client address (IPv6 by /64), for every call: what a caller without a session, or one making up tokens, can
 *   send. Generous, because a whole school or district often reaches us through one address;
 * - per session, for calls with a bearer token (keyed by the token's hash, so no token is kept in memory): what one
 *   signed-in client can send.
 * Counters are kept in this process's memory (stateless on disk, bounded in keys): with N processes behind a load
 * balancer a client can get up to N times the limit. That is accepted: the aim is to stop one runaway client from
 * monopolising a process, not to meter exactly. A limit of 0 turns it off. Register inside the /api scope, before the
 * tenant and session hooks, so a refused call costs no database work.
 */
export async function installRateLimits(
  api: FastifyInstance,
  config: Pick<Config, 'RATE_LIMIT_WINDOW_SECONDS' | 'RATE_LIMIT_PER_ADDRESS' | 'RATE_LIMIT_PER_SESSION'>,
): Promise<void> {
  // Not global: the plugin's own per-route hook would add a third, default limit; only the two below apply.
  await api.register(rateLimit, { global: false });
  const timeWindow = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const perAddress: Limiter | undefined =
    config.RATE_LIMIT_PER_ADDRESS > 0 ? api.createRateLimit(bounded({ max: config.RATE_LIMIT_PER_ADDRESS, timeWindow })) : undefined;
  const perSession: Limiter | undefined =
    config.RATE_LIMIT_PER_SESSION > 0
      ? api.createRateLimit(
          bounded({
            max: config.RATE_LIMIT_PER_SESSION,
            timeWindow,
            keyGenerator: (request: FastifyRequest) => `session:${bearerTokenHash(request) ?? ''}`,
          }),
        )
      : undefined;
  if (!perAddress && !perSession) return;

  api.addHook('onRequest', async (request) => {
    if (perAddress) refuseWhenExceeded(await perAddress(request));
    if (perSession && bearerTokenHash(request) !== undefined) refuseWhenExceeded(await perSession(request));
  });
}
