// What other modules may use of teacher: everything else in this folder is private.
export { findPerson, grantRole, type Person } from './teacher.service';
