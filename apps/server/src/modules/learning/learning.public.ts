// What other modules may use of learning: everything else in this folder is private. Training progress and file
// deletions reach learning through events (see learning.module.ts), not through calls.
// Research credits a completed activity's hours in its own transaction (research depends on learning).
export { creditActivityHours, type ActivityHoursCredit } from './hours/activity-credits';
// Hours reaching a teacher's ledger, announced in the crediting transaction (xAPI states them).
export { hoursCredited } from './hours/hours-events';
// Reads of the ledger, the tenant's categories, requirements and settings, and the portraits' hours figures (named
// queries; learning's repositories stay private).
export {
  hourCategoriesOf,
  hoursByYearOf,
  hoursRequirementOf,
  hoursStandingPage,
  learningSettingsOf,
  ledgerHoursInYears,
  medianHoursTenthsByYear,
  programmeHoursOf,
} from './learning.queries';
// The one write path of a tenant's learning settings (administration's tenant settings use it too).
export { changeLearningSettings, type LearningSettingsChange } from './settings/learning-settings.service';
export type { HoursInYears, LearningSettings, Standing, StandingRow, YearTotals } from './learning.queries';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfLearning } from './learning-personal-data';
// "Continue learning" asks the domains whose work falls due in a teacher's programmes (assessment) to add it.
export { dueItemsRequested, type DueItemsRequest } from './continue/due-items-events';
