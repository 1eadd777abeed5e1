// What other features may use of assessment: its access rules (the menu shows its pages by them). Its pages are
// reached through the app's page registry, not imported.
export { assessmentAccess, type AssessmentAccess } from './assessment.access';
