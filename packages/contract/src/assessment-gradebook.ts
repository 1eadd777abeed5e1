import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { KEYWORD_MAX } from './limits';
import { AttemptStatus, Id, QueryId, SubmittedBy } from './assessment-exam-enums';

// The grade book (issue 38): per programme, every enrolled teacher with each assessed unit's counted result, the
// programme's completion and the hours credited; and a teacher's own results per programme.

/** The assessed unit kinds the book has a column for. */
export const GradebookUnitKind = z.enum(['exam', 'assignment', 'evaluation']);
export type GradebookUnitKind = z.infer<typeof GradebookUnitKind>;

/** Where a teacher is in the programme: no unit completed, some, or every current unit. */
export const GradebookState = z.enum(['not_started', 'in_progress', 'completed']);
export type GradebookState = z.infer<typeof GradebookState>;

/** The book's filters: the teachers' school, a keyword on the teacher's name, where they are in the programme. */
export const GradebookFilter = AppIdQuery.extend({
  programmeId: QueryId,
  schoolId: QueryId.optional(),
  /** Matches the teacher's name. */
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  state: GradebookState.optional(),
});
export type GradebookFilter = z.infer<typeof GradebookFilter>;

/** manage/gradebook/page: one page of the book, teachers by school then name. */
export const GradebookQuery = GradebookFilter.extend(PageQuery.shape);
export type GradebookQuery = z.infer<typeof GradebookQuery>;

/** manage/gradebook/schools and results/mine name a programme. */
export const GradebookProgrammeQuery = AppIdQuery.extend({ programmeId: QueryId });
export type GradebookProgrammeQuery = z.infer<typeof GradebookProgrammeQuery>;

/** One column of the book: an assessed unit of the programme, in the programme's order. */
export const GradebookColumn = z.object({
  unitId: Id,
  kind: GradebookUnitKind,
  title: z.string(),
  creditHours: z.number(),
});
export type GradebookColumn = z.infer<typeof GradebookColumn>;

/** An exam unit's cell: the counted attempt's score and pass; `state` is the newest attempt's, `none` without one. */
export const ExamCell = z.object({
  kind: z.literal('exam'),
  state: z.enum(['none', ...AttemptStatus.options]),
  attempts: z.number().int(),
  /** The counted attempt's; null while none counts yet (not sat, open, or waiting for a grader). */
  score: z.number().int().nullable(),
  maxScore: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});
export type ExamCell = z.infer<typeof ExamCell>;

/** An assignment unit's cell: the counted (last graded) round's score and pass, and the submission's state. */
export const AssignmentCell = z.object({
  kind: z.literal('assignment'),
  /** The latest round's state; `none` before the teacher wrote anything. */
  state: z.enum(['none', 'draft', 'submitted', 'returned', 'graded']),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export type AssignmentCell = z.infer<typeof AssignmentCell>;

/** An evaluation unit's cell: whether the teacher answered it (never what). */
export const EvaluationCell = z.object({ kind: z.literal('evaluation'), answered: z.boolean() });
export type EvaluationCell = z.infer<typeof EvaluationCell>;

export const GradebookCell = z.discriminatedUnion('kind', [ExamCell, AssignmentCell, EvaluationCell]);
export type GradebookCell = z.infer<typeof GradebookCell>;

/** One enrolled teacher's row; `cells` follows `columns`, one cell each. */
export const GradebookRow = z.object({
  userId: Id,
  teacherName: z.string(),
  schoolId: Id,
  schoolName: z.string(),
  cells: z.array(GradebookCell),
  completedUnits: z.number().int(),
  totalUnits: z.number().int(),
  state: GradebookState,
  /** Net hours the ledger credits the teacher for this programme (reversals included). */
  hours: z.number(),
});
export type GradebookRow = z.infer<typeof GradebookRow>;

/** A page of the book with the columns it is drawn with. */
export const GradebookPage = paged(GradebookRow).extend({
  programmeId: Id,
  programmeTitle: z.string(),
  columns: z.array(GradebookColumn),
});
export type GradebookPage = z.infer<typeof GradebookPage>;

/** The schools of the programme's enrolled teachers, for the school filter, by name. */
export const GradebookSchools = z.object({
  records: z.array(z.object({ id: Id, name: z.string(), teachers: z.number().int() })),
});
export type GradebookSchools = z.infer<typeof GradebookSchools>;

// ---- A teacher's own results ----

/** One attempt at a programme's exam as its teacher may see it (score and pass only once the exam reveals them). */
export const MyExamAttempt = z.object({
  attemptId: Id,
  number: z.number().int(),
  status: AttemptStatus,
  submittedAt: IsoDateTime.nullable(),
  submittedBy: SubmittedBy.nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  passed: z.boolean().nullable(),
});
export type MyExamAttempt = z.infer<typeof MyExamAttempt>;

/** An exam unit: the attempts, and the counted one's result when revealed. */
export const MyExamResult = z.object({
  kind: z.literal('exam'),
  unitId: Id,
  examId: Id,
  title: z.string(),
  attempts: z.array(MyExamAttempt),
  counted: z
    .object({ attemptId: Id, score: z.number().int().nullable(), maxScore: z.number().int(), passed: z.boolean().nullable() })
    .nullable(),
});
export type MyExamResult = z.infer<typeof MyExamResult>;

/** An assignment unit: the submission's state and the counted grade with the tutor's written feedback. */
export const MyAssignmentResult = z.object({
  kind: z.literal('assignment'),
  unitId: Id,
  title: z.string(),
  state: AssignmentCell.shape.state,
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** The tutor's written feedback on the latest decided round (a grade or a return). */
  feedback: z.string().nullable(),
});
export type MyAssignmentResult = z.infer<typeof MyAssignmentResult>;

/** An evaluation unit: answered or not. */
export const MyEvaluationResult = z.object({
  kind: z.literal('evaluation'),
  unitId: Id,
  title: z.string(),
  answered: z.boolean(),
});
export type MyEvaluationResult = z.infer<typeof MyEvaluationResult>;

export const MyResult = z.discriminatedUnion('kind', [MyExamResult, MyAssignmentResult, MyEvaluationResult]);
export type MyResult = z.infer<typeof MyResult>;

/** A programme the teacher is enrolled in, with its assessed units' results in the programme's order. */
export const MyProgrammeResults = z.object({ programmeId: Id, programmeTitle: z.string(), results: z.array(MyResult) });
export type MyProgrammeResults = z.infer<typeof MyProgrammeResults>;

/** results/mine: one programme's (programmeId given), or every enrolled programme with an assessed unit, newest first. */
export const MyResultsQuery = AppIdQuery.extend({ programmeId: QueryId.optional() });
export type MyResultsQuery = z.infer<typeof MyResultsQuery>;

export const MyResults = z.object({ programmes: z.array(MyProgrammeResults) });
export type MyResults = z.infer<typeof MyResults>;
