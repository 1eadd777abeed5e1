import { z } from 'zod';
import { AssessmentExamLimits as L } from './limits';

// The exams' enumerations and the small field schemas the settings and the attempts share (assessment-exams.ts).

/** An id in a body or an answer. */
export const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** An id in a query string. */
export const QueryId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** The points of one question. */
export const Points = z.number().int().min(1).max(L.pointsMax);
/** Whether a list names nothing twice. */
export const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** The kinds of question an exam asks (the banks' kinds). */
export const ExamQuestionKind = z.enum(['single', 'multiple', 'true_false', 'fill_blank', 'short_answer']);
export type ExamQuestionKind = z.infer<typeof ExamQuestionKind>;
/** A draft can be edited freely; a published exam is open to its teachers and keeps its paper once attempts exist. */
export const ExamStatus = z.enum(['draft', 'published']);
export type ExamStatus = z.infer<typeof ExamStatus>;
/** Fixed: every attempt sits the same listed questions. Random: each attempt draws its own paper by the rules. */
export const PaperMode = z.enum(['fixed', 'random']);
export type PaperMode = z.infer<typeof PaperMode>;
/** Which attempt's result is the teacher's result (and decides the pass that completes the unit). */
export const CountedAttempt = z.enum(['best', 'last', 'first']);
export type CountedAttempt = z.infer<typeof CountedAttempt>;
/** When a teacher sees results (score per question) or explanations (correct answers and explanations). */
export const RevealWhen = z.enum(['never', 'after_submit', 'after_close']);
export type RevealWhen = z.infer<typeof RevealWhen>;
/** An attempt: open (answering), grading (submitted, short answers wait for a person), graded (final). */
export const AttemptStatus = z.enum(['open', 'grading', 'graded']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;
/** Who ended an attempt: the teacher, or the server at its deadline. */
export const SubmittedBy = z.enum(['teacher', 'deadline']);
export type SubmittedBy = z.infer<typeof SubmittedBy>;
/** How an answered question came out. `pending`: a short answer waiting for a grader. */
export const QuestionOutcome = z.enum(['correct', 'partial', 'wrong', 'unanswered', 'pending']);
export type QuestionOutcome = z.infer<typeof QuestionOutcome>;
