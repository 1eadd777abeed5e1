// What other modules may use of teacher: everything else in this folder is private. Reads are named queries
// (teacher.queries.ts); the one write another domain makes, granting a role, is a service that audits it.
export { grantRole } from './teacher.service';
export { countTeachersByPhase, findOrgUnitPath, findPerson, teachersInScope, type Person, type TeacherScope } from './teacher.queries';
