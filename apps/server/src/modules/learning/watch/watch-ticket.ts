import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';

// A watch ticket is the credential heartbeats carry instead of the session: the final heartbeat goes out with
// `sendBeacon`, which cannot send a Bearer header, and checking a signature in memory (rather than a session row per
// heartbeat) is what keeps the hottest write path of the platform down to one statement. The ticket is issued
// after the session, enrolment and lesson were checked, binds everything a heartbeat needs to be credited, and
// lapses quickly (the player asks for a fresh one).

/** How long a ticket is good for; like a signed media link, it outlives a logout by at most this. */
export const WATCH_TICKET_SECONDS = 10 * 60;

export type WatchGrant = {
  /** Branded from the signed ticket: the server issued it for this tenant. */
  tenantId: TenantId;
  userId: number;
  unitId: number;
  /** Seconds to cover (a video's length, a document's reading time). */
  lessonSeconds: number;
  /** Share of `lessonSeconds` that completes the lesson. */
  completionShare: number;
  /** The tenant's presence checks when the ticket was issued: on average every this many minutes (0: off). */
  checkEveryMinutes: number;
  /** Seconds to answer a check in. */
  answerSeconds: number;
  /** Epoch seconds. */
  expiresAt: number;
};

const FIELDS = 8;
/** Tickets issued before presence checks had six fields; they are answered as expired, so the player opens a new session. */
const FIELDS_BEFORE_PRESENCE = 6;

function signatureOf(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`watch.v1.${payload}`).digest('base64url');
}

// Fields are joined with dots, so none may contain one: the share travels in basis points.
const BASIS_POINTS = 10_000;

function payloadOf(grant: WatchGrant): string {
  const share = Math.round(grant.completionShare * BASIS_POINTS);
  return [
    grant.tenantId,
    grant.userId,
    grant.unitId,
    grant.lessonSeconds,
    share,
    grant.checkEveryMinutes,
    grant.answerSeconds,
    grant.expiresAt,
  ].join('.');
}

/** Signs a grant valid for `WATCH_TICKET_SECONDS` from `now`. */
export function signWatchTicket(
  secret: string,
  grant: Omit<WatchGrant, 'expiresAt'>,
  now = new Date(),
): { ticket: string; grant: WatchGrant } {
  const full = { ...grant, expiresAt: Math.floor(now.getTime() / 1000) + WATCH_TICKET_SECONDS };
  const payload = payloadOf(full);
  return { ticket: `${payload}.${signatureOf(secret, payload)}`, grant: full };
}

export type TicketCheck = { grant: WatchGrant } | { refusal: 'bad_signature' | 'expired' };

/** Reads and checks a ticket; the signature is checked before the expiry, so a forgery learns nothing. */
export function checkWatchTicket(secret: string, ticket: string, now = Date.now()): TicketCheck {
  const parts = ticket.split('.');
  const fields = parts.length - 1;
  if (fields !== FIELDS && fields !== FIELDS_BEFORE_PRESENCE) return { refusal: 'bad_signature' };
  const payload = parts.slice(0, fields).join('.');
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(parts[fields] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refusal: 'bad_signature' };
  if (fields === FIELDS_BEFORE_PRESENCE) return { refusal: 'expired' };
  const [tenantId, userId, unitId, lessonSeconds, shareBasisPoints, checkEveryMinutes, answerSeconds, expiresAt] = parts
    .slice(0, FIELDS)
    .map(Number) as number[] as [number, number, number, number, number, number, number, number];
  if (expiresAt * 1000 <= now) return { refusal: 'expired' };
  const grant = {
    tenantId: asTenantId(tenantId),
    userId,
    unitId,
    lessonSeconds,
    completionShare: shareBasisPoints / BASIS_POINTS,
    checkEveryMinutes,
    answerSeconds,
    expiresAt,
  };
  return { grant };
}

/**
 * checkWatchTicket with a memory of tickets whose signature it has verified, so a session's heartbeats (one every
 * 5 s with the same ticket for 10 minutes) cost one HMAC instead of 120. Only exact strings that passed are kept
 * (a changed byte is a new string, checked in full); the expiry is judged on every call. Bounded by `max` entries,
 * the least recently used dropped first.
 */
export function createTicketChecker(secret: string, max = 50_000): (ticket: string, now?: number) => TicketCheck {
  const verified = new LRUCache<string, WatchGrant>({ max });
  return (ticket, now = Date.now()) => {
    const known = verified.get(ticket);
    if (known) return known.expiresAt * 1000 <= now ? { refusal: 'expired' } : { grant: known };
    const checked = checkWatchTicket(secret, ticket, now);
    if ('grant' in checked) verified.set(ticket, checked.grant);
    return checked;
  };
}
