import type { Locale } from '@yanxiu/contract/locale';
import { passwordProblemMessage, passwordRuleProblem, type PasswordProblem } from '@yanxiu/contract/password-rules';
import { DEFAULT_SIGN_IN_POLICY, type PasswordRules } from '@yanxiu/contract/sign-in-policy';
import { AppError } from '@server/platform/http/app-error';
import { estimateStrength } from './password-strength';

/** Whose password it is: the words of their own that a password must not be built on. */
export type PasswordOwner = { username: string; name: string; phone: string | null };

/**
 * zxcvbn's score from which a password is accepted: 2 means about a million guesses or more. NIST SP 800-63B asks to
 * refuse common, expected and context-specific passwords rather than to demand a high score; a million guesses,
 * against sign-in that slows each address and asks for a proof of work once an account name is under attack, is
 * out of reach online, and the argon2id hashes guard the offline case.
 */
const MIN_SCORE = 2;

// Context-specific words (NIST SP 800-63B): the platform's own name, in pinyin and in Chinese.
const SERVICE_WORDS = ['yanxiu', '研修'];

/**
 * Why a new password is refused, or null when it is acceptable: too short or without letters and digits under the
 * tenant's rules (`signInPolicyOf`; the client checks these too), the current one, containing the owner's username, name or phone number, or easy to guess
 * (a common password or a variant of one, or repeats, sequences, keyboard rows, dates and common words, as zxcvbn-ts
 * judges them with its common and English dictionaries and the owner's words).
 */
export async function findPasswordProblem(
  password: string,
  owner: PasswordOwner,
  currentPassword?: string,
  rules: PasswordRules = DEFAULT_SIGN_IN_POLICY,
): Promise<PasswordProblem | null> {
  const rule = passwordRuleProblem(password, rules);
  if (rule) return rule;
  if (currentPassword !== undefined && password === currentPassword) return 'sameAsCurrent';
  const personal = personalWords(owner);
  const lower = password.toLowerCase();
  if (personal.some((word) => lower.includes(word))) return 'personal';

  const { score, dictionaries } = await estimateStrength(password, [...personal, ...SERVICE_WORDS]);
  if (score >= MIN_SCORE) return null;
  if (dictionaries.includes('userInputs')) return 'personal';
  if (dictionaries.some((name) => name.startsWith('passwords'))) return 'common';
  return 'guessable';
}

/**
 * The owner's words a password must not contain, lower-cased: the username (3+ characters), the name (2+, since
 * Chinese names are short) and the phone number. Shorter ones would refuse passwords that merely share a syllable.
 */
function personalWords({ username, name, phone }: PasswordOwner): string[] {
  const words = [username.length >= 3 ? username : '', name.trim().length >= 2 ? name.trim() : '', phone && phone.length >= 7 ? phone : ''];
  return words.filter((word) => word !== '').map((word) => word.toLowerCase());
}

/**
 * Refuses a new password the tenant's rules or the strength check turn down with 422/1007, saying why in the caller's
 * language on the named field (`body.newPassword` for a change; a staff reset names its own field).
 */
export async function requireAcceptablePassword(
  password: string,
  owner: PasswordOwner,
  options: { rules: PasswordRules; locale: Locale; currentPassword?: string | undefined; field?: string },
): Promise<void> {
  const problem = await findPasswordProblem(password, owner, options.currentPassword, options.rules);
  if (!problem) return;
  const message = passwordProblemMessage(problem, options.locale, options.rules);
  throw new AppError('WEAK_PASSWORD', { message, issues: [{ path: options.field ?? 'body.newPassword', message }] });
}
