/**
 * What other modules may import from auth. Every path that sets a password (changeOwnPassword; an account created or
 * reset by staff) checks it with `requireAcceptablePassword` under the tenant's rules (`signInPolicyOf` in
 * platform/tenant), knowing the owner's places (`passwordPlacesOfUnit`), and refuses with 422/1007 saying why, so one
 * rule holds everywhere. Staff unlocking an account clear its lock with `clearSignInLockout`, in their transaction's
 * scope; `findSignInLockout` is the named read of an account name's lock.
 */
export { passwordPlacesOfUnit } from './password-places.service';
export { findPasswordProblem, requireAcceptablePassword, type PasswordOwner } from './password-policy';
export { clearSignInLockout, findSignInLockout } from './sign-in-lockout';
// The sealing of tenants' short secrets (a portal's client secret, an LRS's key secret), so each is sealed one way.
export { createSecretBox, type SecretBox } from './portal/secret-box';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfSignIns } from './auth-personal-data';
// Erasure on request and the sign-in history's retention (privacy's jobs), in the caller's transaction.
export { erasePersonalDataOfSignIns, eraseSignInHistoryBefore } from './sign-in-erasure.service';
