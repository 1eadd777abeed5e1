// What other modules may use of notices: nothing yet, everything in this folder is private (its demo material is
// seeded through the `demo` hook of notices.module.ts).
export {};
