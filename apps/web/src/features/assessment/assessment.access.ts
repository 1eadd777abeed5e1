import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/**
 * Who may do what with assessment, as the server's assessment rules allow it (read through useAccess). Which banks a
 * keeper may edit (its own unit's and those below, not a district bank shared down to a school) the server says per
 * bank (`access`, `editable`).
 */
export function assessmentAccess(roles: readonly string[]) {
  return {
    /** The staff of schools and districts keep their units' question banks; teachers never read banks. */
    canManageBanks: holdsAny(roles, STAFF_ROLES),
    /** Only an office's bank is shared down to the schools below it: district staff, whose unit is the office. */
    canShareBanksDown: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** The same staff set exams up, read their attempts and grade short answers (the server says per exam). */
    canManageExams: holdsAny(roles, STAFF_ROLES),
    /** Teachers sit exams (a programme's once enrolled, a school's standalone one as its teachers). */
    canSitExams: holdsAny(roles, TEACHER_ROLES),
    /** The same staff read the grade book of the programmes they manage (the server says per programme). */
    canReadGradebooks: holdsAny(roles, STAFF_ROLES),
    /** Teachers read their own results (attempts, grades, feedback). */
    canReadOwnResults: holdsAny(roles, TEACHER_ROLES),
    /** The same staff build a programme's questionnaires and read their results and the view across programmes. */
    canManageEvaluations: holdsAny(roles, STAFF_ROLES),
    /** Teachers answer the questionnaires of the programmes they enrolled in. */
    canAnswerEvaluations: holdsAny(roles, TEACHER_ROLES),
    /** District staff compare the questionnaires of the programmes under their office (schools have one programme's results). */
    canReadDistrictEvaluations: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** The same staff set assignments up on programmes' units and decide on submissions (the server says per programme). */
    canManageAssignments: holdsAny(roles, STAFF_ROLES),
  };
}

export type AssessmentAccess = ReturnType<typeof assessmentAccess>;
