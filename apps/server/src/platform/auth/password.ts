import { hash, verify } from '@node-rs/argon2';
import type { Config } from '@server/config';

/** Hashes and checks passwords with argon2id at the configured (OWASP-recommended by default) cost. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown username answers as slowly as a wrong password. */
  burn(password: string): Promise<void>;
};

export function createPasswordHasher(config: Pick<Config, 'PASSWORD_HASH_MEMORY_KIB' | 'PASSWORD_HASH_ITERATIONS'>): PasswordHasher {
  // @node-rs/argon2 defaults to argon2id; OWASP: m=19 MiB, t=2, p=1.
  const options = { memoryCost: config.PASSWORD_HASH_MEMORY_KIB, timeCost: config.PASSWORD_HASH_ITERATIONS, parallelism: 1 };
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
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
