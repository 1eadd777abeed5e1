// What other features use of training: the teacher's own training for the profile's continuing-education page, and
// the staff's programme and enrolment lists that certificates are issued from. The home page's training panel is in
// training-home.public.ts.

export { useManagedProgrammes, type ManagedProgrammesFilter } from './api/manage-programmes';
export { useEnrolments, type EnrolmentsFilter } from './api/manage-enrolments';

/** The caller's training with enrolment and progress, and a programme's address: the profile's continuing education lists them. */
export { useMyTraining } from './api/get-my-training';
export { programmePath } from './model/programme-path';
