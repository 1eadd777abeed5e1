// The teacher's selection pages load as one chunk (as the development and training pages do).
export { default as ProjectsPage } from './ProjectsPage';
export { default as MyApplicationsPage } from './MyApplicationsPage';
export { default as ApplyPage } from './ApplyPage';
