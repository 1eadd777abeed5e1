import { assignmentSource } from './assignment-cells';
import { evaluationSource } from './evaluation-cells';
import { examSource } from './exam-cells';
import type { GradebookSource } from './book-source';

// Where the grade book's columns come from, one source per assessed unit kind (see book-source.ts). A unit kind without
// a source has no column yet.

/** The sources of the book's columns. */
export const gradebookSources: readonly GradebookSource[] = [examSource, assignmentSource, evaluationSource];

/** The source of a unit kind, if the book has one. */
export const sourceOf = (kind: string): GradebookSource | undefined => gradebookSources.find((source) => source.kind === kind);
