// What other modules may use of help: nothing yet, everything in this folder is private (its demo material is
// seeded through the `demo` hook of help.module.ts).
export {};
