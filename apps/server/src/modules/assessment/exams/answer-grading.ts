import { blankAnswerMatches } from '@yanxiu/contract/assessment-answers';
import type { QuestionAnswerSpec } from '@yanxiu/contract/assessment-banks';
import type { AnswerBody, CountedAttempt, QuestionOutcome } from '@yanxiu/contract/assessment-exams';

// Grading answers against a question version's answer, pure. Every kind the server grades is all-or-nothing: a
// multiple choice with one option missing, or a fill-in with one blank wrong, scores 0 (no partial credit, so a
// wrong answer can never be scored as right). Short answers wait for a person.

/** How an answer came out and the points it earned; `awarded` is null while a person has to grade it. */
export type Graded = { outcome: QuestionOutcome; awarded: number | null };

/** Whether an answer is of the question's kind and names only its options and blanks (else the save is refused). */
export function answerFits(spec: QuestionAnswerSpec, answer: AnswerBody): boolean {
  if (spec.kind !== answer.kind) return false;
  if (spec.kind === 'single' && answer.kind === 'single') return spec.options.some((option) => option.key === answer.choice);
  if (spec.kind === 'multiple' && answer.kind === 'multiple') {
    const keys = new Set<string>(spec.options.map((option) => option.key));
    return answer.choices.every((choice) => keys.has(choice));
  }
  if (spec.kind === 'fill_blank' && answer.kind === 'fill_blank') return answer.blanks.length === spec.blanks.length;
  return true;
}

function isRight(spec: QuestionAnswerSpec, answer: AnswerBody): boolean {
  if (!answerFits(spec, answer)) return false;
  switch (spec.kind) {
    case 'single':
      return answer.kind === 'single' && spec.options.find((option) => option.correct)?.key === answer.choice;
    case 'multiple': {
      if (answer.kind !== 'multiple') return false;
      const correct = spec.options.filter((option) => option.correct).map((option) => option.key);
      return correct.length === answer.choices.length && correct.every((key) => answer.choices.includes(key));
    }
    case 'true_false':
      return answer.kind === 'true_false' && answer.value === spec.correct;
    case 'fill_blank':
      return (
        answer.kind === 'fill_blank' && spec.blanks.every((blank, index) => blankAnswerMatches(answer.blanks[index] ?? '', blank.accepted))
      );
    case 'short_answer':
      return false;
  }
}

/** Grades one saved answer (null: not answered) of a question worth `points`. */
export function gradeAnswer(spec: QuestionAnswerSpec, answer: AnswerBody | null, points: number): Graded {
  if (answer === null) return { outcome: 'unanswered', awarded: 0 };
  if (spec.kind === 'short_answer') return { outcome: 'pending', awarded: null };
  return isRight(spec, answer) ? { outcome: 'correct', awarded: points } : { outcome: 'wrong', awarded: 0 };
}

/** The outcome of a short answer a person gave points to. */
export function gradedShortAnswer(awarded: number, points: number): QuestionOutcome {
  if (awarded >= points) return 'correct';
  return awarded > 0 ? 'partial' : 'wrong';
}

/** The correct answer of a question as an answer body (what an explanation shows). */
export function correctAnswerOf(spec: QuestionAnswerSpec): AnswerBody {
  switch (spec.kind) {
    case 'single':
      return { kind: 'single', choice: spec.options.find((option) => option.correct)?.key ?? '' };
    case 'multiple':
      return { kind: 'multiple', choices: spec.options.filter((option) => option.correct).map((option) => option.key) };
    case 'true_false':
      return { kind: 'true_false', value: spec.correct };
    case 'fill_blank':
      return { kind: 'fill_blank', blanks: spec.blanks.map((blank) => blank.accepted[0] ?? '') };
    case 'short_answer':
      return { kind: 'short_answer', text: spec.referenceAnswer };
  }
}

/** An attempt's total: null while anything waits for a grader; passed when the total reaches the pass percentage. */
export function scoreOf(
  awarded: ReadonlyArray<number | null>,
  maxScore: number,
  passPercent: number,
): { score: number | null; passed: boolean | null } {
  if (awarded.some((points) => points === null)) return { score: null, passed: null };
  const score = awarded.reduce<number>((sum, points) => sum + (points ?? 0), 0);
  return { score, passed: score * 100 >= passPercent * maxScore };
}

/** A submitted attempt as the counting rule reads it; `score` is null while a grader has still to give points. */
export type CountableAttempt = { id: number; number: number; score: number | null };

/**
 * The submitted attempt that counts: the first or the last (whose score may still wait for a grader), or the best among
 * those with a score (the earliest of equals).
 */
export function countedAttemptOf<T extends CountableAttempt>(attempts: readonly T[], counts: CountedAttempt): T | null {
  const ordered = [...attempts].sort((a, b) => a.number - b.number);
  if (counts === 'first') return ordered[0] ?? null;
  if (counts === 'last') return ordered[ordered.length - 1] ?? null;
  const graded = ordered.filter((attempt) => attempt.score !== null);
  if (graded.length === 0) return null;
  return graded.reduce((best, attempt) => (attempt.score! > best.score! ? attempt : best));
}
