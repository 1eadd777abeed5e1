import type { TFunction } from 'i18next';
import { RequestError } from '@/shared/request/request';
import { ChallengeNotSolvedError } from '../challenge/sign-in';

/** ErrorCodes.TOO_MANY_ATTEMPTS: this address must wait (data.retryAfterSeconds). */
const TOO_MANY_ATTEMPTS = 1004;

/** What the form says about a failed sign-in: how long to wait, a challenge that could not be solved, else the server's message. */
export function loginProblem(error: unknown, t: TFunction): string {
  if (error instanceof ChallengeNotSolvedError) return t('login.challengeFailed');
  if (!(error instanceof RequestError)) return t('errors.generic');
  if (error.code === TOO_MANY_ATTEMPTS) {
    const wait = (error.body?.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 60;
    return t('login.wait', { count: wait });
  }
  return error.message;
}
