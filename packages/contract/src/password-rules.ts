/** Rules a new password must meet; checked by server and client alike. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}
