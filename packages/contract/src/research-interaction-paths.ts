// ResearchInteractionPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `research-interaction.ts` would come along (issue 19: zod weighed on every signed-in page).

/** Every path of this file, relative to /api; `paths.ts` spreads them into ApiPaths. */
export const ResearchInteractionPaths = {
  researchPosts: '/research/discussion/posts',
  researchCreatePost: '/research/discussion/posts/create',
  researchModeratePost: '/research/discussion/posts/moderate',
  researchFormTemplates: '/research/observation/templates',
  researchSaveFormTemplate: '/research/observation/templates/save',
  researchRetireFormTemplate: '/research/observation/templates/retire',
  researchObservationForm: '/research/observation/forms',
  researchSubmitObservation: '/research/observation/forms/submit',
  researchObservationResults: '/research/observation/forms/results',
  researchCheckInCode: '/research/attendance/code',
  researchCheckIn: '/research/attendance/checkIn',
  researchAttendance: '/research/attendance',
  researchMarkAttendance: '/research/attendance/mark',
  researchMyHandIn: '/research/tasks/mine',
  researchHandIn: '/research/tasks/handIn',
  researchHandIns: '/research/tasks/handIns',
  researchSummary: '/research/summary',
  researchSaveSummary: '/research/summary/save',
  /** A file a stage, post, hand-in or summary of an activity names (`?activityId=`), for those who may see it there. */
  researchFile: '/research/files/:id',
  /** A file shared with a group, for its members and those who manage it. */
  researchGroupFile: '/research/groups/:id/files/:fileId',
} as const;
