import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what with certificates, as the server's certificate rules allow it (read through useAccess). */
export function certificatesAccess(roles: readonly string[]) {
  return {
    /** School, district or platform staff: list, issue, revoke and download the certificates within their reach. */
    canManageCertificates: holdsAny(roles, STAFF_ROLES),
    /** District or platform staff: list and rotate the tenant's credential signing keys. */
    canManageCredentialKeys: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}
