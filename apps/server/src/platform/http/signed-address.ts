import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed addresses. `<video>`, `<iframe>`, `<img>` and `<audio>` cannot send the Bearer header, so a domain hands out
// short-lived addresses whose query says who may fetch what until when; an HMAC over that text (the domain writes it,
// versioned and prefixed with the domain's name, so one domain's signature never opens another's file) binds them.

/** The signature of a grant's text: HMAC-SHA256 under the app's secret, base64url. */
export function signatureOf(secret: string, grantText: string): string {
  return createHmac('sha256', secret).update(grantText).digest('base64url');
}

/**
 * Why a signed address is refused, or null when it is good. The signature is checked before the expiry, so a forged
 * address learns nothing from the answer.
 */
export function checkSignature(
  secret: string,
  grantText: string,
  expiresAt: number,
  signature: string,
  now: Date,
): 'bad_signature' | 'expired' | null {
  const expected = Buffer.from(signatureOf(secret, grantText));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  if (expiresAt * 1000 <= now.getTime()) return 'expired';
  return null;
}
