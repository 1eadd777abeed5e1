// What other modules may use of training: everything else in this folder is private.
export { findEnrolledUserIds, freeSeat, moveEnrolment, takeSeat, upsertEnrolment } from './enrolment/enrolment.repository';
export { insertCompletions, findUnit } from './enrolment/training-progress.repository';
export { findTrainingUseOf, isEnrolled } from './media/training-media.repository';
export { insertOrderItem, insertOrderOnce, moveOrder } from './orders/order.repository';
export { findProgrammeById, findPublishedProgrammes, findUnitsByProgramme } from './programmes/programme-read.repository';
export { isInAudience, type ProgrammeWithOrganiser } from './programmes/programme-view';
export { isDistrictTrainingStaff, mayManageProgramme } from './training-access';
export { programmeCompleted, unitCompleted, unitCompletionWithdrawn, type CompletionSource, type TrainingUnit } from './enrolment/completion-events';
