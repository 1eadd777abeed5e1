import { holdsAny } from '@/shared/session/access';

/** Who may do what with xapi, as the server allows it (read through useAccess). */
export function xapiAccess(roles: readonly string[]) {
  return {
    /** The district's own administrator keeps the LRS settings, tests them and sends now (server: xapi.access.ts). */
    canManage: holdsAny(roles, ['district_admin']),
  };
}
