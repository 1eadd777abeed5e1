import { STAFF_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';

/** The signed-in caller of a request. */
export type Actor = {
  userId: number;
  tokenId: string;
  roles: RoleCode[];
  orgUnitId: number;
  /** Ancestry path of the caller's org unit, e.g. `/1/4/`. */
  orgPath: string;
  orgLevel: number;
  /** When the session lapses if unused. */
  sessionExpiresAt: Date;
};

/** The caller of a route that requires a session (the auth hook guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('SESSION_EXPIRED');
  return request.actor;
}

/** The tenant of a tenant-scoped route (the tenant hook guarantees one). */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new AppError('TENANT_UNKNOWN');
  return request.tenant;
}

export function hasRole(actor: Actor, ...roles: RoleCode[]): boolean {
  return actor.roles.some((role) => roles.includes(role));
}

/**
 * Whether the caller is staff over an org unit: a staff role held at that unit or at one above it
 * (a school admin over their school, a district admin over every school of the district).
 */
export function isStaffOver(actor: Actor, targetOrgPath: string): boolean {
  if (!actor.roles.some((role) => STAFF_ROLES.includes(role))) return false;
  if (actor.roles.includes('platform_admin')) return true;
  return targetOrgPath.startsWith(actor.orgPath);
}
