// The assignment pages' addresses, in one place (the route table declares the same patterns).

/** The staff's editor of a saved assignment. */
export const manageAssignmentPath = (assignmentId: number) => `/manage/assessment/assignments/${assignmentId}`;
/** The editor of a programme's assignment unit: its assignment when it has one, else a new one placed on the unit. */
export const newAssignmentPath = (unitId: number, programmeId: number) =>
  `/manage/assessment/assignments/new?unitId=${unitId}&programmeId=${programmeId}`;
/** An assignment's submissions, one row per teacher. */
export const submissionsPath = (assignmentId: number) => `/manage/assessment/assignments/${assignmentId}/submissions`;
/** A tutor's page of one teacher's submission. */
export const gradingPath = (submissionId: number) => `/manage/assessment/assignments/submission/${submissionId}`;
/** The teacher's assignment page, by the programme's unit (the programme page knows only the unit). */
export const teacherUnitAssignmentPath = (unitId: number) => `/training/assignment/unit/${unitId}`;
/** The teacher's assignment page. */
export const teacherAssignmentPath = (assignmentId: number) => `/training/assignment/${assignmentId}`;
