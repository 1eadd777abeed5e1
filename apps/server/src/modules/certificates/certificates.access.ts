import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, type Actor } from '@server/platform/auth/actor';

/** Who may call each group of certificate routes (route config.roles; the session hook checks them). */
export const certificateRoles = {
  /** School admins over their school's teachers, district staff over the tenant. */
  staff: STAFF_ROLES,
  /** The tenant's credential signing keys are the whole tenant's: district staff list and rotate them. */
  credentialKeys: DISTRICT_STAFF_ROLES,
} as const;

/** Where the caller's reach over holders starts in the org tree; undefined is the whole tenant (district staff). */
export function certificateReachOf(actor: Actor): string | undefined {
  return hasRole(actor, ...DISTRICT_STAFF_ROLES) ? undefined : actor.orgPath;
}

const isStaff = (actor: Actor) => hasRole(actor, ...STAFF_ROLES);

/** Staff whose reach covers where the holder is now in the org tree. */
function reachesHolder(actor: Actor, certificate: { holderOrgPath: string }): boolean {
  const reach = certificateReachOf(actor);
  return isStaff(actor) && (reach === undefined || certificate.holderOrgPath.startsWith(reach));
}

type HeldCertificate = { userId: number; holderOrgPath: string };

/** Finer permissions about one certificate; services check them with requireAccess. */
export const certificateAccess = {
  /** Its holder, or staff over the holder. */
  downloadCertificate: (actor: Actor, certificate: HeldCertificate) =>
    certificate.userId === actor.userId || reachesHolder(actor, certificate),
  /** Staff who may download it (their own certificate included, as they always could). */
  revokeCertificate: (actor: Actor, certificate: HeldCertificate) =>
    isStaff(actor) && (certificate.userId === actor.userId || reachesHolder(actor, certificate)),
} satisfies Record<string, Permission<never>>;
