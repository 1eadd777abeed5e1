import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new opaque bearer token: 256 random bits. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new session id. */
export function newTokenId(): string {
  return randomUUID();
}

/** What the database keeps of a token: its SHA-256, enough to find the session, useless to an intruder. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
