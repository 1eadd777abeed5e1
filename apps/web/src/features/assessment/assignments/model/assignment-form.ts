import type {
  AssignmentFile,
  AssignmentPlacement,
  LatePolicy,
  ManagedAssignment,
  RubricCriterion,
  SaveAssignmentBody,
} from '@yanxiu/contract/assessment-assignments';

/** A rubric criterion as the editor holds it, with a key for React and its points possibly still empty. */
export type CriterionDraft = { key: string; title: string; description: string; maxPoints: number | null };

/** Everything the editor's form holds. Times are ISO instants (the pickers show them on China's clock). */
export type AssignmentFormValues = {
  title: string;
  instructions: string;
  attachments: AssignmentFile[];
  opensAt: string | null;
  dueAt: string | null;
  latePolicy: LatePolicy;
  latePenaltyPercent: number | null;
  maxScore: number | null;
  passScore: number | null;
  rubric: CriterionDraft[];
  peerReviewers: number;
  peerDueAt: string | null;
  resubmissionsAllowed: number;
};

/** What the form is missing, as the catalogue's `editor.problems` names it. */
export type AssignmentProblem = 'title' | 'dueAt' | 'opensBeforeDue' | 'penalty' | 'maxScore' | 'passScore' | 'criterion';

let sequence = 0;
/** A new key for a criterion drawn up in the editor. */
const criterionKey = () => `criterion-${(sequence += 1)}`;

/** A blank criterion. */
export function newCriterion(): CriterionDraft {
  return { key: criterionKey(), title: '', description: '', maxPoints: null };
}

/** The values of a new assignment: 100 points, 60 to pass, late work accepted and marked, one resubmission. */
export function emptyAssignmentValues(): AssignmentFormValues {
  return {
    title: '',
    instructions: '',
    attachments: [],
    opensAt: null,
    dueAt: null,
    latePolicy: 'accept',
    latePenaltyPercent: null,
    maxScore: 100,
    passScore: 60,
    rubric: [],
    peerReviewers: 0,
    peerDueAt: null,
    resubmissionsAllowed: 1,
  };
}

/** The editor's values of a saved assignment. */
export function assignmentValues(assignment: ManagedAssignment): AssignmentFormValues {
  return {
    title: assignment.title,
    instructions: assignment.instructions,
    attachments: assignment.attachments,
    opensAt: assignment.opensAt,
    dueAt: assignment.dueAt,
    latePolicy: assignment.latePolicy,
    latePenaltyPercent: assignment.latePolicy === 'penalty' ? assignment.latePenaltyPercent : null,
    maxScore: assignment.maxScore,
    passScore: assignment.passScore,
    rubric: assignment.rubric.map((criterion) => ({ ...criterion, key: criterionKey() })),
    peerReviewers: assignment.peerReview.reviewers,
    peerDueAt: assignment.peerReview.dueAt,
    resubmissionsAllowed: assignment.resubmissionsAllowed,
  };
}

/** The rubric's total points (empty points count nothing). */
export function rubricTotal(rubric: readonly { maxPoints: number | null }[]): number {
  return rubric.reduce((sum, criterion) => sum + (criterion.maxPoints ?? 0), 0);
}

/** The max score the assignment will have: the rubric's sum when it has one, else what was typed. */
export function effectiveMaxScore(values: AssignmentFormValues): number | null {
  return values.rubric.length > 0 ? rubricTotal(values.rubric) : values.maxScore;
}

/** The first thing to fix before saving, or null when the form can be sent. */
export function assignmentProblem(values: AssignmentFormValues): AssignmentProblem | null {
  if (!values.title.trim()) return 'title';
  if (!values.dueAt) return 'dueAt';
  if (values.opensAt && Date.parse(values.opensAt) >= Date.parse(values.dueAt)) return 'opensBeforeDue';
  if (values.latePolicy === 'penalty' && !(values.latePenaltyPercent && values.latePenaltyPercent >= 1)) return 'penalty';
  if (values.rubric.some((criterion) => !criterion.title.trim() || !criterion.maxPoints)) return 'criterion';
  const max = effectiveMaxScore(values);
  if (!max) return 'maxScore';
  if (values.passScore === null || values.passScore > max) return 'passScore';
  return null;
}

/** The save body of the form's values (check `assignmentProblem` first). */
export function toSaveBody(
  values: AssignmentFormValues,
  placement: AssignmentPlacement,
  saved: { id: number; version: number } | null,
): SaveAssignmentBody {
  const rubric: RubricCriterion[] = values.rubric.map((criterion) => ({
    title: criterion.title.trim(),
    description: criterion.description.trim(),
    maxPoints: criterion.maxPoints ?? 0,
  }));
  return {
    ...(saved ? { assignmentId: saved.id, version: saved.version } : {}),
    title: values.title.trim(),
    instructions: values.instructions,
    placement,
    attachmentFileIds: values.attachments.map((file) => file.id),
    opensAt: values.opensAt,
    dueAt: values.dueAt ?? '',
    latePolicy: values.latePolicy,
    latePenaltyPercent: values.latePolicy === 'penalty' ? (values.latePenaltyPercent ?? 0) : 0,
    maxScore: effectiveMaxScore(values) ?? 0,
    passScore: values.passScore ?? 0,
    rubric,
    peerReview: { reviewers: values.peerReviewers, dueAt: values.peerReviewers > 0 ? values.peerDueAt : null },
    resubmissionsAllowed: values.resubmissionsAllowed,
  };
}
