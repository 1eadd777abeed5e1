// What other modules may use of basecode: everything else in this folder is private.
export { isCodeOf, isSubjectOfSection, listCodeItems, listSectionSubjects } from './basecode.queries';
export { BACKBONE_PHASE_CODE, DEFAULT_PHASES } from './reference-data';
export { syncReferenceData } from './reference-sync';
