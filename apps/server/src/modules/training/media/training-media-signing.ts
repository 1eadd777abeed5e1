import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, ApiPaths, fillPath } from '@yanxiu/contract/paths';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Signed media addresses. A `<video src>` or `<iframe src>` cannot send the Bearer header, so the API hands out a
// short-lived address whose query carries who may fetch which file until when, bound by an HMAC over the tenant,
// the file, the user and the expiry. Whoever holds the address may fetch the file until it expires.

/** How long a media address works. */
export const MEDIA_LINK_SECONDS = 10 * 60;

/** What a signature binds. */
export type MediaGrant = { tenantId: TenantId; fileId: string; userId: number; expiresAt: number };

function signatureOf(secret: string, grant: MediaGrant): string {
  return createHmac('sha256', secret)
    .update(`media.v1.${grant.tenantId}.${grant.fileId}.${grant.userId}.${grant.expiresAt}`)
    .digest('base64url');
}

/** The signed, relative address of a file for a user, and when it stops working. */
export function signMediaUrl(
  secret: string,
  appId: string,
  grant: Omit<MediaGrant, 'expiresAt'>,
  now = new Date(),
): { url: string; expiresAt: Date } {
  const expiresAt = Math.floor(now.getTime() / 1000) + MEDIA_LINK_SECONDS;
  const query = new URLSearchParams({
    appId,
    uid: String(grant.userId),
    exp: String(expiresAt),
    sig: signatureOf(secret, { ...grant, expiresAt }),
  });
  return {
    url: `${API_PREFIX}${fillPath(ApiPaths.trainingMedia, { id: grant.fileId })}?${query.toString()}`,
    expiresAt: new Date(expiresAt * 1000),
  };
}

/** Why a signed address is refused, or null when it is good. */
export function checkMediaSignature(
  secret: string,
  grant: MediaGrant,
  signature: string,
  now = new Date(),
): 'bad_signature' | 'expired' | null {
  const expected = Buffer.from(signatureOf(secret, grant));
  const given = Buffer.from(signature);
  // The signature is checked before the expiry, so a forged address learns nothing from the answer.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  if (grant.expiresAt * 1000 <= now.getTime()) return 'expired';
  return null;
}
