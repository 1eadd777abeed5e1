import { describe, expect, it } from 'vitest';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { checkInKey, isTypedCheckInCode, issueCheckInCode, verifyCheckInCode, verifyTypedCheckInCode, windowOf } from './check-in-code';

const key = checkInKey('a-signing-secret-of-at-least-thirty-two-chars');
const tenant = asTenantId(3);
const activity = 41;
// 12:00:00 UTC: the start of a 30-second window.
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, 0) + seconds * 1000);

describe('rotating check-in code', () => {
  it('is accepted in its own window and the next one, then refused as expired', () => {
    const { code, window, expiresAt } = issueCheckInCode(key, tenant, activity, at(5));
    expect(expiresAt).toEqual(at(30));
    expect(verifyCheckInCode(key, tenant, activity, code, at(29.999))).toEqual({ ok: true, window });
    expect(verifyCheckInCode(key, tenant, activity, code, at(59.999))).toEqual({ ok: true, window });
    expect(verifyCheckInCode(key, tenant, activity, code, at(60))).toEqual({ ok: false, reason: 'expired' });
    // Yesterday's photo of the screen.
    expect(verifyCheckInCode(key, tenant, activity, code, at(86_400))).toEqual({ ok: false, reason: 'expired' });
  });

  it('changes every 30 seconds', () => {
    const codes = [0, 29, 30, 61].map((s) => issueCheckInCode(key, tenant, activity, at(s)).code);
    expect(codes[0]).toBe(codes[1]);
    expect(new Set(codes).size).toBe(3);
    expect(windowOf(at(30))).toBe(windowOf(at(0)) + 1);
  });

  it('binds the activity, the tenant and the key', () => {
    const { code } = issueCheckInCode(key, tenant, activity, at(0));
    expect(verifyCheckInCode(key, tenant, activity + 1, code, at(1))).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyCheckInCode(key, asTenantId(4), activity, code, at(1))).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyCheckInCode(checkInKey('another-signing-secret-of-thirty-two-chars'), tenant, activity, code, at(1))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses forged and malformed codes as invalid, even in the current window', () => {
    const { code } = issueCheckInCode(key, tenant, activity, at(0));
    const [window, mac] = code.split('-') as [string, string];
    const flipped = `${window}-${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    for (const bad of [
      flipped,
      `${window}-${'0'.repeat(24)}`,
      mac,
      '',
      `${window}-`,
      `${window}-${mac}0`,
      `ZZ-${mac}`,
      `${'z'.repeat(13)}-${mac}`,
    ]) {
      expect(verifyCheckInCode(key, tenant, activity, bad, at(1))).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a genuine code of a window no screen has shown yet', () => {
    const { code } = issueCheckInCode(key, tenant, activity, at(30));
    expect(verifyCheckInCode(key, tenant, activity, code, at(29))).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('typed check-in code', () => {
  it('is six digits of its own window, accepted in that window and the next, then expired, then not recognised', () => {
    const { typed, window } = issueCheckInCode(key, tenant, activity, at(5));
    expect(typed).toMatch(/^\d{6}$/);
    expect(isTypedCheckInCode(typed)).toBe(true);
    expect(verifyTypedCheckInCode(key, tenant, activity, typed, at(29.999))).toEqual({ ok: true, window });
    expect(verifyTypedCheckInCode(key, tenant, activity, typed, at(59.999))).toEqual({ ok: true, window });
    expect(verifyTypedCheckInCode(key, tenant, activity, typed, at(60))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyTypedCheckInCode(key, tenant, activity, typed, at(86_400))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('changes with the window and binds the activity, the tenant and the key', () => {
    const codes = Array.from({ length: 40 }, (_, index) => issueCheckInCode(key, tenant, activity, at(index * 30)).typed);
    // Digits can repeat by chance; forty windows of one activity almost never share one code.
    expect(new Set(codes).size).toBeGreaterThan(35);
    const { typed } = issueCheckInCode(key, tenant, activity, at(0));
    const otherActivity = issueCheckInCode(key, tenant, activity + 1, at(0)).typed;
    const otherTenant = issueCheckInCode(key, asTenantId(4), activity, at(0)).typed;
    const otherKey = issueCheckInCode(checkInKey('another-signing-secret-of-thirty-two-chars'), tenant, activity, at(0)).typed;
    for (const foreign of [otherActivity, otherTenant, otherKey].filter((code) => code !== typed)) {
      expect(verifyTypedCheckInCode(key, tenant, activity, foreign, at(1)).ok).toBe(false);
    }
  });

  it('refuses what is not its digits, and a scanned code is not taken for a typed one', () => {
    const { code, typed } = issueCheckInCode(key, tenant, activity, at(0));
    expect(isTypedCheckInCode(code)).toBe(false);
    for (const bad of ['', '12345', '1234567', `${typed} `, 'abcdef', code]) {
      expect(verifyTypedCheckInCode(key, tenant, activity, bad, at(1))).toEqual({ ok: false, reason: 'invalid' });
    }
    // The next window's digits, which no screen has shown yet.
    const next = issueCheckInCode(key, tenant, activity, at(30)).typed;
    if (next !== typed) expect(verifyTypedCheckInCode(key, tenant, activity, next, at(1))).toEqual({ ok: false, reason: 'invalid' });
  });
});
