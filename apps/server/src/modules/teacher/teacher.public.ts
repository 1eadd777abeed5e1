// What other modules may use of teacher: everything else in this folder is private. Reads are named queries
// (teacher.queries.ts); the one write another domain makes, granting a role, is a service that audits it.
export { grantRole } from './teacher.service';
export { countTeachersByPhase, findOrgUnitPath, findPerson, teachersInScope, type Person, type TeacherScope } from './teacher.queries';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfAccount } from './teacher-personal-data';
// Erasure on request (privacy's job): the person's identifying details replaced by the pseudonym, in its transaction.
export { erasePersonalDataOfPerson } from './teacher-erasure.service';
// The site-wide search's teachers, for staff over them.
export { searchTeachers } from './teacher-search.service';
