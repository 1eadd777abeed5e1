import type { RoleCode } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** The server's bank keepers: a district admin for the district's banks, a school admin for their school's. */
const BANK_KEEPER_ROLES: readonly RoleCode[] = ['school_admin', 'district_admin'];

/**
 * Who may do what with assessment, as the server's assessment rules allow it (read through useAccess). Which banks a
 * keeper may edit (its own unit's, not a district bank shared down to a school) the server says per bank.
 */
export function assessmentAccess(roles: readonly string[]) {
  return {
    /** School and district admins keep their unit's question banks; teachers never read banks. */
    canManageBanks: holdsAny(roles, BANK_KEEPER_ROLES),
  };
}

export type AssessmentAccess = ReturnType<typeof assessmentAccess>;
