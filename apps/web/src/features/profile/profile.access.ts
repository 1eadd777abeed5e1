import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what with growth-file records, as the server's profile rules allow it (read through useAccess). */
export function profileAccess(roles: readonly string[]) {
  return {
    /** Teachers keep their own records: add, change and delete them while unverified. */
    canKeepRecords: holdsAny(roles, TEACHER_ROLES),
    /** School, district or platform staff: read the records of teachers under them, verify, reject, reopen, export. */
    canVerifyRecords: holdsAny(roles, STAFF_ROLES),
    /** District or platform staff narrow the queue to one school (a school admin's is always their own). */
    canFilterBySchool: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}

export type ProfileAccess = ReturnType<typeof profileAccess>;
