import type { Bilingual } from './locale';

/**
 * A tenant's sign-in policy, set by platform staff in the tenant settings. Zod-free: the sign-in and change-password
 * pages read it from app info and check passwords with it, and they carry no zod.
 */
export type SignInPolicy = {
  /** The shortest new password accepted (NIST SP 800-63B: at least 8). */
  passwordMinLength: number;
  /** Whether a new password needs both letters and digits. */
  passwordNeedsLettersAndDigits: boolean;
  /**
   * Failed sign-ins in a row from one address on one account name after which that address is locked out of it (the
   * account stays open to every other address, so no one can lock its owner out; issue 35); 0 never locks (the default).
   */
  lockoutAfterFailures: number;
  /** How long a lock lasts unless staff unlock the account first (which lifts it for every address). */
  lockoutMinutes: number;
  /** Minutes without activity after which the web client signs out holders of the idle-logout role (spec 4: 15). */
  idleLogoutMinutes: number;
};

/**
 * Today's behaviour, which a tenant keeps until it changes its policy: 8+ characters with letters and digits, no
 * lockout (sign-in is throttled and challenged instead, see docs/api.md), idle logout after 15 minutes (spec 9).
 */
export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = {
  passwordMinLength: 8,
  passwordNeedsLettersAndDigits: true,
  lockoutAfterFailures: 0,
  lockoutMinutes: 15,
  idleLogoutMinutes: 15,
};

/** The range each setting may take (inclusive); the form and the server's schema both use these. */
export const SIGN_IN_POLICY_LIMITS = {
  passwordMinLength: { min: 8, max: 64 },
  lockoutAfterFailures: { min: 0, max: 50 },
  lockoutMinutes: { min: 1, max: 1440 },
  idleLogoutMinutes: { min: 1, max: 480 },
} as const;

/** The password rules of a policy, which is all a client needs to check a new password before sending it. */
export type PasswordRules = Pick<SignInPolicy, 'passwordMinLength' | 'passwordNeedsLettersAndDigits'>;

/** "At least N characters" for a policy's minimum (PASSWORD_PROBLEMS.tooShort says 8, the default). */
export function passwordTooShortMessage(minLength: number): Bilingual {
  return { 'zh-CN': `新密码至少需要 ${minLength} 位`, 'en-US': `The new password needs at least ${minLength} characters` };
}
