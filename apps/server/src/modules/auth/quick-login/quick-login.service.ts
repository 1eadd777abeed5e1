import type { LoginInfo } from '@yanxiu/contract/auth';
import type { QuickLoginBody } from '@yanxiu/contract/quick-login';
import type { TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { AuthClients } from '../auth-clients';
import { findAccountById } from '../auth.repository';
import { openSession } from '../open-session';
import { identifyPerson } from '../portal/portal-people';
import { identityProviderOf, secretContextOf, type IdentityProviderRow } from '../portal/portal.service';
import {
  claimTicket,
  findQuickLoginSettings,
  recordTicketUser,
  releaseTicket,
  type QuickLoginSettingsRow,
  type TicketKind,
} from './quick-login.repository';

/** How long an rpcid stays refused after its use: the portal decides its lifetime; a day outlives any such ticket. */
const RPCID_REMEMBERED_MS = 24 * 3_600_000;

type Portal = { row: IdentityProviderRow; settings: QuickLoginSettingsRow };
type Identity = { subject: string; claims: Record<string, unknown> };

// Quick login (spec 2's quick-login wrapper): a portal link's `jti` (a JWT the portal signed) or `rpcid` (a ticket
// id exchanged over the back channel) becomes a session, once. The tenant's portal is the one platform staff set in
// the identity-provider settings (its issuer is the JWT's `iss`, our client id there its `aud`), so another district's
// ticket is refused; the person is found as a portal sign-in finds them (identifyPerson).

async function portalOf(ctx: TenantContext): Promise<Portal> {
  const [settings, row] = await Promise.all([findQuickLoginSettings(ctx.db, ctx.tenantId), identityProviderOf(ctx.db, ctx.tenantId)]);
  if (!settings?.enabled || !row) throw new AppError('QUICK_LOGIN_OFF');
  return { row, settings };
}

function clientOf(ctx: TenantContext, clients: AuthClients, row: IdentityProviderRow) {
  const clientSecret = clients.secrets.open(row.clientSecretSealed, secretContextOf(ctx.tenantId));
  if (clientSecret === null) {
    ctx.log.error({ tenantId: ctx.tenantId }, 'quick login: the client secret does not open with SETTINGS_ENCRYPTION_KEY');
    throw new AppError('PORTAL_UNAVAILABLE');
  }
  return { clientId: row.clientId, clientSecret };
}

/** Takes the ticket or refuses it as used; gives it back if the portal could not be asked, so the link works again. */
async function once<T>(
  ctx: TenantContext,
  kind: TicketKind,
  ticketId: string,
  expiresAt: Date,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  if (!(await claimTicket(ctx.db, ctx.tenantId, kind, ticketId, now, expiresAt))) throw new AppError('QUICK_LOGIN_TICKET_USED');
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.errorName === 'PORTAL_UNAVAILABLE') await releaseTicket(ctx.db, ctx.tenantId, kind, ticketId);
    throw error;
  }
}

/** The account the portal vouches for, signed in, in one transaction with any link or account identifyPerson makes. */
async function signIn(
  ctx: TenantContext,
  portal: Portal,
  identity: Identity,
  ticket: { kind: TicketKind; id: string },
  userAgent: string | undefined,
  now: Date,
) {
  return ctx.transaction(async (tx) => {
    const userId = await identifyPerson(
      ctx,
      tx,
      { row: portal.row, issuer: portal.row.issuer, subject: identity.subject, claims: identity.claims },
      now,
    );
    const account = await findAccountById(tx, ctx.tenantId, userId);
    if (!account) throw new AppError('EXTERNAL_PERSON_UNKNOWN');
    await recordTicketUser(tx, ctx.tenantId, ticket.kind, ticket.id, userId);
    return openSession(ctx, tx, account, { userAgent, now });
  });
}

/** Exchanges a quick-login ticket for a session: 1020 used, 1021 expired, 1022 not this tenant's or not valid. */
export async function exchangeQuickLoginTicket(
  ctx: TenantContext,
  clients: AuthClients,
  body: QuickLoginBody,
  userAgent: string | undefined,
  now = new Date(),
): Promise<LoginInfo> {
  const portal = await portalOf(ctx);
  if (body.jti !== undefined) {
    if (!portal.settings.jwksUri) throw new AppError('QUICK_LOGIN_OFF');
    const ticket = await clients.jtiVerifier.verify(body.jti, {
      jwksUri: portal.settings.jwksUri,
      issuer: portal.row.issuer,
      audience: portal.row.clientId,
      maxTicketSeconds: portal.settings.maxTicketSeconds,
      now,
    });
    return once(ctx, 'jti', ticket.jti, ticket.expiresAt, now, () =>
      signIn(ctx, portal, { subject: ticket.subject, claims: ticket.claims }, { kind: 'jti', id: ticket.jti }, userAgent, now),
    );
  }
  const rpcid = body.rpcid!;
  const ticketUrl = portal.settings.ticketUrl;
  if (!ticketUrl) throw new AppError('QUICK_LOGIN_OFF');
  const client = clientOf(ctx, clients, portal.row);
  return once(ctx, 'rpcid', rpcid, new Date(now.getTime() + RPCID_REMEMBERED_MS), now, async () => {
    const identity = await clients.ticketBackChannel.exchange(ticketUrl, rpcid, client);
    // Registered before the session opens: a portal refusing the registration no longer stands by the ticket.
    await clients.ticketBackChannel.register(ticketUrl, rpcid, client);
    return signIn(ctx, portal, identity, { kind: 'rpcid', id: rpcid }, userAgent, now);
  });
}
