// What other modules may use of search: nothing, everything in this folder is private (the module object is imported
// by src/modules.ts from search.module.ts, as every module's).
export {};
