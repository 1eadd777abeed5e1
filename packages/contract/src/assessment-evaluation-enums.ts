import { z } from 'zod';

// The evaluations' enumerations (assessment-evaluations.ts).

/** The kinds of question a questionnaire asks: a rating on a scale, one option, several options, open text. */
export const EvaluationQuestionKind = z.enum(['rating', 'single', 'multiple', 'text']);
export type EvaluationQuestionKind = z.infer<typeof EvaluationQuestionKind>;
/** A draft is edited freely and seen by staff only; a published questionnaire is answered by the enrolled teachers. */
export const EvaluationStatus = z.enum(['draft', 'published']);
export type EvaluationStatus = z.infer<typeof EvaluationStatus>;
/** Why a teacher cannot answer now: not enrolled, before the window, after it, or already answered. */
export const EvaluationBlocker = z.enum(['not_enrolled', 'not_open', 'closed', 'responded']);
export type EvaluationBlocker = z.infer<typeof EvaluationBlocker>;
