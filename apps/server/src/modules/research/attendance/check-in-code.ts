import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_WINDOW_SECONDS, TYPED_CHECK_IN_DIGITS } from '@yanxiu/contract/research-interaction-limits';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The rotating check-in code of an offline activity. The organiser's screen shows a QR code that changes every 30
// seconds; a phone that scans it posts the code. The code is `<window in base36>-<HMAC>`: the HMAC binds the
// tenant, the activity and the 30-second window, so it is stateless (any process can check it with the shared
// secret), cannot be made up, and a photo of it stops working one window later: the current and the previous
// window are accepted (a scan at the very end of a window still reaches the server), anything older is refused.
// Each window also has a typed code: a few digits derived the same way, which the organiser shows in an online
// meeting (or under the room's QR code) and participants type on the activity page, since a shared screen cannot
// be scanned by the computer showing it.

const WINDOW_MS = CHECK_IN_WINDOW_SECONDS * 1000;
const CODE_PATTERN = /^([0-9a-z]{1,12})-([0-9a-f]{24})$/;

/** The key of the check-in codes, derived from the server's signing secret for this one use. */
export function checkInKey(signingSecret: string): string {
  return createHmac('sha256', signingSecret).update('yanxiu/research-check-in').digest('hex');
}

/** The 30-second window an instant falls in. */
export function windowOf(at: Date): number {
  return Math.floor(at.getTime() / WINDOW_MS);
}

function macOf(key: string, tenantId: TenantId, activityId: number, window: number): string {
  // 96 bits: guessing one within its minute is hopeless, and the QR code stays small enough to scan from afar.
  return createHmac('sha256', key).update(`check-in.v1.${tenantId}.${activityId}.${window}`).digest('hex').slice(0, 24);
}

function typedOf(key: string, tenantId: TenantId, activityId: number, window: number): string {
  // Its own label, so the digits say nothing about the scanned code's HMAC.
  const mac = createHmac('sha256', key).update(`check-in-typed.v1.${tenantId}.${activityId}.${window}`).digest();
  return String(mac.readUIntBE(0, 6) % 10 ** TYPED_CHECK_IN_DIGITS).padStart(TYPED_CHECK_IN_DIGITS, '0');
}

/** The codes to show now (to scan, and to type), and when the screen should fetch the next ones. */
export function issueCheckInCode(
  key: string,
  tenantId: TenantId,
  activityId: number,
  now: Date,
): { code: string; typed: string; window: number; expiresAt: Date } {
  const window = windowOf(now);
  return {
    code: `${window.toString(36)}-${macOf(key, tenantId, activityId, window)}`,
    typed: typedOf(key, tenantId, activityId, window),
    window,
    expiresAt: new Date((window + 1) * WINDOW_MS),
  };
}

/** What checking a scanned code found: its window when good, otherwise why it is refused. */
export type CheckInVerdict = { ok: true; window: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a scanned code for an activity at `now`. The HMAC is checked before the window, so a forged code learns
 * nothing from the answer; a genuine code of a window after the current one (which no screen has shown) is invalid.
 */
export function verifyCheckInCode(key: string, tenantId: TenantId, activityId: number, code: string, now: Date): CheckInVerdict {
  const match = CODE_PATTERN.exec(code);
  if (!match) return { ok: false, reason: 'invalid' };
  const window = Number.parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(window)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(macOf(key, tenantId, activityId, window));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const current = windowOf(now);
  if (window > current) return { ok: false, reason: 'invalid' };
  if (window < current - 1) return { ok: false, reason: 'expired' };
  return { ok: true, window };
}

const TYPED_PATTERN = new RegExp(`^\\d{${TYPED_CHECK_IN_DIGITS}}$`);
// How far back a typed code is still recognised, to say "expired" rather than "not valid" to someone who typed the
// code shown a little earlier; older ones are simply not valid.
const TYPED_EXPIRED_WINDOWS = 20;

/** Whether a code is a typed one (digits) rather than a scanned one. */
export function isTypedCheckInCode(code: string): boolean {
  return TYPED_PATTERN.test(code);
}

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a typed code for an activity at `now`: the current and the previous window's digits are accepted, as for a
 * scanned code; those of the few windows before are expired, anything else invalid. Digits are guessable where a
 * scanned code is not, which is acceptable here: only a signed-in participant of the activity gains anything, one
 * guess is one request under the per-session rate limit, and only two codes are live at a time.
 */
export function verifyTypedCheckInCode(key: string, tenantId: TenantId, activityId: number, code: string, now: Date): CheckInVerdict {
  if (!isTypedCheckInCode(code)) return { ok: false, reason: 'invalid' };
  const current = windowOf(now);
  for (const window of [current, current - 1]) {
    if (sameCode(typedOf(key, tenantId, activityId, window), code)) return { ok: true, window };
  }
  for (let window = current - 2; window >= current - 1 - TYPED_EXPIRED_WINDOWS; window -= 1) {
    if (sameCode(typedOf(key, tenantId, activityId, window), code)) return { ok: false, reason: 'expired' };
  }
  return { ok: false, reason: 'invalid' };
}
