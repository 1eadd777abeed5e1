// What other modules may use of notices: everything else in this folder is private.
// Seeds the demo tenant's notices (the seed's only entry into this folder).
export { seedNoticesDemo } from './demo/notices-demo';
