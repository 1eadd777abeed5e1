import type { TenantContext } from '@server/platform/context/request-context';
import { passwordPlacesOf } from './password-places.repository';

/**
 * The names a new password of someone in `orgUnitId` must not be built on (the tenant's names and the unit's line);
 * what other modules call before `requireAcceptablePassword`.
 */
export function passwordPlacesOfUnit(ctx: Pick<TenantContext, 'db' | 'tenant'>, orgUnitId: number): Promise<string[]> {
  return passwordPlacesOf(ctx.db, ctx.tenant, orgUnitId);
}
