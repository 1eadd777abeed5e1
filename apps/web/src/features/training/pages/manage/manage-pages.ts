// The training staff pages load as one chunk, for the reason development-pages.ts gives: split, they would share
// many small chunks whose preload list sits in the entry chunk every visitor downloads with the sign-in page.
// Nothing here is imported by the app shell.
export { default as ManageProgrammesPage } from './ManageProgrammesPage';
export { default as ProgrammeEditPage } from './ProgrammeEditPage';
export { default as ManageEnrolmentsPage } from './ManageEnrolmentsPage';
export { default as ManageOrdersPage } from './ManageOrdersPage';
export { default as ManageStudiosPage } from './ManageStudiosPage';
export { default as ManageOpenClassesPage } from './ManageOpenClassesPage';
export { default as CourseModerationPage } from './CourseModerationPage';
