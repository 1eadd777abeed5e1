import type { Bilingual, Locale } from './locale';
import { DEFAULT_SIGN_IN_POLICY, passwordTooShortMessage, type PasswordRules } from './sign-in-policy';

/** The shortest password any tenant accepts (NIST SP 800-63B: at least 8 characters); a tenant may ask for more. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The rules a new password must meet that need no dictionary, checked by server and client alike: at least 8
 * characters with letters and digits. (The letters-and-digits rule predates the strength check and stays; no
 * composition rule is added beyond it, as NIST SP 800-63B advises.)
 */
export function isAcceptablePassword(password: string): boolean {
  return passwordRuleProblem(password) === null;
}

/**
 * Why a new password is refused. The first two the client can tell at once (`passwordRuleProblem`); the others only
 * the server knows: the current password, the user's own names (also in pinyin), the names of their district, school
 * and this platform, and the common-password and pattern check (zxcvbn-ts, which the sign-in page never downloads).
 */
export type PasswordProblem = 'tooShort' | 'needsLettersAndDigits' | 'sameAsCurrent' | 'personal' | 'organisation' | 'common' | 'guessable';

/** What the answer says for each refusal (the `msg` of 1007 and the message of its `body.newPassword` issue). */
export const PASSWORD_PROBLEMS: Record<PasswordProblem, Bilingual> = {
  tooShort: { 'zh-CN': '新密码至少需要 8 位', 'en-US': 'The new password needs at least 8 characters' },
  needsLettersAndDigits: { 'zh-CN': '新密码需同时包含字母和数字', 'en-US': 'The new password needs both letters and digits' },
  sameAsCurrent: { 'zh-CN': '新密码不能与原密码相同', 'en-US': 'The new password must differ from the current one' },
  personal: {
    'zh-CN': '新密码不能包含或基于您的用户名、姓名（包括拼音和首字母）或手机号',
    'en-US': 'The new password must not contain or be built on your username, your name (also in pinyin or initials) or your phone number',
  },
  organisation: {
    'zh-CN': '新密码不能基于本区、本校或本平台的名称（包括拼音），例如“区名加数字”，这类密码很容易被猜中',
    'en-US':
      'The new password must not be built on the name of your district, school or this platform (also in pinyin), such as the district name plus a digit; such passwords are easy to guess',
  },
  common: {
    'zh-CN': '新密码是常见密码，或是常见密码、角色词（如 admin、teacher、laoshi）加上简单后缀（如 Admin@123），很容易被猜中，请换一个',
    'en-US':
      'The new password is a common password, or a common password or role word (such as admin, teacher, laoshi) with a simple ending (such as Admin@123), and easy to guess; please choose another',
  },
  guessable: {
    'zh-CN': '新密码由重复、连续、键盘相邻的字符或日期、常见词组成，很容易被猜中；可以用几个不相关的词组成一句较长的密码',
    'en-US':
      'The new password is made of repeats, sequences, keyboard rows, dates or common words and is easy to guess; a few unrelated words make a longer, stronger one',
  },
};

/**
 * The refusal a password earns without any dictionary (length, letters and digits) under the tenant's rules (today's
 * defaults when none are given), or null.
 */
export function passwordRuleProblem(password: string, rules: PasswordRules = DEFAULT_SIGN_IN_POLICY): PasswordProblem | null {
  if (password.length < Math.max(PASSWORD_MIN_LENGTH, rules.passwordMinLength)) return 'tooShort';
  if (rules.passwordNeedsLettersAndDigits && (!/[A-Za-z]/.test(password) || !/\d/.test(password))) return 'needsLettersAndDigits';
  return null;
}

/** What a refusal says in a language, naming the tenant's minimum length when that is what failed. */
export function passwordProblemMessage(problem: PasswordProblem, locale: Locale, rules: PasswordRules = DEFAULT_SIGN_IN_POLICY): string {
  return problem === 'tooShort'
    ? passwordTooShortMessage(Math.max(PASSWORD_MIN_LENGTH, rules.passwordMinLength))[locale]
    : PASSWORD_PROBLEMS[problem][locale];
}

/**
 * Lengths of the sign-in and password fields (LoginBody, ChangePasswordBody). Here rather than in limits.ts: the
 * sign-in page needs these two numbers only, and its bundle is kept small (limits.test.ts ties them to the schemas).
 */
export const AuthLimits = { username: 64, password: 128 } as const;
