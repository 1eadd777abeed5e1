import type { Actor } from '@server/platform/auth/actor';
import { AppError } from '@server/platform/http/app-error';

/**
 * A named permission: whether the caller may do one thing, about one resource when it takes one. Each domain
 * declares its permissions in `<domain>.access.ts` (route role lists and these predicates, roles from the
 * contract); services check them with `requireAccess`, so a refusal is always the same 403.
 */
export type Permission<R = void> = (actor: Actor, resource: R) => boolean;

/** Throws FORBIDDEN unless the caller holds the permission (about the resource, when it takes one). */
export function requireAccess(actor: Actor, permission: Permission): void;
export function requireAccess<R>(actor: Actor, permission: Permission<R>, resource: R): void;
export function requireAccess<R>(actor: Actor, permission: Permission<R>, resource?: R): void {
  if (!permission(actor, resource as R)) throw new AppError('FORBIDDEN');
}
