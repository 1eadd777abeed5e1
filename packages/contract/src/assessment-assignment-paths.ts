// AssessmentAssignmentPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and
// the schemas beside them in `assessment-assignments.ts` would come along (issue 19).

/** Every assignment call's path (issue 38): staff set assignments up and tutors decide; teachers submit and review. */
export const AssessmentAssignmentPaths = {
  // Staff: an assignment on a programme's unit of kind `assignment`.
  assessmentManageAssignments: '/assessment/manage/assignments/list',
  assessmentManageAssignment: '/assessment/manage/assignments/detail',
  assessmentManageAssignmentOfUnit: '/assessment/manage/assignments/ofUnit',
  assessmentManageSaveAssignment: '/assessment/manage/assignments/save',
  assessmentManagePublishAssignment: '/assessment/manage/assignments/publish',
  assessmentManageDeleteAssignment: '/assessment/manage/assignments/delete',
  // Tutors: submissions waiting, one submission's rounds and peer reviews, decisions, excellent work.
  assessmentSubmissionQueue: '/assessment/manage/assignments/submissions',
  assessmentTutorSubmission: '/assessment/manage/assignments/submission',
  assessmentDecideSubmission: '/assessment/manage/assignments/decide',
  assessmentMarkExcellent: '/assessment/manage/assignments/excellent',
  // Teachers: the assignment with their rounds, the draft, submitting.
  assessmentAssignment: '/assessment/assignments/detail',
  assessmentAssignmentOfUnit: '/assessment/assignments/ofUnit',
  assessmentSaveSubmissionDraft: '/assessment/assignments/saveDraft',
  assessmentSubmitSubmission: '/assessment/assignments/submit',
  // Teachers: peer review and the programme's showcase of excellent work.
  assessmentRequestPeerReview: '/assessment/assignments/peerReviews/request',
  assessmentPeerReview: '/assessment/assignments/peerReviews/detail',
  assessmentSubmitPeerReview: '/assessment/assignments/peerReviews/submit',
  assessmentShowcase: '/assessment/assignments/showcase',
  // Anyone who may read a file through its assignment: its attachments, a submission's files (author, tutors, the
  // assigned peer reviewer, the showcase's readers).
  assessmentAssignmentFile: '/assessment/assignments/files/:id',
} as const;
