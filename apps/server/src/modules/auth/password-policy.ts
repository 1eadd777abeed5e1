import type { Locale } from '@yanxiu/contract/locale';
import { passwordProblemMessage, passwordRuleProblem, type PasswordProblem } from '@yanxiu/contract/password-rules';
import { DEFAULT_SIGN_IN_POLICY, type PasswordRules } from '@yanxiu/contract/sign-in-policy';
import { AppError } from '@server/platform/http/app-error';
import { ADDED_DICTIONARIES, estimateStrength, type StrengthPart } from './password-strength';
import { contextWords, type ContextWords, type PasswordOwner } from './password-words';

export type { PasswordOwner } from './password-words';

/**
 * zxcvbn's score from which a password is accepted: 2 means about a million guesses or more. NIST SP 800-63B asks to
 * refuse common, expected and context-specific passwords rather than to demand a high score; a million guesses,
 * against sign-in that slows each address and asks for a proof of work once an account name is under attack, is
 * out of reach online, and the argon2id hashes guard the offline case.
 */
const MIN_SCORE = 2;

/**
 * The guesses the rest of a password must cost when it is built on a weak word (the owner's or their district's
 * name, a role word, a common password). zxcvbn scores "Admin@123" or "Dongcheng@2026" 2, counting their
 * punctuation as random; but these are the first an attacker who knows the district tries, so the word counts for
 * nothing and the rest alone must reach the million guesses MIN_SCORE stands for.
 */
const DECORATION_MIN_GUESSES = 1e6;

/** What a weak part of a password is, most telling first: the answer names the first one found. */
const WEAK_KINDS = ['personal', 'organisation', 'common'] as const;
type WeakKind = (typeof WEAK_KINDS)[number];

/** Which kind of weak word a part of the estimate is, or null for a part that is not one. */
function weakKindOf(part: StrengthPart, words: ContextWords): WeakKind | null {
  if (part.pattern !== 'dictionary' || !part.dictionaryName) return null;
  if (part.dictionaryName === 'userInputs') {
    const word = part.matchedWord ?? '';
    return words.personal.includes(word) || !words.organisation.includes(word) ? 'personal' : 'organisation';
  }
  if (part.dictionaryName.startsWith('passwords') || part.dictionaryName === ADDED_DICTIONARIES.roleWords) return 'common';
  return null;
}

/** The most telling kind among the weak parts. */
function firstKind(kinds: ReadonlyArray<WeakKind | null>): WeakKind | null {
  return WEAK_KINDS.find((kind) => kinds.includes(kind)) ?? null;
}

/**
 * Why a new password is refused, or null when it is acceptable: too short or without letters and digits under the
 * tenant's rules (`signInPolicyOf`; the client checks these too), the current one, containing the owner's username,
 * name or phone number; or easy to guess as zxcvbn-ts judges it with its common and English dictionaries, the
 * Chinese and role-word lists (chinese-passwords.ts) and the owner's and their places' words in Chinese and pinyin
 * (password-words.ts): a low score, or one such word with a short suffix ("Admin@123", "Dongcheng1", "li qiang 1").
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
  const words = contextWords(owner);
  const lower = password.toLowerCase();
  if (words.forbidden.some((word) => lower.includes(word))) return 'personal';

  const { score, parts } = await estimateStrength(password, [...words.personal, ...words.organisation]);
  const kinds = parts.map((part) => weakKindOf(part, words));
  if (score < MIN_SCORE) return firstKind(kinds) ?? 'guessable';
  const decoration = parts.reduce((guesses, part, index) => (kinds[index] === null ? guesses * part.guesses : guesses), 1);
  return decoration < DECORATION_MIN_GUESSES ? firstKind(kinds) : null;
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
