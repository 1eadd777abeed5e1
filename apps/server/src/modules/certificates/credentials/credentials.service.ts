import type { CredentialJwks } from '@yanxiu/contract/certificate-credentials';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { certificateFileName } from '../certificate-pdf';
import { certificateForDownload } from '../certificates.service';
import { credentialAddressesOf, STATUS_LIST_BITS } from './credential-addresses';
import { signCredential } from './credential-jws';
import { activeSigningKey, CREDENTIAL_ALGORITHM, existingSigningKey, publishedKeys } from './credential-keys';
import { positionsHandedOut, revokedPositions, statusPositionOf } from './credential-status.repository';
import { CREDENTIAL_CONTEXTS, openBadgeCredentialOf } from './open-badge';
import { statusListCredentialOf } from './status-list';

// Certificates as Open Badges 3.0 credentials (issue 43): the holder's download, and the public documents a verifier
// fetches: the issuer's profile with its keys, the JWKS and the revocation status lists.

const issuerOf = (ctx: TenantContext) => ({ name: ctx.tenant.name });

/** A certificate as a signed credential, for its holder or staff over them (403 otherwise, 404 unknown). */
export async function certificateCredentialDownload(
  ctx: RequestContext,
  id: number,
  origin: string,
): Promise<{ fileName: string; jwt: string }> {
  const certificate = await certificateForDownload(ctx, id);
  const addresses = credentialAddressesOf(origin, ctx.tenant);
  const key = await activeSigningKey(ctx);
  const position = await statusPositionOf(ctx.db, ctx.tenantId, certificate.id);
  const jwt = await signCredential(openBadgeCredentialOf(certificate, issuerOf(ctx), addresses, position), key, addresses);
  return { fileName: certificateFileName(certificate).replace(/\.pdf$/, '.jwt'), jwt };
}

async function publishedJwks(ctx: TenantContext, origin: string) {
  const addresses = credentialAddressesOf(origin, ctx.tenant);
  const keys = await publishedKeys(ctx.db, ctx.tenantId);
  return keys.map(({ kid, jwk }) => ({
    kid: addresses.keyId(kid),
    kty: jwk.kty!,
    crv: jwk.crv!,
    x: jwk.x!,
    alg: CREDENTIAL_ALGORITHM,
    use: 'sig',
  }));
}

/** The tenant's public keys, active and retired (none before its first credential). */
export async function credentialJwks(ctx: TenantContext, origin: string): Promise<CredentialJwks> {
  return { keys: await publishedJwks(ctx, origin) };
}

/** The issuer's Open Badges Profile, which is also the controller document naming its keys. */
export async function issuerProfile(ctx: TenantContext, origin: string) {
  const addresses = credentialAddressesOf(origin, ctx.tenant);
  const keys = await publishedJwks(ctx, origin);
  return {
    '@context': [...CREDENTIAL_CONTEXTS, 'https://w3id.org/security/jwk/v1'],
    id: addresses.issuer,
    type: ['Profile'],
    name: ctx.tenant.name,
    url: origin,
    verificationMethod: keys.map((jwk) => ({ id: jwk.kid, type: 'JsonWebKey', controller: addresses.issuer, publicKeyJwk: jwk })),
    assertionMethod: keys.map((jwk) => jwk.kid),
    jwks: addresses.jwks,
  };
}

/**
 * Status list `list` (from 1) as a signed BitstringStatusListCredential: the bit of every revoked certificate that
 * has left as a credential is set. 404 for a list past those in use, or before the tenant's first credential.
 */
export async function statusListCredential(ctx: TenantContext, origin: string, list: number): Promise<string> {
  const lists = Math.ceil((await positionsHandedOut(ctx.db, ctx.tenantId)) / STATUS_LIST_BITS);
  const key = list <= lists ? await existingSigningKey(ctx) : null;
  if (!key) throw new AppError('NOT_FOUND');
  const from = (list - 1) * STATUS_LIST_BITS;
  const revoked = (await revokedPositions(ctx.db, ctx.tenantId, from, from + STATUS_LIST_BITS)).map((position) => position - from);
  const addresses = credentialAddressesOf(origin, ctx.tenant);
  return signCredential(statusListCredentialOf(list, revoked, addresses, new Date()), key, addresses);
}
