import type { SignInPolicy } from '@yanxiu/contract/sign-in-policy';
import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { tenants } from '@server/db/schema/tenants';
import type { TenantId } from './tenant-id';

/** The policy columns of a tenants row, by the policy's field names. */
export const signInPolicyColumns = {
  passwordMinLength: tenants.passwordMinLength,
  passwordNeedsLettersAndDigits: tenants.passwordNeedsLettersAndDigits,
  lockoutAfterFailures: tenants.lockoutAfterFailures,
  lockoutMinutes: tenants.lockoutMinutes,
  idleLogoutMinutes: tenants.idleLogoutMinutes,
};

/**
 * The tenant's sign-in policy, read afresh (not from the tenant resolver's 30-second cache), so a change made by
 * platform staff holds for the next sign-in and password change in every process. Every path that sets a password
 * or checks one at sign-in reads it here.
 */
export async function signInPolicyOf(db: Executor, tenantId: TenantId): Promise<SignInPolicy> {
  const rows = await db.select(signInPolicyColumns).from(tenants).where(eq(tenants.id, tenantId));
  const policy = rows[0];
  if (!policy) throw new Error(`tenant ${tenantId} does not exist`);
  return policy;
}

/** The policy carried by a tenant row already at hand (the request's tenant, as the resolver found it). */
export function signInPolicyOfRow(row: SignInPolicy): SignInPolicy {
  const { passwordMinLength, passwordNeedsLettersAndDigits, lockoutAfterFailures, lockoutMinutes, idleLogoutMinutes } = row;
  return { passwordMinLength, passwordNeedsLettersAndDigits, lockoutAfterFailures, lockoutMinutes, idleLogoutMinutes };
}
