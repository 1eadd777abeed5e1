import type { LoginInfo } from '@yanxiu/contract/auth';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { request } from '@/shared/request/request';

export type QuickLoginTicket = { jti: string } | { rpcid: string };

// A ticket is accepted once: a second call for it (strict mode's second effect, a re-render) shares the first's answer.
const inFlight = new Map<string, Promise<LoginInfo>>();

/**
 * Exchanges a portal link's ticket for a session. A refusal (used, expired, another district's) shows the server's
 * message, which says what happened and to go back to the portal.
 */
export function exchangeQuickLoginTicket(ticket: QuickLoginTicket): Promise<LoginInfo> {
  const key = 'jti' in ticket ? `jti:${ticket.jti}` : `rpcid:${ticket.rpcid}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = request<LoginInfo>(CorePaths.quickLogin, { method: 'POST', body: ticket });
    inFlight.set(key, pending);
  }
  return pending;
}
