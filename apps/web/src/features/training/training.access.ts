import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what in training, as the server's training rules allow it (read through useAccess). */
export function trainingAccess(roles: readonly string[]) {
  return {
    /** School, district or platform staff: the programme and enrolment pages (school admins: their school's). */
    canManageTraining: holdsAny(roles, STAFF_ROLES),
    /** District or platform staff: the whole tenant's training, every kind of programme, orders, studios, open classes. */
    canManageTenantTraining: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}

export type TrainingAccess = ReturnType<typeof trainingAccess>;
