import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals short secrets kept in tenants' settings (an identity portal's client secret) with AES-256-GCM under a key
 * derived from SETTINGS_ENCRYPTION_KEY, so a copy of the database alone does not give them away. The tenant and the
 * setting's name are bound in as associated data: a sealed value copied into another tenant's row does not open.
 */
export function createSecretBox(settingsKey: string) {
  const key = createHash('sha256').update(`yanxiu settings v1\0${settingsKey}`).digest();
  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
    seal(plain: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    /** The plain secret, or null when the value was sealed under another key or context, or is damaged. */
    open(sealed: string, context: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
