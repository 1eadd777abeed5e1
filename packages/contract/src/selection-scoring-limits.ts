// Limits of the selection's scoring and results fields (selection-scoring.ts), zod-free like limits.ts so the web
// client's form rules use the numbers the schemas check.

/** Expert scoring and results of selection projects. */
export const SelectionScoringLimits = {
  /** Experts on one group's panel. */
  panelSize: 50,
  /** An expert's comment on an indicator or on the whole application; a reason to end a notice early. */
  comment: 500,
  /** Applications named as winners at once. */
  selectedMax: 10_000,
  /** Rows of one Excel export. */
  exportRows: 20_000,
} as const;
