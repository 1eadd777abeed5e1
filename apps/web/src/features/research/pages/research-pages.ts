// The research pages load as one chunk (like the training and development pages): split, they would share many
// small chunks, and the app's entry chunk carries the preload list of every page chunk.
export { default as ActivitySquarePage } from './ActivitySquarePage';
export { default as ActivityPage } from './ActivityPage';
export { default as MyResearchPage } from './MyResearchPage';
export { default as ActivityEditPage } from './ActivityEditPage';
export { default as GroupsPage } from './GroupsPage';
export { default as GroupPage } from './GroupPage';
export { default as CheckInPage } from './CheckInPage';
export { default as FormTemplatesPage } from './FormTemplatesPage';
