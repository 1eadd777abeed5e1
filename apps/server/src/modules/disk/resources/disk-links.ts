import type { DiskFileQuery, DiskResourceLinks } from '@yanxiu/contract/disk';
import { API_PREFIX, ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { checkSignature, signatureOf } from '@server/platform/http/signed-address';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Signed addresses of a resource's bytes. `<iframe>`, `<img>`, `<video>` and `<audio>` cannot send the Bearer
// header, so the detail calls hand out short-lived addresses whose query says who may fetch which resource, in which
// variant, through which issue (for a recipient), until when; an HMAC binds them to the tenant.

/** How long an address works. */
export const DISK_LINK_SECONDS = 10 * 60;

export type DiskFileVariant = DiskFileQuery['variant'];

/** What a signature binds. */
export type DiskGrant = {
  tenantId: TenantId;
  resourceId: number;
  userId: number;
  expiresAt: number;
  variant: DiskFileVariant;
  issueId: number | null;
};

const grantText = (grant: DiskGrant) =>
  `disk.v1.${grant.tenantId}.${grant.resourceId}.${grant.userId}.${grant.expiresAt}.${grant.variant}.${grant.issueId ?? 0}`;

function urlOf(secret: string, appId: string, grant: DiskGrant): string {
  const query = new URLSearchParams({ appId, uid: String(grant.userId), exp: String(grant.expiresAt), variant: grant.variant });
  if (grant.issueId !== null) query.set('issue', String(grant.issueId));
  query.set('sig', signatureOf(secret, grantText(grant)));
  return `${API_PREFIX}${fillPath(ApiPaths.diskFile, { id: grant.resourceId })}?${query.toString()}`;
}

/**
 * The download address of a resource and, when it has a ready preview, the preview's (the file inline, or an Office
 * file's PDF), for `userId`, through `issueId` when they read it as a recipient.
 */
export function signResourceLinks(
  secret: string,
  appId: string,
  grant: { tenantId: TenantId; resourceId: number; userId: number; issueId: number | null },
  preview: DiskFileVariant | null,
  now = new Date(),
): DiskResourceLinks {
  const expiresAt = Math.floor(now.getTime() / 1000) + DISK_LINK_SECONDS;
  return {
    downloadUrl: urlOf(secret, appId, { ...grant, expiresAt, variant: 'original' }),
    previewUrl: preview ? urlOf(secret, appId, { ...grant, expiresAt, variant: preview }) : null,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/** Why a signed address is refused, or null when it is good. The signature is checked first, so a forgery learns nothing. */
export function checkDiskSignature(
  secret: string,
  grant: DiskGrant,
  signature: string,
  now = new Date(),
): 'bad_signature' | 'expired' | null {
  return checkSignature(secret, grantText(grant), grant.expiresAt, signature, now);
}
