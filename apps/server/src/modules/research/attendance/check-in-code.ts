import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_WINDOW_SECONDS } from '@yanxiu/contract/research-interaction-limits';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The rotating check-in code of an offline activity. The organiser's screen shows a QR code that changes every 30
// seconds; a phone that scans it posts the code. The code is `<window in base36>-<HMAC>`: the HMAC binds the
// tenant, the activity and the 30-second window, so it is stateless (any process can check it with the shared
// secret), cannot be made up, and a photo of it stops working one window later: the current and the previous
// window are accepted (a scan at the very end of a window still reaches the server), anything older is refused.

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

/** The code to show now, and when the screen should fetch the next one. */
export function issueCheckInCode(
  key: string,
  tenantId: TenantId,
  activityId: number,
  now: Date,
): { code: string; window: number; expiresAt: Date } {
  const window = windowOf(now);
  return {
    code: `${window.toString(36)}-${macOf(key, tenantId, activityId, window)}`,
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
