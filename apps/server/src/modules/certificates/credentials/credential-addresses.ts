import { API_PREFIX, ApiPaths, fillPath } from '@yanxiu/contract/paths';
import type { Tenant } from '@server/platform/tenant/tenant';

// The public addresses a credential names, on the origin the request came to (as the PDF's QR code): the tenant is
// found from the host, and `appId` names it, like on every call, so each address is stable for a tenant's host.

/** Bits in one status list: the Bitstring Status List's minimum, so a list alone says little about a holder. */
export const STATUS_LIST_BITS = 131_072;

export type CredentialAddresses = ReturnType<typeof credentialAddressesOf>;

export function credentialAddressesOf(origin: string, tenant: Pick<Tenant, 'appId'>) {
  const api = (path: string) => `${origin}${API_PREFIX}${path}?appId=${encodeURIComponent(tenant.appId)}`;
  const issuer = api(ApiPaths.credentialIssuer);
  return {
    origin,
    /** The issuer's id: its profile, which also lists its keys as verification methods. */
    issuer,
    jwks: api(ApiPaths.credentialJwks),
    /** A key's id as the JWS header and the JWKS name it: the issuer's address with the key's own id as fragment. */
    keyId: (kid: string) => `${issuer}#${kid}`,
    statusList: (list: number) => api(fillPath(ApiPaths.credentialStatusList, { list: String(list) })),
    /** The credential's id: the public verification page of its code. */
    credential: (code: string) => `${origin}/pc/verify/${encodeURIComponent(code)}`,
  };
}

/** The key's own id out of a JWS `kid` (the part after the last `#`); null when there is none. */
export function ownKeyIdOf(headerKid: unknown): string | null {
  if (typeof headerKid !== 'string') return null;
  const hash = headerKid.lastIndexOf('#');
  const kid = hash === -1 ? headerKid : headerKid.slice(hash + 1);
  return /^[A-Za-z0-9_-]{8,64}$/.test(kid) ? kid : null;
}
