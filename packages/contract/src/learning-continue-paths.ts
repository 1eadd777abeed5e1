// ContinueLearningPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `learning-continue.ts` would come along (issue 19: zod weighed on every signed-in page).

/** Continue learning (issue 42): where the caller left off in each programme in progress, and what is due soonest. */
export const ContinueLearningPaths = {
  learningContinue: '/learning/continue',
} as const;
