// What other modules may use of notices (its demo material is seeded through the `demo` hook of notices.module.ts):
// the site-wide search's notices, under the reader's list's rules. Everything else in this folder is private.
export { searchNotices } from './notice-search.service';
