import type { CredentialOutcome, CredentialVerification } from '@yanxiu/contract/certificate-credentials';
import { compactVerify, decodeProtectedHeader, importJWK } from 'jose';
import type { TenantContext } from '@server/platform/context/request-context';
import { chinaDay } from '@server/platform/time/china-time';
import { toVerification } from '../certificate-view';
import { findCertificateByCode } from '../certificates.repository';
import { ownKeyIdOf } from './credential-addresses';
import { CREDENTIAL_ALGORITHM } from './credential-keys';
import { findKey } from './credential-keys.repository';

// The verification page's check of a credential file, on the server that issued it: whose key signed it, whether
// the bytes are intact, then our records (revocation, which the status list publishes) and its validity period.

const verdict = (outcome: CredentialOutcome): CredentialVerification => ({ outcome, certificate: null });

function headerOf(compact: string): Record<string, unknown> | null {
  try {
    return decodeProtectedHeader(compact) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The code out of the credential's id (the verification page's address of it). */
function codeOf(payload: Record<string, unknown>): string | null {
  const id = typeof payload.id === 'string' ? payload.id : '';
  const match = /\/pc\/verify\/([0-9A-Za-z]{1,32})$/.exec(id);
  return match ? match[1]!.toUpperCase() : null;
}

async function verifiedPayload(compact: string, jwk: Record<string, string>): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await compactVerify(compact, await importJWK(jwk, CREDENTIAL_ALGORITHM), { algorithms: [CREDENTIAL_ALGORITHM] });
    return JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The verdict on a compact JWS credential, with the certificate as our records show it once the signature holds. */
export async function verifyCredentialFile(ctx: TenantContext, compact: string, now = new Date()): Promise<CredentialVerification> {
  const header = headerOf(compact);
  if (!header || header.alg !== CREDENTIAL_ALGORITHM) return verdict(header ? 'otherIssuer' : 'unreadable');
  const kid = ownKeyIdOf(header.kid);
  const key = kid === null ? undefined : await findKey(ctx.db, ctx.tenantId, kid);
  if (!key) return verdict('otherIssuer');
  const payload = await verifiedPayload(compact, key.publicJwk);
  if (!payload) return verdict('signatureInvalid');
  const code = codeOf(payload);
  const certificate = code === null ? undefined : await findCertificateByCode(ctx.db, ctx.tenantId, code);
  if (!certificate) return verdict('unreadable');
  const shown = toVerification(certificate, chinaDay(now));
  if (certificate.revokedAt) return { outcome: 'revoked', certificate: shown };
  const validUntil = typeof payload.validUntil === 'string' ? new Date(payload.validUntil) : null;
  if ((validUntil && validUntil <= now) || shown.status === 'expired') return { outcome: 'expired', certificate: shown };
  return { outcome: 'valid', certificate: shown };
}
