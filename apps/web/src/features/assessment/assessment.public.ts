import { lazy } from 'react';

// What other features may use of assessment: its access rules (the menu shows its pages by them), and a teacher's own
// results for the pages that show them (training's programme page, learning's hours record). Its pages are reached
// through the app's page registry, not imported.
export { assessmentAccess, type AssessmentAccess } from './assessment.access';

/**
 * The signed-in teacher's exam attempts, assignment grades with feedback and questionnaires answered: of one programme
 * (`programmeId`) or of their most recent programmes. Loaded on demand, so the pages showing it keep their first
 * chunks (its texts and the results' rendering come with it).
 */
export const MyResultsPanel = /* @__PURE__ */ lazy(() => import('./gradebook/components/MyResultsPanel'));
