import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';
import { trainingAccess } from '@server/modules/training/training.public';

/** Who may call each group of assessment routes (route config.roles; the session hook checks them). */
export const assessmentRoles = {
  /** Question banks: the staff of schools and districts. Teachers never read banks. */
  bankStaff: STAFF_ROLES,
  /** Exams, their attempts and the grading queue: the staff of schools and districts. */
  examStaff: STAFF_ROLES,
  /** Sitting exams: teachers. */
  examTeacher: TEACHER_ROLES,
  /** Questionnaires (evaluations): staff set them up and read their results. */
  evaluationStaff: STAFF_ROLES,
  /** Answering questionnaires: teachers. */
  evaluationTeacher: TEACHER_ROLES,
  /** The district's view across its programmes' questionnaires: district staff. */
  evaluationDistrict: DISTRICT_STAFF_ROLES,
  /** Assignments: staff set them up and tutor them (decide submissions, mark excellent work). */
  assignmentStaff: STAFF_ROLES,
  /** Submitting assignments, peer review and the showcase: teachers. */
  assignmentTeacher: TEACHER_ROLES,
  /** Reading an assignment's files: its tutors and its teachers (the service decides per file). */
  assignmentFiles: [...STAFF_ROLES, ...TEACHER_ROLES],
  /** A programme's grade book: the staff of schools and districts (those who manage the programme, per programme). */
  gradebookStaff: STAFF_ROLES,
  /** Their own results: teachers. */
  resultsTeacher: TEACHER_ROLES,
} as const satisfies Record<string, readonly RoleCode[]>;

/** A bank as the permissions see it: the path of its owning unit and whether it is shared down. */
export type BankScope = { ownerPath: string; sharedDown: boolean };

/**
 * Finer permissions about one bank. A bank the caller may not even use answers 404 (the services look banks up in
 * the caller's reach), so ids of other units' banks tell nothing; one they may only use refuses changes with 403.
 */
export const assessmentAccess = {
  /** The staff of the owning unit, or of a unit above it, manage a bank and its folders and questions. */
  manageBank: (actor: Actor, bank: BankScope) => isStaffOver(actor, bank.ownerPath),
  /** A bank shared down is used (its questions put in exams, read, never edited) by the staff of the units below. */
  useBank: (actor: Actor, bank: BankScope) =>
    isStaffOver(actor, bank.ownerPath) ||
    (bank.sharedDown && STAFF_ROLES.some((role) => actor.roles.includes(role)) && actor.orgPath.startsWith(bank.ownerPath)),
  /** Platform staff reach every unit of the tenant, wherever their own unit is. */
  reachEveryUnit: (actor: Actor) => hasRole(actor, 'platform_admin'),
  /** A bank is owned by a unit its creator is staff over. */
  ownBankAt: (actor: Actor, unit: { path: string }) => isStaffOver(actor, unit.path),
  /** An exam is managed (edited, published, its attempts read and its short answers graded) by staff over its owner unit. */
  manageExam: (actor: Actor, exam: { ownerPath: string }) => isStaffOver(actor, exam.ownerPath),
  /** A school's standalone exam is sat by the teachers of that school (a programme's exam: by its enrolled teachers). */
  sitSchoolExam: (actor: Actor, school: { path: string }) => actor.orgPath.startsWith(school.path),
  /** Platform staff manage every unit's exams and grade their short answers (lists are not limited to their unit). */
  manageEveryExam: (actor: Actor) => hasRole(actor, 'platform_admin'),
  /**
   * A questionnaire is managed (edited, published, deleted, its results read and downloaded) by the staff over its owner
   * unit, the programme's organiser. Nobody, staff included, reads who gave an anonymous questionnaire's answers.
   */
  manageEvaluation: (actor: Actor, evaluation: { ownerPath: string }) => isStaffOver(actor, evaluation.ownerPath),
  /** Platform staff manage every unit's questionnaires (lists and the district view are not limited to their unit). */
  manageEveryEvaluation: (actor: Actor) => hasRole(actor, 'platform_admin'),
  /**
   * An assignment is managed and tutored (its submissions decided, excellent work marked, peer reviews read with their
   * reviewers' names) by the staff over its owner unit, the programme's organiser: the same staff as the exams'.
   */
  manageAssignment: (actor: Actor, assignment: { ownerPath: string }) => isStaffOver(actor, assignment.ownerPath),
  /** Platform staff tutor every unit's assignments (lists and the queue are not limited to their unit). */
  manageEveryAssignment: (actor: Actor) => hasRole(actor, 'platform_admin'),
  /** A programme's grade book is read and exported by the staff who manage the programme (training's rule). */
  readGradebook: (actor: Actor, programme: { kind: string; organiserUnitId: number }) => trainingAccess.manageProgramme(actor, programme),
} satisfies Record<string, Permission<never>>;
