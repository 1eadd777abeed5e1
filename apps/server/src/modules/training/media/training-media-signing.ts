import { API_PREFIX, ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { checkSignature, signatureOf } from '@server/platform/http/signed-address';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Signed media addresses (platform/http/signed-address.ts): the HMAC binds the tenant, the file, the user and the
// expiry. Whoever holds the address may fetch the file until it expires.

/** How long a media address works. */
export const MEDIA_LINK_SECONDS = 10 * 60;

/** What a signature binds. */
export type MediaGrant = { tenantId: TenantId; fileId: string; userId: number; expiresAt: number };

const grantText = (grant: MediaGrant) => `media.v1.${grant.tenantId}.${grant.fileId}.${grant.userId}.${grant.expiresAt}`;

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
    sig: signatureOf(secret, grantText({ ...grant, expiresAt })),
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
  return checkSignature(secret, grantText(grant), grant.expiresAt, signature, now);
}
