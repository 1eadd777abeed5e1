// The teacher's training pages load as one chunk (like the development pages): split, they would share many small
// chunks, and the app's entry chunk, which every visitor downloads with the sign-in page, carries the preload list
// of every page chunk. The video player and the Markdown parser stay lazy inside it.
export { default as TrainingHubPage } from './TrainingHubPage';
export { default as CataloguePage } from './CataloguePage';
export { default as StudiosPage } from './StudiosPage';
export { default as StudioPage } from './StudioPage';
export { default as ProgrammePage } from './ProgrammePage';
export { default as MyTrainingPage } from './MyTrainingPage';
export { default as SchoolTrainingPage } from './SchoolTrainingPage';
export { default as OrdersPage } from './OrdersPage';
export { default as OpenClassesPage } from './OpenClassesPage';
export { default as VideoPlayPage } from './VideoPlayPage';
export { default as QuickLookPage } from './QuickLookPage';
