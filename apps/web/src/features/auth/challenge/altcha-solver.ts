// Loaded only when sign-in answers 1008, so the sign-in page never downloads the solver otherwise.
//
// ALTCHA's solver library (altcha/lib) with workers of our own build, not its widget: the widget refuses to run
// outside a secure context, and districts often serve the platform over plain http inside their network, where
// the workers fall back to a plain JavaScript PBKDF2 (derive-key.ts). The form itself says what is happening, so
// nothing needs showing. The workers are files of our build served from /pc/assets (worker-src 'self').
import { solveChallengeWorkers, type Solution } from 'altcha/lib';
import type { LoginChallenge } from '@yanxiu/contract/auth';
import ChallengeWorker from './challenge.worker?worker';

/** More workers than this gain little on a phone and cost memory. */
const MAX_WORKERS = 4;
/** Give up (and let the form say so) after this long; a challenge lives for ten minutes. */
const SOLVE_TIMEOUT_MS = 90_000;

/**
 * Solves `challenge` and answers the payload LoginBody.challengeSolution takes: base64 of the challenge and the
 * solution as JSON. Rejects when it cannot: a worker refused, or no counter found in time.
 */
export async function solveChallenge(challenge: LoginChallenge): Promise<string> {
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
    createWorker: () => new ChallengeWorker(),
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error('The sign-in challenge was not solved in time');
  return encodePayload(challenge, solution);
}

/** Base64 of UTF-8 JSON (btoa alone takes only Latin-1). */
export function encodePayload(challenge: LoginChallenge, { counter, derivedKey }: Solution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}
