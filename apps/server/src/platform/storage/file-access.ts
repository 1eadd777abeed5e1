import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';

/** Whose a stored file is: the owner and the ancestry path of the owner's org unit. */
export type FileOwner = { userId: number; orgPath: string };

/**
 * Whether the caller may read a file someone owns: the owner, staff over the owner's org unit (their school or
 * district), or an expert of the tenant (experts review applications from every school). Modules that attach files
 * (development applications' evidence, training media) use this rule rather than writing their own.
 */
export function mayReadOwnedFile(actor: Actor, owner: FileOwner): boolean {
  if (actor.userId === owner.userId) return true;
  if (isStaffOver(actor, owner.orgPath)) return true;
  return hasRole(actor, 'expert');
}
