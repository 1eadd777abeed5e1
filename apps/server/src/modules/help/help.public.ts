// What other modules may use of help (its demo material is seeded through the `demo` hook of help.module.ts): the
// site-wide search's help entries. Everything else in this folder is private.
export { searchHelp } from './help-search.service';
