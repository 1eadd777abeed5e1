// What other modules may use of teacher: everything else in this folder is private.
export { findPerson, grantRole, type Person } from './teacher.service';
// The teachers of a unit (or with a section or subject) as a subquery other domains join their figures to.
export { countTeachersByPhase, findOrgUnitPath, teachersInScope, type TeacherScope } from './teacher-scope.repository';
