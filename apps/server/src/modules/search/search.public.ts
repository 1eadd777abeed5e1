// What other modules may use of search: its personal-data writer; everything else in this folder is private (the
// module object is imported by src/modules.ts from search.module.ts, as every module's).
// Erasure on request (privacy's job): a user's recent searches, in its transaction.
export { erasePersonalDataOfSearcher } from './recent/searcher-erasure.service';
