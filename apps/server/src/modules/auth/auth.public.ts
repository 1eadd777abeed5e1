/**
 * What other modules may import from auth. Every path that sets a password (today only changePassword; an account
 * created or reset by staff later) checks it with `findPasswordProblem` and refuses with 422/1007 saying why
 * (PASSWORD_PROBLEMS in the contract's password-rules.ts), so one rule holds everywhere.
 */
export { findPasswordProblem, type PasswordOwner } from './password-policy';
