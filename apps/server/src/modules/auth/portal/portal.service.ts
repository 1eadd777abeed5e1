import { createHash, randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { PORTAL_DEFAULT_RETURN } from '@yanxiu/contract/portal-return';
import type { PortalLogout, PortalSignedIn, PortalStart, PortalStartBody, PortalStatus } from '@yanxiu/contract/portal-sign-in';
import * as oidc from 'openid-client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { revokeSession } from '@server/platform/auth/session.repository';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findAccountById } from '../auth.repository';
import { openSession } from '../open-session';
import type { AuthClients } from '../auth-clients';
import { portalFailure, type PortalClientSettings } from './portal-client';
import { identifyPerson } from './portal-people';
import {
  findIdentityProvider,
  findPortalSession,
  insertFlow,
  insertPortalSession,
  revokePortalSessions,
  takeFlow,
  type IdentityProviderRow,
} from './portal.repository';

// Portal single sign-on: start, callback, logout (ours and the portal's) and the portal's back-channel logout. The
// functions that talk to the portal take the app's outside clients (auth-clients.ts) after the context.

/** How long a started sign-in may take at the portal before its callback is refused. */
const FLOW_MINUTES = 10;
/** The only page the portal may send the browser back to (the spec's `/login/portal`), on the page's own origin. */
const CALLBACK_PATH = '/pc/login/portal';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The sealing context of a tenant's client secret: a sealed value copied into another tenant's row does not open. */
export const secretContextOf = (tenantId: TenantId) => `tenant:${tenantId}:identity-provider:client-secret`;

/** The tenant's enabled portal with its secret opened, or PORTAL_OFF. */
async function enabledPortal(
  ctx: TenantContext,
  clients: AuthClients,
): Promise<{ row: IdentityProviderRow; settings: PortalClientSettings }> {
  const row = await findIdentityProvider(ctx.db, ctx.tenantId);
  if (!row?.enabled) throw new AppError('PORTAL_OFF');
  const clientSecret = clients.secrets.open(row.clientSecretSealed, secretContextOf(ctx.tenantId));
  if (clientSecret === null) {
    // Sealed under another SETTINGS_ENCRYPTION_KEY: staff must enter the secret again.
    ctx.log.error({ tenantId: ctx.tenantId }, 'portal sign-in: the client secret does not open with SETTINGS_ENCRYPTION_KEY');
    throw new AppError('PORTAL_UNAVAILABLE');
  }
  return { row, settings: { tenantId: ctx.tenantId, version: row.version, issuer: row.issuer, clientId: row.clientId, clientSecret } };
}

async function discoveredConfiguration(ctx: TenantContext, clients: AuthClients, settings: PortalClientSettings) {
  try {
    return await clients.portals.configurationOf(settings);
  } catch (error) {
    ctx.log.warn({ err: error, issuer: settings.issuer }, 'portal sign-in: discovery failed');
    throw new AppError('PORTAL_UNAVAILABLE');
  }
}

/** Whether the tenant offers portal sign-in (the sign-in pages ask). */
export async function portalSignInStatus(ctx: TenantContext): Promise<PortalStatus> {
  const row = await findIdentityProvider(ctx.db, ctx.tenantId);
  return row?.enabled ? { enabled: true, displayName: row.displayName } : { enabled: false, displayName: null };
}

/**
 * Starts the authorization-code flow with PKCE, state and nonce; the flow is kept in the database (any process
 * may take the callback) for ten minutes, bound to a value only the starting browser holds.
 */
export async function startPortalSignIn(
  ctx: TenantContext,
  clients: AuthClients,
  body: PortalStartBody,
  now = new Date(),
): Promise<PortalStart> {
  const redirect = new URL(body.redirectUri);
  if (
    redirect.pathname !== CALLBACK_PATH ||
    redirect.search !== '' ||
    redirect.hash !== '' ||
    redirect.username !== '' ||
    redirect.password !== ''
  ) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.redirectUri', message: `must be <origin>${CALLBACK_PATH}` }] });
  }
  const { row, settings } = await enabledPortal(ctx, clients);
  const configuration = await discoveredConfiguration(ctx, clients, settings);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const binding = randomBytes(32).toString('base64url');
  await insertFlow(ctx.db, ctx.tenantId, {
    stateHash: sha256(state),
    bindingHash: sha256(binding),
    nonce,
    codeVerifier,
    redirectUri: redirect.href,
    returnTo: body.returnTo ?? PORTAL_DEFAULT_RETURN,
    expiresAt: new Date(now.getTime() + FLOW_MINUTES * 60_000),
  });
  const scopes = row.scopes.includes('openid') ? row.scopes : ['openid', ...row.scopes];
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirect.href,
    scope: scopes.join(' '),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href, binding };
}

/**
 * Completes a sign-in: takes the flow its state names (once; it must be this tenant's, unexpired and bound to this
 * browser), redeems the code with the PKCE verifier, lets openid-client check the ID token (signature, issuer,
 * audience, expiry, nonce), finds or links the account by the configured claim (or provisions one) and opens a
 * session exactly as a password sign-in does.
 */
