import type { SubmissionRound, TeacherAssignment } from '@yanxiu/contract/assessment-assignments';

/** The round the teacher is writing: the latest when it is still a draft, else none (a save opens a new one). */
export function draftRound(assignment: Pick<TeacherAssignment, 'rounds'>): SubmissionRound | null {
  const latest = assignment.rounds.at(-1);
  return latest && latest.status === 'draft' ? latest : null;
}

/** Whether the teacher can write now: nothing submitted yet, a draft, or a returned round with resubmissions left. */
export function canWrite(assignment: Pick<TeacherAssignment, 'state' | 'submitBlocker'>): boolean {
  if (assignment.state === 'submitted' || assignment.state === 'graded') return false;
  return assignment.submitBlocker === null || assignment.submitBlocker === 'not_open';
}

/** Whether a submission now would come after the due time. */
export function isPastDue(assignment: Pick<TeacherAssignment, 'dueAt'>, now: Date = new Date()): boolean {
  return now.getTime() > Date.parse(assignment.dueAt);
}
