import { randomBytes } from 'node:crypto';
import type { CredentialKey } from '@yanxiu/contract/certificate-credentials';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Executor } from '@server/db/client';
import { createSecretBox } from '@server/modules/auth/auth.public';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findActiveKey, insertActiveKey, listKeys, lockActiveKey, retireKey, type CredentialKeyRecord } from './credential-keys.repository';

// Each tenant signs its credentials with its own Ed25519 key (JWS alg EdDSA), made the first time one is needed.
// The private half is sealed like the tenant's other secrets; the public half is published with every retired one.

export const CREDENTIAL_ALGORITHM = 'EdDSA';

export type SigningKey = { kid: string; privateKey: CryptoKey };

type KeyContext = Pick<TenantContext, 'db' | 'tenantId' | 'config'>;

/** The sealed value is bound to the tenant and the key id: copied to another row it does not open. */
const sealContext = (tenantId: TenantId, kid: string) => `credential-key:${tenantId}:${kid}`;

async function newKeyRow(ctx: KeyContext, now: Date): Promise<Omit<CredentialKeyRecord, 'retiredAt'>> {
  const { publicKey, privateKey } = await generateKeyPair(CREDENTIAL_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const kid = randomBytes(12).toString('base64url');
  const publicJwk = (await exportJWK(publicKey)) as Record<string, string>;
  const sealed = createSecretBox(ctx.config.SETTINGS_ENCRYPTION_KEY).seal(
    JSON.stringify(await exportJWK(privateKey)),
    sealContext(ctx.tenantId, kid),
  );
  return { tenantId: ctx.tenantId, kid, algorithm: CREDENTIAL_ALGORITHM, publicJwk, privateKeySealed: sealed, createdAt: now };
}

async function opened(ctx: KeyContext, key: CredentialKeyRecord): Promise<SigningKey> {
  const jwk = createSecretBox(ctx.config.SETTINGS_ENCRYPTION_KEY).open(key.privateKeySealed, sealContext(ctx.tenantId, key.kid));
  // A key sealed under another SETTINGS_ENCRYPTION_KEY cannot sign; rotating makes a new one under the current key.
  if (jwk === null) throw new Error(`credential key ${key.kid} does not open with the settings key`);
  return { kid: key.kid, privateKey: (await importJWK(JSON.parse(jwk) as JWK, CREDENTIAL_ALGORITHM)) as CryptoKey };
}

/** The tenant's active signing key, made on first use (of two first uses at once, one key wins for both). */
export async function activeSigningKey(ctx: KeyContext): Promise<SigningKey> {
  const existing = await findActiveKey(ctx.db, ctx.tenantId);
  if (existing) return opened(ctx, existing);
  await insertActiveKey(ctx.db, await newKeyRow(ctx, new Date()));
  const active = await findActiveKey(ctx.db, ctx.tenantId);
  if (!active) throw new AppError('CONFLICT');
  return opened(ctx, active);
}

/** The active key without making one: the status list is signed only once a credential has been. */
export async function existingSigningKey(ctx: KeyContext): Promise<SigningKey | null> {
  const existing = await findActiveKey(ctx.db, ctx.tenantId);
  return existing ? opened(ctx, existing) : null;
}

/** Every public key of the tenant, active and retired: what it ever signed stays verifiable. */
export async function publishedKeys(db: Executor, tenantId: TenantId): Promise<Array<{ kid: string; jwk: Record<string, string> }>> {
  return (await listKeys(db, tenantId)).map((key) => ({ kid: key.kid, jwk: key.publicJwk }));
}

const toCredentialKey = (key: CredentialKeyRecord): CredentialKey => ({
  kid: key.kid,
  algorithm: key.algorithm,
  createdAt: key.createdAt.toISOString(),
  retiredAt: key.retiredAt ? key.retiredAt.toISOString() : null,
});

/** The tenant's keys for district staff, the active one first. */
export async function credentialKeysOfTenant(ctx: RequestContext): Promise<CredentialKey[]> {
  return (await listKeys(ctx.db, ctx.tenantId)).map(toCredentialKey);
}

/**
 * Retires the active key (it stays published and verifying) and makes the next one; audited. Two rotations at once:
 * the second waits on the first's lock and then answers 409.
 */
export async function rotateCredentialKey(ctx: RequestContext): Promise<CredentialKey[]> {
  const now = new Date();
  const next = await newKeyRow(ctx, now);
  await ctx.transaction(async (tx) => {
    const active = await lockActiveKey(tx, ctx.tenantId);
    if (active) await retireKey(tx, ctx.tenantId, active.kid, now);
    if (!(await insertActiveKey(tx, next))) throw new AppError('CONFLICT');
    await recordAudit(tx, ctx, {
      action: 'credential.key_rotated',
      entityType: 'credential_key',
      entityId: next.kid,
      before: { kid: active?.kid ?? null },
      after: { kid: next.kid },
    });
  });
  return credentialKeysOfTenant(ctx);
}
