import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '@server/platform/http/app-error';

type RemoteKeys = ReturnType<typeof createRemoteJWKSet>;

/** What a portal ticket is checked against: the tenant's portal (issuer), our client id there (audience) and its keys. */
export type JtiExpectations = { jwksUri: string; issuer: string; audience: string; maxTicketSeconds: number; now: Date };

/** A verified ticket: its one-time id, the portal subject, when it stops being accepted, and every claim. */
export type VerifiedJti = { jti: string; subject: string; expiresAt: Date; claims: Record<string, unknown> };

/** Asymmetric algorithms only: a shared-secret ticket could be minted by anyone holding our client secret. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];
/** Clock difference tolerated between the portal and us. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Checks `jti` tickets against portals' published keys. Each key set is fetched once and kept (jose refetches when a
 * ticket names a key it has not seen, at most every 30 s), one per JWKS address, bounded.
 */
export function createJtiVerifier() {
  const keySets = new LRUCache<string, RemoteKeys>({ max: 200 });
  const keysOf = (jwksUri: string) => {
    let keys = keySets.get(jwksUri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 600_000 });
      keySets.set(jwksUri, keys);
    }
    return keys;
  };

  return {
    /**
     * The ticket's claims when the portal signed it for this tenant and it is still fresh; otherwise the catalogue
     * error the person sees: expired (1021), not verifiable or not ours (1022), the portal's keys out of reach (1025).
     */
    async verify(token: string, expected: JtiExpectations): Promise<VerifiedJti> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keysOf(expected.jwksUri), {
          issuer: expected.issuer,
          audience: expected.audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['jti', 'sub', 'exp', 'iat'],
          currentDate: expected.now,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        throw jtiFailure(error);
      }
      const { jti, sub, exp, iat } = payload as Required<Pick<JWTPayload, 'jti' | 'sub' | 'exp' | 'iat'>>;
      // A portal minting long-lived links turns a leaked link into a standing key to the account: refused.
      if (exp - iat > expected.maxTicketSeconds) throw new AppError('QUICK_LOGIN_TICKET_INVALID');
      if (jti.length > 256 || sub.length > 256) throw new AppError('QUICK_LOGIN_TICKET_INVALID');
      return { jti, subject: sub, expiresAt: new Date((exp + CLOCK_TOLERANCE_SECONDS) * 1000), claims: payload };
    },
  };
}

export type JtiVerifier = ReturnType<typeof createJtiVerifier>;

/** jose's refusal as the person should read it. */
function jtiFailure(error: unknown): AppError {
  if (error instanceof errors.JWTExpired) return new AppError('QUICK_LOGIN_TICKET_EXPIRED');
  // The keys could not be fetched (timeout, refused, not a key set): nobody's ticket can be checked just now.
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError))
    return new AppError('PORTAL_UNAVAILABLE');
  return new AppError('QUICK_LOGIN_TICKET_INVALID');
}
