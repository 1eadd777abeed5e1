// What other modules may use of learning: everything else in this folder is private. Training progress and file
// deletions reach learning through events (see learning.module.ts), not through calls.
export { seedLearningDemo } from './demo/learning-demo';
// Research credits a completed activity's hours in its own transaction (research depends on learning).
export { creditActivityHours, type ActivityHoursCredit } from './hours/activity-credits';
// The ledger's totals, for rules of other domains (development conditions).
export { creditedHoursInYears, type HoursInYears } from './hours/hours.repository';
// The portraits' hours figures: a teacher's years, a scope's median teacher and its standing against the total,
// and the tenant's categories and requirements they are read against.
export { medianTenthsByYear, standingPage, yearTotalsOf, type Standing, type StandingRow, type YearTotals } from './hours/hours-portrait.repository';
export { findRequirement, listHourCategories } from './settings/learning-config.repository';
// The tenant's learning settings, for the platform staff's tenant settings (administration).
export { findWatchSettings, saveCompletionShare, savePresenceSettings } from './watch/completion-share.repository';
