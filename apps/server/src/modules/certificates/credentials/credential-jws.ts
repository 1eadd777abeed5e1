import { SignJWT } from 'jose';
import { CREDENTIAL_ALGORITHM, type SigningKey } from './credential-keys';
import type { CredentialAddresses } from './credential-addresses';

// Securing with VC-JOSE (W3C "Securing Verifiable Credentials using JOSE and COSE"): the credential is the JWS
// payload as it is, `typ: vc+jwt`, signed with the tenant's Ed25519 key named by `kid`. The JWT claims iss, jti,
// iat, nbf and exp repeat the credential's issuer, id and validity, so a plain JWT library checks them too.

export const CREDENTIAL_MEDIA_TYPE = 'application/vc+jwt';

const seconds = (iso: unknown) => (typeof iso === 'string' ? Math.floor(new Date(iso).getTime() / 1000) : undefined);

/** A credential (with `id`, `issuer`, `validFrom` and maybe `validUntil`) as a compact JWS. */
export async function signCredential(
  credential: Record<string, unknown>,
  key: SigningKey,
  addresses: CredentialAddresses,
): Promise<string> {
  const issuer = credential.issuer as string | { id: string };
  const jwt = new SignJWT({ ...credential })
    .setProtectedHeader({ alg: CREDENTIAL_ALGORITHM, kid: addresses.keyId(key.kid), typ: 'vc+jwt', cty: 'vc' })
    .setIssuer(typeof issuer === 'string' ? issuer : issuer.id)
    .setJti(credential.id as string)
    .setIssuedAt();
  const notBefore = seconds(credential.validFrom);
  if (notBefore !== undefined) jwt.setNotBefore(notBefore);
  const expires = seconds(credential.validUntil);
  if (expires !== undefined) jwt.setExpirationTime(expires);
  return jwt.sign(key.privateKey);
}
