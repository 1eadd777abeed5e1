// What other modules may use of assessment: nothing yet, everything in this folder is private (its routes, jobs and
// demo material reach the app through assessment.module.ts).
export {};
