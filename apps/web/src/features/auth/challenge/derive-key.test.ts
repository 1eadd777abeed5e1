import { createChallenge, pbkdf2, solveChallenge, verifySolution } from 'altcha/lib';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_ALGORITHM, chooseDeriveKey, deriveKeyWithoutWebCrypto } from './derive-key';

const secret = 'test-secret';
const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (key: Uint8Array) => Array.from(key, (byte) => byte.toString(16).padStart(2, '0')).join('');

describe('the sign-in challenge without Web Crypto (pages over plain http)', () => {
  it('derives the same key as Web Crypto', async () => {
    const parameters = { algorithm: CHALLENGE_ALGORITHM, nonce: '00', salt: '00', cost: 1000, keyLength: 32, keyPrefix: '' };
    const native = await pbkdf2.deriveKey(parameters, bytes('salt'), bytes('password'));
    const fallback = await deriveKeyWithoutWebCrypto(parameters, bytes('salt'), bytes('password'));
    expect(hex(fallback.derivedKey)).toBe(hex(native.derivedKey));
  });

  it('solves a challenge the server accepts', async () => {
    // Deterministic mode, as the server issues it: the counter is chosen, so the search is short and certain.
    const challenge = await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: 500,
      counter: 20,
      deriveKey: pbkdf2.deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}-key`,
    });
    const solution = await solveChallenge({ challenge, deriveKey: deriveKeyWithoutWebCrypto });
    expect(solution?.counter).toBe(20);
    const verdict = await verifySolution({
      challenge,
      solution: solution!,
      deriveKey: pbkdf2.deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}-key`,
    });
    expect(verdict.verified).toBe(true);
  });

  it('uses the plain JavaScript derivation only where Web Crypto is missing', () => {
    expect(chooseDeriveKey({ crypto: { getRandomValues: globalThis.crypto.getRandomValues } })).toBe(deriveKeyWithoutWebCrypto);
    expect(chooseDeriveKey({})).toBe(deriveKeyWithoutWebCrypto);
    expect(chooseDeriveKey(globalThis)).toBe(pbkdf2.deriveKey);
  });
});
