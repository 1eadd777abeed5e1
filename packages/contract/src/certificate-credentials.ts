import { z } from 'zod';
import { CertificateVerification } from './certificates';
import { IsoDateTime } from './iso-date-time';

// Certificates as Open Badges 3.0 credentials secured with VC-JOSE (a compact JWS, `application/vc+jwt`; issue 43).
// The credential, issuer profile, key set and status list follow the W3C and 1EdTech documents, so only what our own
// clients read is typed strictly here; the rest is described in docs/credentials.md.

/** A compact JWS as downloaded, uploaded or pasted: three base64url parts (whitespace around it is dropped). */
export const CompactCredential = z
  .string()
  .trim()
  .min(5)
  .max(64_000)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a compact JWS (header.payload.signature)');

export const VerifyCredentialBody = z.object({ credential: CompactCredential });
export type VerifyCredentialBody = z.infer<typeof VerifyCredentialBody>;

/**
 * valid; revoked (its bit is set in our status list); expired (past validUntil); signatureInvalid (signed with one of
 * our keys, but the bytes were changed); otherIssuer (not signed with any key of this tenant); unreadable (not a
 * credential we can read).
 */
export const CredentialOutcome = z.enum(['valid', 'revoked', 'expired', 'signatureInvalid', 'otherIssuer', 'unreadable']);
export type CredentialOutcome = z.infer<typeof CredentialOutcome>;

/** The verdict, with the certificate as our records show it once the signature is ours and intact. */
export const CredentialVerification = z.object({
  outcome: CredentialOutcome,
  certificate: CertificateVerification.nullable(),
});
export type CredentialVerification = z.infer<typeof CredentialVerification>;

export const StatusListParams = z.object({ list: z.string().regex(/^[1-9]\d{0,5}$/, 'must be a list number') });

/** A public key as published in the JWKS (Ed25519, OKP). */
export const PublishedJwk = z.object({
  kid: z.string(),
  kty: z.string(),
  crv: z.string(),
  x: z.string(),
  alg: z.string(),
  use: z.string(),
});
export const CredentialJwks = z.object({ keys: z.array(PublishedJwk) });
export type CredentialJwks = z.infer<typeof CredentialJwks>;

/** The issuer's Open Badges Profile, which is also the controller document of its keys. */
export const IssuerProfile = z
  .object({
    '@context': z.array(z.string()),
    id: z.string(),
    type: z.array(z.string()),
    name: z.string(),
    url: z.string(),
    verificationMethod: z.array(z.object({ id: z.string(), type: z.string(), controller: z.string(), publicKeyJwk: PublishedJwk })),
    assertionMethod: z.array(z.string()),
  })
  .loose();

/** A signing key as district staff see it: the active one first, then those retired, newest first. */
export const CredentialKey = z.object({
  kid: z.string(),
  algorithm: z.string(),
  createdAt: IsoDateTime,
  retiredAt: IsoDateTime.nullable(),
});
export type CredentialKey = z.infer<typeof CredentialKey>;
export const CredentialKeys = z.array(CredentialKey);
