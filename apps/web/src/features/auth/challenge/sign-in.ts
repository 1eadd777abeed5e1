import type { LoginInfo } from '@yanxiu/contract/auth';
import { RequestError } from '@/shared/request/request';
import { loadChunk } from '@/shared/ui/chunk-errors';
import { fetchLoginChallenge } from '../api/login-challenge';
import { login } from '../api/login';

/** ErrorCodes.CHALLENGE_REQUIRED (the catalogue itself is not worth its weight on the sign-in page). */
export const CHALLENGE_REQUIRED = 1008;

/** How many solved challenges one sign-in sends before the server's refusal is shown. */
const CHALLENGE_ROUNDS = 2;

export type Credentials = { username: string; password: string };

/** The browser could not solve the sign-in challenge (solver not loaded, worker refused, not solved in time). */
export class ChallengeNotSolvedError extends Error {
  constructor(cause: unknown) {
    super('The sign-in challenge could not be solved', { cause });
    this.name = 'ChallengeNotSolvedError';
  }
}

const challengeRequired = (error: unknown) => error instanceof RequestError && error.code === CHALLENGE_REQUIRED;

/** Fetches a challenge and solves it; a refused fetch stays a RequestError, so its message is shown. */
async function solveNewChallenge(): Promise<string> {
  const challenge = await fetchLoginChallenge();
  try {
    const { solveChallenge } = await loadChunk(() => import('./altcha-solver'));
    return await solveChallenge(challenge);
  } catch (error) {
    throw new ChallengeNotSolvedError(error);
  }
}

/**
 * Signs in with `credentials`. When the server asks for a solved challenge (1008: the account name has seen many
 * failures and this address has been failing), fetches one, solves it while `onVerifying(true)` and sends the same
 * credentials with the solution. A solution refused in turn (expired, or used up by another tab) earns one more
 * challenge; a refusal after that is the server's to explain.
 */
export async function signIn(credentials: Credentials, onVerifying: (verifying: boolean) => void): Promise<LoginInfo> {
  let challengeSolution: string | undefined;
  for (let round = 0; ; round++) {
    try {
      return await login({ ...credentials, challengeSolution });
    } catch (error) {
      if (!challengeRequired(error) || round === CHALLENGE_ROUNDS) throw error;
    }
    onVerifying(true);
    try {
      challengeSolution = await solveNewChallenge();
    } finally {
      onVerifying(false);
    }
  }
}
