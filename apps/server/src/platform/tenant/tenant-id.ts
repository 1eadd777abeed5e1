declare const tenantIdBrand: unique symbol;

/**
 * A tenant's id. Branded so that a repository's tenant argument cannot be swapped with a user, programme or unit id
 * by position: only the tenant hook (from the tenants table) and signed tokens make one.
 */
export type TenantId = number & { readonly [tenantIdBrand]: true };

/** Brands an id read from the tenants table or from a token the server signed. */
export function asTenantId(id: number): TenantId {
  return id as TenantId;
}
