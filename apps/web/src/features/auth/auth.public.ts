/** What the app shell may use of the sign-in feature: ending a session opened through the identity portal. */
export { endPortalSession } from './portal/portal-calls';
