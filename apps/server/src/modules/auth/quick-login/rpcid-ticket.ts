import { AppError } from '@server/platform/http/app-error';

/** What the portal's back channel says of a ticket: the portal subject and the person's claims. */
export type ExchangedTicket = { subject: string; claims: Record<string, unknown> };

/** How long a back-channel call may take before the person is told the portal is out of reach. */
const BACK_CHANNEL_TIMEOUT_MS = 5000;

/** The ticket's address: the tenant's ticket URL with the ticket id where `{token}` stands (spec 7's `GET {token}`). */
export function ticketAddress(ticketUrl: string, rpcid: string, type?: string): string {
  const url = new URL(ticketUrl.replace('{token}', encodeURIComponent(rpcid)));
  if (type) url.searchParams.set('type', type);
  return url.toString();
}

/** Spec 7's success rule, which the portal's answers follow too: code 200 or 0, or status 0. */
function succeeded(body: unknown): body is { data?: unknown } {
  if (typeof body !== 'object' || body === null) return false;
  const { code, status } = body as { code?: unknown; status?: unknown };
  return code === 200 || code === 0 || code === '200' || code === '0' || status === 0 || status === '0';
}

/**
 * The portal's back channel for `rpcid` tickets, authenticated as our client there (HTTP Basic with the client id
 * and secret of the tenant's identity-provider settings). Two calls, as spec 7 lists them: `GET {token}` answers who
 * the ticket is for; `GET {token}?type=DLDJ` registers the sign-in (登录登记), after which the portal treats the
 * ticket as spent.
 */
export function createTicketBackChannel(fetchImpl: typeof fetch = fetch) {
  async function get(address: string, credentials: string): Promise<{ status: number; body: unknown }> {
    try {
      const response = await fetchImpl(address, {
        headers: { authorization: `Basic ${credentials}`, accept: 'application/json' },
        signal: AbortSignal.timeout(BACK_CHANNEL_TIMEOUT_MS),
        redirect: 'error',
      });
      const body: unknown = await response.json().catch(() => null);
      return { status: response.status, body };
    } catch {
      throw new AppError('PORTAL_UNAVAILABLE');
    }
  }

  const basic = (clientId: string, clientSecret: string) =>
    Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');

  return {
    /** Who the ticket is for; an unknown, spent or expired ticket is 1022, a portal out of order 1025. */
    async exchange(ticketUrl: string, rpcid: string, client: { clientId: string; clientSecret: string }): Promise<ExchangedTicket> {
      const { status, body } = await get(ticketAddress(ticketUrl, rpcid), basic(client.clientId, client.clientSecret));
      if (status >= 500) throw new AppError('PORTAL_UNAVAILABLE');
      if (status !== 200 || !succeeded(body)) throw new AppError('QUICK_LOGIN_TICKET_INVALID');
      const data = body.data;
      if (typeof data !== 'object' || data === null) throw new AppError('QUICK_LOGIN_TICKET_INVALID');
      const claims = data as Record<string, unknown>;
      const subject = claims.sub;
      if (typeof subject !== 'string' || subject.length === 0 || subject.length > 256) throw new AppError('QUICK_LOGIN_TICKET_INVALID');
      return { subject, claims };
    },

    /** Registers the sign-in with the portal (`type=DLDJ`); a refusal means the portal no longer stands by the ticket. */
    async register(ticketUrl: string, rpcid: string, client: { clientId: string; clientSecret: string }): Promise<void> {
      const { status, body } = await get(ticketAddress(ticketUrl, rpcid, 'DLDJ'), basic(client.clientId, client.clientSecret));
      if (status >= 500) throw new AppError('PORTAL_UNAVAILABLE');
      if (status !== 200 || !succeeded(body)) throw new AppError('QUICK_LOGIN_TICKET_INVALID');
    },
  };
}

export type TicketBackChannel = ReturnType<typeof createTicketBackChannel>;
