import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { checkWatchTicket, createTicketChecker, signWatchTicket } from './watch-ticket';

const SECRET = 'test-secret-of-enough-length-for-hmac';
const grant = {
  tenantId: asTenantId(3),
  userId: 41,
  unitId: 502,
  lessonSeconds: 600,
  completionShare: 0.95,
  checkEveryMinutes: 10,
  answerSeconds: 60,
};

describe('watch tickets', () => {
  it("carry the tenant's presence setting and are checked by signature, then expiry", () => {
    const now = new Date('2026-11-25T08:00:00Z');
    const { ticket } = signWatchTicket(SECRET, grant, now);
    expect(checkWatchTicket(SECRET, ticket, now.getTime())).toEqual({ grant: { ...grant, expiresAt: now.getTime() / 1000 + 600 } });
    expect(checkWatchTicket(SECRET, ticket, now.getTime() + 601_000)).toEqual({ refusal: 'expired' });
    // Checks turned on where the tenant had them off: the signature no longer matches.
    const tampered = ticket.replace('.0.60.', '.1.60.').replace('.10.60.', '.1.60.');
    expect(tampered).not.toBe(ticket);
    expect(checkWatchTicket(SECRET, tampered, now.getTime())).toEqual({ refusal: 'bad_signature' });
    expect(checkWatchTicket('another-secret', ticket, now.getTime())).toEqual({ refusal: 'bad_signature' });
  });

  it('answers a genuine ticket from before presence checks as expired, so the player opens a new session', () => {
    const payload = `3.41.502.600.9500.${Math.floor(Date.now() / 1000) + 600}`;
    const old = `${payload}.${createHmac('sha256', SECRET).update(`watch.v1.${payload}`).digest('base64url')}`;
    expect(checkWatchTicket(SECRET, old)).toEqual({ refusal: 'expired' });
    expect(checkWatchTicket(SECRET, `${payload}.forged`)).toEqual({ refusal: 'bad_signature' });
  });
});

describe('the remembering ticket checker', () => {
  it('answers a verified ticket from memory, still expiring it, and checks any other string in full', () => {
    const now = new Date('2026-11-25T08:00:00Z');
    const { ticket } = signWatchTicket(SECRET, grant, now);
    const check = createTicketChecker(SECRET, 2);
    const expected = { grant: { ...grant, expiresAt: now.getTime() / 1000 + 600 } };
    expect(check(ticket, now.getTime())).toEqual(expected);
    expect(check(ticket, now.getTime() + 1000)).toEqual(expected);
    expect(check(ticket, now.getTime() + 600_000)).toEqual({ refusal: 'expired' });
    // The remembered ticket with its last signature character changed, or under a checker of another secret.
    const forged = `${ticket.slice(0, -1)}${ticket.endsWith('A') ? 'B' : 'A'}`;
    expect(check(forged, now.getTime())).toEqual({ refusal: 'bad_signature' });
    expect(createTicketChecker('another-secret')(ticket, now.getTime())).toEqual({ refusal: 'bad_signature' });
    // Past its bound it forgets the oldest and verifies again: the answer stays the same.
    for (const userId of [42, 43]) check(signWatchTicket(SECRET, { ...grant, userId }, now).ticket, now.getTime());
    expect(check(ticket, now.getTime())).toEqual(expected);
  });
});
