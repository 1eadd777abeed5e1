// What other modules may use of the resource disk: nothing yet, everything in this folder is private (its demo material is
// seeded through the `demo` hook of disk.module.ts).
export {};
