import type { RoleCode } from '@yanxiu/contract/roles';

/**
 * The staff ladder the role-grant rule (role-grants.ts) climbs: the data of administration's permissions, kept here
 * because the rule imports it and administration.access.ts imports the rule. Platform admin over district admin
 * over school admin; every other role ranks 1.
 */
export const roleLadder = {
  rank: { school_admin: 2, district_admin: 3, platform_admin: 4 } as Partial<Record<RoleCode, number>>,
  /** The rank of a school admin: the one rung that may grant only what `schoolAdminGrants` lists. */
  schoolAdminRank: 2,
  /**
   * What a school admin may grant: teachers and fellow school admins of their school, and the idle-logout flag.
   * Backbone status and expert reviewers are district decisions (the backbone review, the selection panels).
   */
  schoolAdminGrants: ['teacher', 'school_admin', 'APPY313'] as readonly RoleCode[],
  /** Roles held at a school (level 1): teachers, backbone teachers, school admins. */
  schoolRoles: ['teacher', 'backbone', 'school_admin'] as readonly RoleCode[],
  /** Roles held above a school: district admins. */
  aboveSchoolRoles: ['district_admin'] as readonly RoleCode[],
} as const;
