/** Rules a new password must meet; checked by server and client alike. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/**
 * Lengths of the sign-in and password fields (LoginBody, ChangePasswordBody). Here rather than in limits.ts: the
 * sign-in page needs these two numbers only, and its bundle is kept small (limits.test.ts ties them to the schemas).
 */
export const AuthLimits = { username: 64, password: 128 } as const;
