import type { RoleCode } from '@yanxiu/contract/roles';

/** Who may call the review routes (route config.roles; the session hook checks them). */
export const reviewRoles = {
  /**
   * Staff who decide some step of the engine's workflows (schools, the district, expert panels); each domain's
   * steps still answer only for the reviews at a step the caller decides, within their org scope.
   */
  reviewer: ['school_admin', 'district_admin', 'expert'] as readonly RoleCode[],
} as const;