export async function completePortalSignIn(
  ctx: TenantContext,
  clients: AuthClients,
  body: { callbackQuery: string; binding: string; userAgent: string | undefined },
  now = new Date(),
): Promise<PortalSignedIn> {
  const query = new URLSearchParams(body.callbackQuery.startsWith('?') ? body.callbackQuery.slice(1) : body.callbackQuery);
  const state = query.get('state');
  if (!state) throw new AppError('PORTAL_SIGN_IN_FAILED');
  const flow = await takeFlow(ctx.db, ctx.tenantId, sha256(state));
  if (!flow || flow.expiresAt <= now || flow.bindingHash !== sha256(body.binding)) throw new AppError('PORTAL_SIGN_IN_FAILED');
  const { row, settings } = await enabledPortal(ctx, clients);
  const configuration = await discoveredConfiguration(ctx, clients, settings);
  const callbackUrl = new URL(flow.redirectUri);
  callbackUrl.search = query.toString();
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'portal sign-in: the portal did not complete the sign-in');
    throw portalFailure(error);
  }
  const claims = tokens.claims();
  const idToken = tokens.id_token;
  if (!claims || !idToken) throw new AppError('PORTAL_SIGN_IN_FAILED');
  let userinfo: Record<string, unknown> = {};
  if (claims[row.claimName] === undefined && configuration.serverMetadata().userinfo_endpoint) {
    try {
      userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    } catch (error) {
      ctx.log.warn({ err: error }, 'portal sign-in: userinfo failed');
      throw portalFailure(error);
    }
  }
  const person = { ...userinfo, ...claims };

  return ctx.transaction(async (tx) => {
    const userId = await identifyPerson(ctx, tx, { row, issuer: claims.iss, subject: claims.sub, claims: person }, now);
    const account = await findAccountById(tx, ctx.tenantId, userId);
    if (!account) throw new AppError('EXTERNAL_PERSON_UNKNOWN');
    const loginInfo: LoginInfo = await openSession(ctx, tx, account, { userAgent: body.userAgent, now });
    await insertPortalSession(tx, ctx.tenantId, {
      sessionId: loginInfo.tokenId,
      issuer: claims.iss,
      subject: claims.sub,
      portalSid: typeof claims.sid === 'string' ? claims.sid : null,
      idToken,
      postLogoutRedirectUri: new URL('/pc/login', flow.redirectUri).href,
    });
    return { loginInfo, returnTo: flow.returnTo };
  });
}

/**
 * Ends the caller's session and, when it was opened through a portal that advertises an end_session_endpoint,
 * answers where to send the browser so the portal ends its own (RP-initiated logout).
 */
export async function signOutThroughPortal(ctx: RequestContext, clients: AuthClients, tokenId: string): Promise<PortalLogout> {
  if (tokenId !== ctx.actor.tokenId) throw new AppError('FORBIDDEN');
  const portalSession = await findPortalSession(ctx.db, ctx.tenantId, tokenId);
  await revokeSession(ctx.db, ctx.tenantId, tokenId, new Date());
  if (!portalSession) return { endSessionUrl: null };
  try {
    const { settings } = await enabledPortal(ctx, clients);
    const configuration = await clients.portals.configurationOf(settings);
    if (!configuration.serverMetadata().end_session_endpoint) return { endSessionUrl: null };
    const url = oidc.buildEndSessionUrl(configuration, {
      id_token_hint: portalSession.idToken,
      post_logout_redirect_uri: portalSession.postLogoutRedirectUri,
      client_id: settings.clientId,
    });
    return { endSessionUrl: url.href };
  } catch (error) {
    // Our session has ended, which is what matters; the portal's may outlive it.
    ctx.log.warn({ err: error }, 'portal logout: the portal end-session address could not be made');
    return { endSessionUrl: null };
  }
}

/**
 * The portal's back-channel logout: a verified logout token ends our sessions for that portal session (`sid`)
 * or person (`sub`) at once, on every process (sessions are rows the session hook reads on every call).
 */
export async function endPortalSessionsFromBackChannel(
  ctx: TenantContext,
  clients: AuthClients,
  logoutToken: string,
): Promise<{ endedSessions: number }> {
  const { settings } = await enabledPortal(ctx, clients);
  const who = await clients.portals.verifyLogoutToken(settings, logoutToken);
  const endedSessions = await revokePortalSessions(ctx.db, ctx.tenantId, who.issuer, who, new Date());
  await recordAudit(ctx.db, ctx, {
    action: 'auth.portal_back_channel_logout',
    entityType: 'portal_subject',
    entityId: who.sub ?? who.sid ?? '',
    after: { endedSessions },
  });
  return { endedSessions };
}

/** A tenant's portal settings as stored, for the other ways in that trust the same portal (quick login). */
export function identityProviderOf(db: Executor, tenantId: TenantId): Promise<IdentityProviderRow | undefined> {
  return findIdentityProvider(db, tenantId);
}
export type { IdentityProviderRow };
