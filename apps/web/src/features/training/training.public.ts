import { lazy } from 'react';

// What other features use of training: the home page's training panel, the teacher's own training for the profile's
// continuing-education page, and the staff's programme and enrolment lists that certificates are issued from.

/** The training parts of /home, loaded on demand so neither the shell nor the home page's chunk carries them. */
const loadTrainingHomePanel = () => import('./components/teacher/TrainingHomePanel');
export const TrainingHomePanel = /* @__PURE__ */ lazy(loadTrainingHomePanel);
/** Starts downloading the panel's code before it first renders (the download `TrainingHomePanel` then waits for). */
export const preloadTrainingHomePanel = (): void => void loadTrainingHomePanel();

export { useManagedProgrammes, type ManagedProgrammesFilter } from './api/manage-programmes';
export { useEnrolments, type EnrolmentsFilter } from './api/manage-enrolments';

/** The caller's training with enrolment and progress, and a programme's address: the profile's continuing education lists them. */
export { useMyTraining } from './api/get-my-training';
export { programmePath } from './model/programme-path';
