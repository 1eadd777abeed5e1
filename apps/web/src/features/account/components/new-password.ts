import { passwordProblemMessage, passwordRuleProblem, type PasswordProblem } from '@yanxiu/contract/password-rules';
import { DEFAULT_SIGN_IN_POLICY } from '@yanxiu/contract/sign-in-policy';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import { sessionStore } from '@/shared/session/session-store';

/** ErrorCodes.WEAK_PASSWORD: the server refused the new password and says why. */
const WEAK_PASSWORD = 1007;

/**
 * What the browser can tell at once about a new password (length, letters and digits under the tenant's sign-in
 * policy from app info, the current one), in the words the server would use; null when only the server can judge it
 * (common, guessable, personal).
 */
export function localPasswordProblem(newPassword: string, oldPassword: string | undefined): string | null {
  const rules = sessionStore.getState().appInfo?.signInPolicy ?? DEFAULT_SIGN_IN_POLICY;
  const problem: PasswordProblem | null =
    passwordRuleProblem(newPassword, rules) ?? (oldPassword && newPassword === oldPassword ? 'sameAsCurrent' : null);
  return problem ? passwordProblemMessage(problem, currentLocale(), rules) : null;
}

/** The server's reason for refusing the new password (1007: its body.newPassword issue, else its message), or null. */
export function weakPasswordReason(error: unknown): string | null {
  if (!(error instanceof RequestError) || error.code !== WEAK_PASSWORD) return null;
  const issues = (error.body?.data as { issues?: Array<{ path?: string; message?: string }> } | null)?.issues ?? [];
  return issues.find((issue) => issue.path === 'body.newPassword')?.message ?? error.message;
}
