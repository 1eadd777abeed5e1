// What other modules (and the demo seed) may use of training: everything else in this folder is private.

// Who may do what in training (certificates checks who manages a programme).
export { trainingAccess } from './training.access';

// Completion of units, and the events it tells the other domains.
export { completeUnits, type UnitCompletion } from './enrolment/unit-completion';
export {
  programmeCompleted,
  unitCompleted,
  unitCompletionWithdrawn,
  type CompletionSource,
  type TrainingUnit,
} from './enrolment/completion-events';
// A teacher's enrolment confirmed (xAPI states it).
export { teacherEnrolled } from './enrolment/enrolment-events';

// Reads other domains check training facts with, and the portraits' training figures (named queries; training's
// repositories stay private).
export {
  currentUnitsOfProgramme,
  enrolledAmong,
  isEnrolledInProgramme,
  medianProgrammesCompleted,
  programmesCompletedBy,
  programmeTeacherSchools,
  programmesInProgressOf,
  programmeTeachersPage,
  trainingParticipantsInYear,
  trainingProgrammeById,
  trainingProgrammesByIds,
  trainingUnitById,
  unitsCompletedByInYear,
} from './training.queries';
export type { CompletedProgramme, ProgrammeInProgress, ProgrammeTeacher, ProgrammeTeacherFilter } from './training.queries';
// Staff removing units: a domain whose work hangs on one lets it go or refuses (assessment's exam on an exam unit).
export { unitsRemoving } from './programmes/unit-removal-events';
// A fusion programme's page asks for the links of work that belongs to it (research's activities answer).
export { programmeLinksRequested } from './catalogue/programme-link-events';
export type { ProgrammeWithOrganiser } from './programmes/programme-view';
// The demo programmes by seed key: assessment's demo seed puts its exam on the `ethicsExam` programme's exam unit.
export { findSeededProgrammeIds } from './demo/training-content';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfTraining } from './training-personal-data';
// The site-wide search's programmes and open classes, under the catalogue's and the open-class list's rules.
export { searchOpenClasses, searchTrainingProgrammes } from './search/training-search.service';
