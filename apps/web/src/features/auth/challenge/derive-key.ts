import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { pbkdf2, type DeriveKeyFunction } from 'altcha/lib';

/** The only algorithm the server issues (LoginChallenge.parameters.algorithm). */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

/**
 * PBKDF2-SHA-256 in plain JavaScript (@noble/hashes), for pages served over plain http inside a district's network:
 * outside a secure context browsers withhold Web Crypto (`crypto.subtle` is undefined), so ALTCHA's own key
 * derivation cannot run there. Several times slower than the native one, which is why it is only the fallback.
 */
export const deriveKeyWithoutWebCrypto: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== CHALLENGE_ALGORITHM) throw new Error(`Unsupported challenge algorithm ${parameters.algorithm}`);
  const derivedKey = await pbkdf2Async(sha256, password, salt, { c: parameters.cost, dkLen: parameters.keyLength ?? 32 });
  return { derivedKey };
};

/** The native derivation where the browser offers Web Crypto, else the plain JavaScript one. */
export function chooseDeriveKey(scope: { crypto?: Partial<Crypto> } = globalThis): DeriveKeyFunction {
  return scope.crypto?.subtle ? pbkdf2.deriveKey : deriveKeyWithoutWebCrypto;
}
