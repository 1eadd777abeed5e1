// What other modules may use of teacher: everything else in this folder is private.
export { findPerson, type Person } from './teacher.service';
