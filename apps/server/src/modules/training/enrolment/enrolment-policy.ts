import type { EnrolBlocker } from '@yanxiu/contract/training';
import type { ErrorName } from '@yanxiu/contract/errors';
import { hasRole, type Actor } from '@server/platform/auth/actor';
import { AppError } from '@server/platform/http/app-error';
import type { StaffScope } from './enrolment-list.repository';
import { isInAudience, type ProgrammeRecord } from '@server/modules/training/programmes/programme-view';
import { mayManageProgramme } from '@server/modules/training/training-access';

// Who may see, join and manage which programme. Pure, so the services and the detail's blocker agree.

/** The caller's school: their own org unit when it is a school (level 1), else none. */
export function schoolIdOf(actor: Actor): number | null {
  return actor.orgLevel === 1 ? actor.orgUnitId : null;
}

/** Whether the caller manages the programme (the staff side's rule: district staff all, school admins their school-based training). */
export const managesProgramme = mayManageProgramme;

/**
 * Which enrolments a staff member sees in staff lists: district staff the tenant's, school admins their school's
 * teachers' plus every enrolment of the school-based training they organise. Null without a staff role.
 */
export function staffScopeOf(actor: Actor): StaffScope | null {
  if (hasRole(actor, 'district_admin', 'platform_admin')) return { tenantWide: true };
  if (hasRole(actor, 'school_admin')) return { tenantWide: false, orgPath: actor.orgPath, orgUnitId: actor.orgUnitId };
  return null;
}

/** Whether a teacher sees the programme: published or closed, and meant for their school. */
export function isVisibleToTeacher(programme: ProgrammeRecord, actor: Actor): boolean {
  return (programme.status === 'published' || programme.status === 'closed') && isInAudience(programme, schoolIdOf(actor));
}

const BLOCKER_ERRORS: Record<EnrolBlocker, ErrorName> = {
  already_enrolled: 'ALREADY_ENROLLED',
  pending: 'ALREADY_ENROLLED',
  pending_order: 'PENDING_ORDER_EXISTS',
  staff: 'FORBIDDEN',
  // Programmes of other schools are not shown to the teacher at all.
  not_in_audience: 'NOT_FOUND',
  closed: 'PROGRAMME_CLOSED',
  not_open_yet: 'ENROLMENT_NOT_OPEN',
  enrolment_ended: 'ENROLMENT_ENDED',
  full: 'PROGRAMME_FULL',
};

/** Throws the error a blocker stands for; nothing when there is none. */
export function throwIfBlocked(blocker: EnrolBlocker | null): void {
  if (blocker) throw new AppError(BLOCKER_ERRORS[blocker]);
}
