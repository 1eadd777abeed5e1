import type { RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import type { Actor } from '@server/platform/auth/actor';
import { selectionAccess, selectionRoles } from './selection.access';

// Who may do what in a selection's scoring and results, beside selection.access.ts (projects and the review).

/** The expert role: users the district puts on groups' panels. */
const EXPERT: RoleCode = 'expert';

/** Who may call each group of scoring and results routes (route config.roles; the session hook checks them). */
export const scoringRoles = {
  /** The scoring list, detail and submit. */
  expert: [EXPERT] as readonly RoleCode[],
  /** Panels, ranking, publication, certificates and exports: the staff who run projects. */
  manager: selectionRoles.manager,
  /** The public notice and one's own result: anyone signed in who teaches, or staff who read it over them. */
  teacher: selectionRoles.teacher,
} as const;

/** The path of the school the actor sits at (an org unit of level 1), whose applicants they never score; null otherwise. */
export function ownSchoolPath(actor: Actor): string | null {
  return actor.orgLevel === 1 ? actor.orgPath : null;
}

/** An application as the conflict-of-interest rule needs it: its applicant and their org path. */
type ApplicantRef = { userId: number; orgPath: string };

/** Finer permissions about one resource; services check them with requireAccess. */
export const scoringAccess = {
  /**
   * Scoring an application: an expert on its group's panel, never their own application nor one from their own
   * school (conflict of interest). The panel membership is checked by the service.
   */
  scoreApplication: (actor, applicant: ApplicantRef) => {
    const school = ownSchoolPath(actor);
    return actor.roles.includes(EXPERT) && actor.userId !== applicant.userId && (school === null || !applicant.orgPath.startsWith(school));
  },
  /** Panels, ranking, publication, certificates and exports of a project: the staff of the unit running it. */
  manageResults: (actor, project: { ownerOrgPath: string }) => selectionAccess.manageProject(actor, project),
  /** A result: its applicant only. */
  readOwnResult: (actor, application: { userId: number }) => actor.userId === application.userId,
} satisfies Record<string, Permission<never>>;
