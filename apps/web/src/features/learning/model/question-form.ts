import type { LessonQuestion, SaveLessonQuestionBody } from '@yanxiu/contract/learning-presence';
import { PresenceLimits } from '@yanxiu/contract/limits';

// The author's question as the form holds it, and the checks the server makes of it, so a refusal is rare.

export type QuestionDraft = { id?: number; atSecond: number | null; prompt: string; choices: string[]; correctChoice: number | null };

export type QuestionProblem = 'atSecond' | 'prompt' | 'choices' | 'correct';

export function emptyQuestion(): QuestionDraft {
  return { atSecond: null, prompt: '', choices: ['', ''], correctChoice: null };
}

export function questionDraft(question: LessonQuestion): QuestionDraft {
  return {
    id: question.id,
    atSecond: question.atSecond,
    prompt: question.prompt,
    choices: [...question.choices],
    correctChoice: question.correctChoice,
  };
}

/** The first thing wrong with a draft, or null; `lessonSeconds` (when known) bounds the moment. */
export function questionProblem(draft: QuestionDraft, lessonSeconds: number | null): QuestionProblem | null {
  const at = draft.atSecond;
  if (at === null || !Number.isInteger(at) || at < PresenceLimits.questionAtSecondMin || (lessonSeconds !== null && at > lessonSeconds))
    return 'atSecond';
  if (!draft.prompt.trim() || draft.prompt.trim().length > PresenceLimits.prompt) return 'prompt';
  const choices = draft.choices.map((choice) => choice.trim());
  if (
    choices.length < 2 ||
    choices.length > PresenceLimits.choicesMax ||
    choices.some((choice) => !choice || choice.length > PresenceLimits.choice) ||
    new Set(choices).size !== choices.length
  )
    return 'choices';
  if (draft.correctChoice === null || draft.correctChoice >= choices.length) return 'correct';
  return null;
}

/** The body of the save call (call only once questionProblem is null). */
export function questionBody(unitId: number, draft: QuestionDraft): SaveLessonQuestionBody {
  return {
    unitId,
    ...(draft.id === undefined ? {} : { id: draft.id }),
    atSecond: draft.atSecond!,
    prompt: draft.prompt.trim(),
    choices: draft.choices.map((choice) => choice.trim()),
    correctChoice: draft.correctChoice!,
  };
}

/** Removes choice `index`, keeping the right answer on the same choice (or none when it was the one removed). */
export function removeChoice(draft: QuestionDraft, index: number): QuestionDraft {
  const correct = draft.correctChoice;
  return {
    ...draft,
    choices: draft.choices.filter((_, at) => at !== index),
    correctChoice: correct === null || correct === index ? null : correct > index ? correct - 1 : correct,
  };
}
