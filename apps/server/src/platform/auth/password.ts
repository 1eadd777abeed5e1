import { hash, verify } from '@node-rs/argon2';
import type { Config } from '@server/config';

/** Hashes and checks passwords with argon2id at the configured (OWASP-recommended by default) cost. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /**
   * Hashes a password the server drew itself from the CSPRNG with at least 64 bits (a bulk import's one-time
   * passwords), at argon2id's lowest cost. A slow hash protects passwords people choose, which are guessable; one of
   * 2^64 equally likely values is out of reach offline at any cost per guess, and the full cost per account would
   * keep a large import writing for minutes. The owner replaces it at first sign-in, hashed at the full cost.
   */
  hashGenerated(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown username answers as slowly as a wrong password. */
  burn(password: string): Promise<void>;
};

export function createPasswordHasher(config: Pick<Config, 'PASSWORD_HASH_MEMORY_KIB' | 'PASSWORD_HASH_ITERATIONS'>): PasswordHasher {
  // @node-rs/argon2 defaults to argon2id; OWASP: m=19 MiB, t=2, p=1.
  const options = { memoryCost: config.PASSWORD_HASH_MEMORY_KIB, timeCost: config.PASSWORD_HASH_ITERATIONS, parallelism: 1 };
  const generated = { memoryCost: Math.min(config.PASSWORD_HASH_MEMORY_KIB, 1024), timeCost: 1, parallelism: 1 };
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    hashGenerated: (password) => hash(password, generated),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async burn(password) {
      decoy ??= hash('decoy-password-never-matches', options);
      await verify(await decoy, password).catch(() => false);
    },
  };
}
