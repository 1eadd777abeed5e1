import { createHmac } from 'node:crypto';
import { LoginChallenge } from '@yanxiu/contract/auth';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Config } from '@server/config';
import type { TenantContext } from '@server/platform/context/request-context';
import { markChallengeUsed } from './login-challenge.repository';

/** How long a challenge may take to be solved and used. */
export const CHALLENGE_MINUTES = 10;

// PBKDF2 because every browser has it in Web Crypto (the ALTCHA widget's default), so a phone solves it natively.
const ALGORITHM = 'PBKDF2/SHA-256';

/** What the client sends back: the widget's payload, decoded (see LoginBody.challengeSolution). */
const SolvedChallenge = z.object({
  challenge: LoginChallenge,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

type ChallengeConfig = Pick<
  Config,
  'LOGIN_CHALLENGE_COST' | 'LOGIN_CHALLENGE_MAX_NUMBER' | 'LOGIN_CHALLENGE_SECRET' | 'MEDIA_SIGNING_SECRET'
>;

/**
 * The proof-of-work challenges sign-in asks for once an account name has seen many failures (ALTCHA, altcha-lib).
 * Stateless until a solution is accepted: a challenge is signed with an HMAC key every process shares, carries its
 * tenant and expiry in the signed part, and its nonce is recorded as used only once its solution has been verified,
 * so unsolved requests write nothing.
 *
 * Two keys derived from one secret, each for one use: the challenge's signature and the signature of its answer.
 * Derived on each call from the context's settings (two HMACs, far below the challenge's own cost) rather than held
 * process-wide, so test apps with other secrets never share them.
 */
function challengeKeys(config: ChallengeConfig): { hmacSignatureSecret: string; hmacKeySignatureSecret: string } {
  const base = config.LOGIN_CHALLENGE_SECRET ?? config.MEDIA_SIGNING_SECRET;
  const derive = (label: string) => createHmac('sha256', base).update(`yanxiu/login-challenge/${label}`).digest('hex');
  return { hmacSignatureSecret: derive('signature'), hmacKeySignatureSecret: derive('key') };
}

/**
 * A new challenge for the context's tenant, of `work` times the standard work. Deterministic mode: the server picks
 * the secret counter (between half the maximum and the maximum), so the work is predictable, and signs the expected
 * key, so checking an answer costs one HMAC rather than a derivation.
 */
export function issueLoginChallenge(ctx: Pick<TenantContext, 'config' | 'tenant'>, now: Date, work = 1): Promise<LoginChallenge> {
  const { config, tenant } = ctx;
  const max = config.LOGIN_CHALLENGE_MAX_NUMBER;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: config.LOGIN_CHALLENGE_COST * work,
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    data: { appId: tenant.appId },
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
    ...challengeKeys(config),
  }) as Promise<LoginChallenge>;
}

/**
 * Whether `payload` solves a challenge this server issued for the context's tenant with at least `work` times the
 * standard work, not expired and not used before; a good one is recorded as used. Anything malformed is simply
 * not a solution. (The work is checked here because a cheap challenge could be fetched from a clean address.)
 */
export async function acceptLoginChallenge(ctx: TenantContext, payload: string | undefined, now: Date, work = 1): Promise<boolean> {
  if (!payload) return false;
  const solved = SolvedChallenge.safeParse(decode(payload));
  if (!solved.success) return false;
  const { challenge, solution } = solved.data;
  const { parameters } = challenge;
  if (parameters.algorithm !== ALGORITHM || parameters.data?.appId !== ctx.tenant.appId || parameters.expiresAt === undefined) return false;
  if (parameters.cost < ctx.config.LOGIN_CHALLENGE_COST * work) return false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, ...challengeKeys(ctx.config) });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  return markChallengeUsed(ctx.db, ctx.tenantId, parameters.nonce, now, new Date(parameters.expiresAt * 1000));
}

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
