// The learning-hours staff pages load as one chunk, for the reason development-pages.ts gives: split, they would
// share small chunks whose preload list sits in the entry chunk every visitor downloads. Nothing here is imported
// by the app shell.
export { default as HoursReportPage } from './HoursReportPage';
export { default as DeclarationQueuePage } from './DeclarationQueuePage';
export { default as RequirementPage } from './RequirementPage';
export { default as PresenceReportPage } from './PresenceReportPage';
