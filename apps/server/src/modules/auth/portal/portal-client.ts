import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** What talking to one tenant's portal needs: its settings with the secret opened. */
export type PortalClientSettings = { tenantId: TenantId; version: number; issuer: string; clientId: string; clientSecret: string };

const BACK_CHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
// How long the portal may take to answer one call before the sign-in says it cannot be reached.
const PORTAL_TIMEOUT_SECONDS = 10;

/** A portal over plain http is accepted only on this machine (the tests' provider, a developer's); anywhere else, https. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * True when the portal (or the way to it) failed rather than the sign-in: a network error, a timeout or a 5xx.
 * Those answer PORTAL_UNAVAILABLE (try again later); everything else is a sign-in that does not hold.
 */
function portalWasUnreachable(error: unknown): boolean {
  if (error instanceof oidc.ClientError) return error.cause instanceof TypeError || portalWasUnreachable(error.cause);
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'TimeoutError' || error.name === 'AbortError' || (error instanceof TypeError && /fetch failed/i.test(error.message))
  );
}

/** The catalogue error a failed exchange with the portal answers; the reason goes to the log only. */
export function portalFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError(portalWasUnreachable(error) ? 'PORTAL_UNAVAILABLE' : 'PORTAL_SIGN_IN_FAILED');
}

/**
 * OpenID Connect with each tenant's portal through openid-client (discovery, PKCE, state, nonce, ID token checks)
 * and jose for back-channel logout tokens. The discovered configuration and the portal's keys are kept per tenant
 * and settings version for ten minutes (at most 500 tenants), so a changed setting or rotated key is seen soon after.
 */
export function createPortalClients() {
  const configurations = new LRUCache<string, Promise<oidc.Configuration>>({ max: 500, ttl: 10 * 60_000 });
  const keySets = new LRUCache<string, ReturnType<typeof createRemoteJWKSet>>({ max: 500, ttl: 10 * 60_000 });

  function configurationOf(settings: PortalClientSettings): Promise<oidc.Configuration> {
    const key = `${settings.tenantId}:${settings.version}`;
    let found = configurations.get(key);
    if (!found) {
      const issuer = new URL(settings.issuer);
      found = oidc.discovery(
        issuer,
        settings.clientId,
        { client_secret: settings.clientSecret },
        oidc.ClientSecretBasic(settings.clientSecret),
        {
          timeout: PORTAL_TIMEOUT_SECONDS,
          ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      );
      // Over TLS the spec lets a client skip the ID token's signature; we check it anyway, against the portal's keys.
      found = found.then((configuration) => {
        oidc.enableNonRepudiationChecks(configuration);
        return configuration;
      });
      // A failed discovery is not kept: the next sign-in tries again.
      found.catch(() => configurations.delete(key));
      configurations.set(key, found);
    }
    return found;
  }

  return {
    configurationOf,

    /** Forgets what was discovered of a tenant's portal (its settings changed). */
    forget(tenantId: TenantId): void {
      for (const key of configurations.keys()) if (key.startsWith(`${tenantId}:`)) configurations.delete(key);
      for (const key of keySets.keys()) if (key.startsWith(`${tenantId}:`)) keySets.delete(key);
    },

    /**
     * Verifies a back-channel logout token (OpenID Connect Back-Channel Logout 1.0, section 2.6): signed by the portal's
     * keys, issued by it for our client, recent, carrying the logout event, a `sub` or `sid`, and no nonce. Answers
     * the issuer and its `sub` and `sid`; anything else throws PORTAL_SIGN_IN_FAILED.
     */
    async verifyLogoutToken(settings: PortalClientSettings, token: string): Promise<{ issuer: string; sub?: string; sid?: string }> {
      const configuration = await configurationOf(settings).catch((error: unknown) => {
        throw portalFailure(error);
      });
      const metadata = configuration.serverMetadata();
      const key = `${settings.tenantId}:${settings.version}`;
      let keys = keySets.get(key);
      if (!keys) {
        if (!metadata.jwks_uri) throw new AppError('PORTAL_SIGN_IN_FAILED');
        keys = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: PORTAL_TIMEOUT_SECONDS * 1000 });
        keySets.set(key, keys);
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer: metadata.issuer,
          audience: settings.clientId,
          maxTokenAge: '5m',
          requiredClaims: ['iat', 'jti'],
        }));
      } catch {
        throw new AppError('PORTAL_SIGN_IN_FAILED');
      }
      const events = payload.events as Record<string, unknown> | undefined;
      const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
      const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
      if (
        !events ||
        typeof events[BACK_CHANNEL_LOGOUT_EVENT] !== 'object' ||
        'nonce' in payload ||
        (sid === undefined && sub === undefined)
      ) {
        throw new AppError('PORTAL_SIGN_IN_FAILED');
      }
      return { issuer: metadata.issuer, ...(sub !== undefined ? { sub } : {}), ...(sid !== undefined ? { sid } : {}) };
    },
  };
}

export type PortalClients = ReturnType<typeof createPortalClients>;
