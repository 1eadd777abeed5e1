import { useMemo } from 'react';
import { useSession } from './session-store';

// Each feature with role rules declares them in one `<feature>.access.ts`, in the manner of Ant Design Pro's
// access.ts: a function of the user's roles answering `{ canX: boolean, ... }`. Pages read it through useAccess.

const NO_ROLES: readonly string[] = [];

/** Whether `roles` hold at least one of `allowed` (role lists come from @yanxiu/contract/roles). */
export function holdsAny(roles: readonly string[], allowed: readonly string[]): boolean {
  return allowed.some((role) => roles.includes(role));
}

/** The signed-in user's roles (none when signed out), the same array between renders. */
export function useRoles(): readonly string[] {
  return useSession((session) => session.loginInfo?.roles ?? NO_ROLES);
}

/** What the signed-in user may do, by a feature's access rules, e.g. `useAccess(trainingAccess).canManageTraining`. */
export function useAccess<Access>(accessOf: (roles: readonly string[]) => Access): Access {
  const roles = useRoles();
  return useMemo(() => accessOf(roles), [accessOf, roles]);
}
